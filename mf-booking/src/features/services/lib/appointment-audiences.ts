export type AppointmentAudience = 'adults' | 'children';

/** The two appointment panels, in the order the page shows them. */
export const APPOINTMENT_AUDIENCES: readonly AppointmentAudience[] = ['adults', 'children'];
