import {
  SITE_TOASTER_ID,
  type FellowshipInquiryDetail,
  type FellowshipInquiryListItem,
  type MeBody,
  type SubmissionDetail,
  type SubmissionListItem,
} from '@clinic/contracts';
import { renderWithProviders } from '@clinic/ui/testing';
import { Toaster } from '@fluentui/react-toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createStaffQueryClient } from '@/lib/query-client';
import { SubmissionsPage } from '../components/submissions-page';

/** Shared by this feature's tests: a fake staff API and the page with its providers. */
export const STAFF: MeBody = { user: { name: 'Sam Staff', email: 'staff@clinic.test' }, roles: ['staff'] };
export const ADMIN: MeBody = { user: { name: 'Alex Admin', email: 'admin@clinic.test' }, roles: ['admin'] };

/** Far enough ahead that a 'new' request does not need attention yet. */
export const NOT_DUE = '2999-01-01T00:00:00.000Z';

export const row = (overrides: Partial<SubmissionListItem>): SubmissionListItem => ({
  id: 'b-1',
  created_at: '2026-03-05T14:07:00.000Z',
  first_name: 'Testy',
  last_name: 'McTestface',
  email: 'testy@example.org',
  phone: '07700 900123',
  form_source: 'services_adult',
  email_sent: true,
  email_error: null,
  is_spam: false,
  date_of_birth: '1980-02-03',
  follow_up: { status: 'new', updated_by: null, updated_at: null },
  delivery: { state: 'sent' },
  follow_up_due_at: NOT_DUE,
  ...overrides,
});

export const inquiry = (overrides: Partial<FellowshipInquiryListItem> = {}): FellowshipInquiryListItem => ({
  id: 'f-1',
  created_at: '2026-03-04T10:00:00.000Z',
  name: 'Fen Fellow',
  email: 'fen@example.org',
  email_sent: true,
  email_error: null,
  follow_up: { status: 'new', updated_by: null, updated_at: null },
  delivery: { state: 'sent' },
  follow_up_due_at: NOT_DUE,
  ...overrides,
});

export const inquiryDetailOf = (overrides: Partial<FellowshipInquiryDetail> = {}): FellowshipInquiryDetail => ({
  ...inquiry(),
  message: 'I would like to apply for the spinal fellowship.',
  ...overrides,
});

/** The whole stored request behind row({}), as the detail view gets it; `extra` adds optional answers. */
export const detailOf = (extra: Partial<SubmissionDetail['request']> = {}): SubmissionDetail => ({
  ...row({}),
  request: {
    form_source: 'services_adult',
    first_name: 'Testy',
    last_name: 'McTestface',
    email: 'testy@example.org',
    phone: '07700 900123',
    visit_type: 'first',
    insurance: 'with',
    date_of_birth: '1980-02-03',
    address: '1 Example Road',
    ...extra,
  },
});

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
export type Route = (init: RequestInit | undefined) => Reply;

/** A fake API: one handler per 'METHOD path'; every call is recorded. */
export function mockApi(routes: Record<string, Route | Reply>) {
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${input}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected ${key}`);
    const { status, body, headers } = typeof route === 'function' ? route(init) : route;
    const payload = body ?? { code: 'X', message: 'x', fields: [] };
    return {
      ok: status < 400,
      status,
      headers: new Headers(headers),
      json: async () => payload,
      text: async () => JSON.stringify(payload),
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The page asks who is signed in, then loads both lists: more than findBy's default second on a loaded machine. */
export const LIST_WAIT = { timeout: 10_000 };

/** The page's first load: who is signed in, then the two lists at once (each empty unless a test says otherwise). */
export const signedIn = (
  me: MeBody,
  bookings: SubmissionListItem[] = [],
  inquiries: FellowshipInquiryListItem[] = [],
) => ({
  'GET /api/me': { status: 200, body: me },
  'GET /api/booking-submissions': { status: 200, body: { submissions: bookings } },
  'GET /api/fellowship-inquiries': { status: 200, body: { inquiries } },
});

/** The detail view's answer for row({}) (id b-1). */
export const detailRoute = (submission: SubmissionDetail) => ({
  'GET /api/booking-submissions/b-1': { status: 200, body: { submission } },
});

/** The page at /booking-submissions with this query string (the address keeps the tab and the filters). */
export function renderPage(search = '') {
  window.history.replaceState(null, '', `/booking-submissions${search}`);
  document.title = 'Booking Submissions | Clinic';
  const client = createStaffQueryClient();
  // The real retry policy, without the real waiting.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <SubmissionsPage />
      <Toaster toasterId={SITE_TOASTER_ID} />
    </QueryClientProvider>,
  );
}

/** Opens row({})'s request from the list with a click; its dialog. */
export const openRequest = async (user: UserEvent) => {
  await user.click(await screen.findByRole('button', { name: 'Testy McTestface' }, LIST_WAIT));
  return findDialog('dialog', 'Request from Testy McTestface');
};

export const callsTo = (fetchMock: jest.Mock, key: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${input}` === key,
  );

/**
 * jsdom never ends Fluent's dialog motion, which can leave aria-hidden on an open surface, and then its name (from
 * aria-labelledby) is not computed: dialogs and what is in them are found with hidden: true, by their title text.
 * The e2e checks the real accessibility tree.
 */
export const findDialog = async (role: 'dialog' | 'alertdialog', title: string) => {
  const surface = await screen.findByRole(role, { hidden: true }, { timeout: 5000 });
  expect(within(surface).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent(title);
  return surface;
};
