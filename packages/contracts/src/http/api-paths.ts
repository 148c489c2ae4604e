/** Every API route path, shared by the server and the browser clients. */
export const API_PREFIX = '/api';

export const API_PATHS = {
  health: `${API_PREFIX}/health`,
  bookings: `${API_PREFIX}/bookings`,
  fellowshipInquiries: `${API_PREFIX}/fellowship-inquiries`,
} as const;

export interface HealthBody {
  status: 'ok';
  uptimeSeconds: number;
}
