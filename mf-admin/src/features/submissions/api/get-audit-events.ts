import { STAFF_API_PATHS, type AuditEventsBody } from '@clinic/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffRequest } from '@/lib/staff-api-client';

export const auditEventsQueryKey = ['staff', 'audit-events'] as const;

/** Admins only: the newest audit events (the API's limit), newest first. */
export const useAuditEvents = () =>
  useQuery({
    queryKey: auditEventsQueryKey,
    queryFn: async () => (await staffRequest<AuditEventsBody>(STAFF_API_PATHS.auditEvents)).events,
  });
