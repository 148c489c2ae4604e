import { deliveryRetryPath, type DeliveryRetryBody, type StaffRequestKind } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/lib/staff-api-client';
import { staffListQueryKey } from './get-staff-list';
import { staffRequestQueryKey } from './get-staff-request';

/** Admins only: the request's failed deliveries go back to the outbox (audited); list and detail load again. */
export const useRetryDelivery = (kind: StaffRequestKind, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffRequest<DeliveryRetryBody>(deliveryRetryPath(kind, id), { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffRequestQueryKey(kind, id) }),
        queryClient.invalidateQueries({ queryKey: staffListQueryKey(kind) }),
      ]),
  });
};
