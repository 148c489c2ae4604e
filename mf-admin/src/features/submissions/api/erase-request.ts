import type { StaffRequestKind } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/lib/staff-api-client';
import { staffListQueryKey } from './get-staff-list';
import { staffRequestPath, staffRequestQueryKey } from './get-staff-request';

/** Admins only: erases the request for good; the list is fetched again. */
export const useEraseRequest = (kind: StaffRequestKind, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      staffRequest<void>(staffRequestPath(kind, id), { method: 'DELETE', body: { reason } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: staffRequestQueryKey(kind, id) });
      return queryClient.invalidateQueries({ queryKey: staffListQueryKey(kind) });
    },
  });
};
