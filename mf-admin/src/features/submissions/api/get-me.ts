import { STAFF_API_PATHS, type MeBody } from '@clinic/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffRequest } from '@/lib/staff-api-client';

export const meQueryKey = ['staff', 'me'] as const;

/** The signed-in user (null when nobody is) and their roles. */
export const getMe = () => staffRequest<MeBody>(STAFF_API_PATHS.me);

export const useMe = () => useQuery({ queryKey: meQueryKey, queryFn: getMe });
