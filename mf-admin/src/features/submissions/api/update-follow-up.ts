import type {
  FellowshipInquiryDetailBody,
  FollowUpStatus,
  StaffRequestKind,
  SubmissionDetailBody,
} from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/lib/staff-api-client';
import { staffListQueryKey } from './get-staff-list';
import { detailOf, staffRequestPath, staffRequestQueryKey } from './get-staff-request';

export const useUpdateFollowUp = (kind: StaffRequestKind, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: FollowUpStatus) =>
      detailOf(
        await staffRequest<SubmissionDetailBody | FellowshipInquiryDetailBody>(staffRequestPath(kind, id), {
          method: 'PATCH',
          body: { status },
        }),
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(staffRequestQueryKey(kind, id), detail);
      return queryClient.invalidateQueries({ queryKey: staffListQueryKey(kind) });
    },
  });
};
