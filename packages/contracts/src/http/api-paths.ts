import type { RemoteFailureCounts } from '../client-events/remote-failure-event';

/** Every API route path, shared by the server and the browser clients. */
export const API_PREFIX = '/api';

export const API_PATHS = {
  health: `${API_PREFIX}/health`,
  bookings: `${API_PREFIX}/bookings`,
  fellowshipInquiries: `${API_PREFIX}/fellowship-inquiries`,
  clientEvents: `${API_PREFIX}/client-events`,
  retentionPeriods: `${API_PREFIX}/retention-periods`,
} as const;

export interface HealthBody {
  status: 'ok';
  uptimeSeconds: number;
  /** Remote failures reported by visitors' browsers since the API started (POST /api/client-events). */
  remoteFailures: RemoteFailureCounts;
}
