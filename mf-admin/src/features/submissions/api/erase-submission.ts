import { bookingSubmissionPath } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/lib/staff-api-client';
import { submissionQueryKey } from './get-submission';
import { submissionsQueryKey } from './get-submissions';

/** Admins only: erases the request for good; the list is fetched again. */
export const useEraseSubmission = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      staffRequest<void>(bookingSubmissionPath(id), { method: 'DELETE', body: { reason } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: submissionQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: submissionsQueryKey });
    },
  });
};
