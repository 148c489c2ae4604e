import { bookingSubmissionPath, type FollowUpStatus, type SubmissionDetailBody } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/lib/staff-api-client';
import { submissionQueryKey } from './get-submission';
import { submissionsQueryKey } from './get-submissions';

export const useUpdateFollowUp = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: FollowUpStatus) =>
      staffRequest<SubmissionDetailBody>(bookingSubmissionPath(id), { method: 'PATCH', body: { status } }),
    onSuccess: (data) => {
      queryClient.setQueryData(submissionQueryKey(id), data);
      return queryClient.invalidateQueries({ queryKey: submissionsQueryKey });
    },
  });
};
