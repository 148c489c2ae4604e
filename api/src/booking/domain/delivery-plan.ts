import type { DeliveryChannel } from '../data-access/booking-store';

/** Which deliveries a new booking gets, from configuration read once at start. */
export interface DeliveryPlan {
  forBooking(): DeliveryChannel[];
}

export const createDeliveryPlan = ({
  acknowledgement,
  webhook,
}: {
  acknowledgement: boolean;
  webhook: boolean;
}): DeliveryPlan => {
  const channels: DeliveryChannel[] = [
    'clinic_email',
    ...(acknowledgement ? (['acknowledgement_email'] as const) : []),
    ...(webhook ? (['webhook'] as const) : []),
  ];
  return { forBooking: () => [...channels] };
};
