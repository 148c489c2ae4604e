import { STAFF_API_PATHS, type MeBody } from '@clinic/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffRequest, StaffApiError } from '@/lib/staff-api-client';

export const meQueryKey = ['staff', 'me'] as const;

/** The signed-in user and roles, or null when nobody is signed in (401). */
export const getMe = async (): Promise<MeBody | null> => {
  try {
    return await staffRequest<MeBody>(STAFF_API_PATHS.me);
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 401) return null;
    throw error;
  }
};

export const useMe = () => useQuery({ queryKey: meQueryKey, queryFn: getMe });
