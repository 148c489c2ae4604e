import { practiceProfile, type PracticeProfile } from '@clinic/content';

export type AppointmentAudience = 'adults' | 'children';

export interface AppointmentContact {
  audience: AppointmentAudience;
  /** The staff line for this audience, as printed. */
  staffPhone: string;
}

/** The two appointment panels, Adults then Children, each with its own staff line from the practice profile. */
export function appointmentContacts(profile: PracticeProfile = practiceProfile): readonly AppointmentContact[] {
  return [
    { audience: 'adults', staffPhone: profile.adultStaffPhone },
    { audience: 'children', staffPhone: profile.childrenStaffPhone },
  ];
}
