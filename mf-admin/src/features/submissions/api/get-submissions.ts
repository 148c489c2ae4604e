import { STAFF_API_PATHS, type SubmissionsListBody } from '@clinic/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffRequest } from '@/lib/staff-api-client';

export const submissionsQueryKey = ['staff', 'submissions'] as const;

export const getSubmissions = () => staffRequest<SubmissionsListBody>(STAFF_API_PATHS.bookingSubmissions);

export const useSubmissions = (enabled: boolean) =>
  useQuery({ queryKey: submissionsQueryKey, queryFn: getSubmissions, enabled });
