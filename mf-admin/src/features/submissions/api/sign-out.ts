import { AUTH_PATHS, type LogoutBody } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { staffRequest } from '@/lib/staff-api-client';

/** Ends our session, then sends the browser to the identity provider to end its session too. */
export const useSignOut = () =>
  useMutation({
    mutationFn: () => staffRequest<LogoutBody>(AUTH_PATHS.logout, { method: 'POST' }),
    onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
  });
