import { bookingSubmissionPath, type SubmissionDetailBody } from '@clinic/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffRequest } from '@/lib/staff-api-client';

export const submissionQueryKey = (id: string) => ['staff', 'submission', id] as const;

export const useSubmission = (id: string) =>
  useQuery({
    queryKey: submissionQueryKey(id),
    queryFn: () => staffRequest<SubmissionDetailBody>(bookingSubmissionPath(id)),
  });
