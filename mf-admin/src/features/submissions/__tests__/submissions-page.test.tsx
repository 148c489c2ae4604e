import { STAFF_REQUEST_HEADER } from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import {
  callsTo,
  detailOf,
  findDialog,
  signedIn,
  detailRoute,
  mockApi,
  renderPage,
  row,
  STAFF,
  type Reply,
  LIST_WAIT,
} from './submissions-test-kit';

const NO_SESSION = 'You must be logged in to view this page';
const FORBIDDEN = "You don't have permission to view this page. Admin or staff access required.";

describe('SubmissionsPage', () => {
  it('shows a spinner, then tells a visitor without a session to sign in, with a way home', async () => {
    const api = mockApi({ 'GET /api/me': { status: 200, body: { user: null, roles: [] } } });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading submissions');
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${NO_SESSION}$`));
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Submissions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(api).toHaveBeenCalledTimes(1);
  });

  it.each<[string, Reply, number]>([
    ['no roles', { status: 200, body: { ...STAFF, roles: [] } }, 1],
    ['a failed role lookup', { status: 500 }, 4],
  ])('tells a signed-in user with %s that admin or staff access is required', async (_case, reply, calls) => {
    const api = mockApi({ 'GET /api/me': reply });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(FORBIDDEN);
    expect(screen.queryByText(NO_SESSION)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in with Microsoft' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(api).toHaveBeenCalledTimes(calls); // a server error is retried 3 times
  });

  it('shows staff the badges, the signed-in name and the spec columns, in words', async () => {
    mockApi({
      ...signedIn(STAFF, [
        row({}),
        row({
          id: 'b-2',
          first_name: 'Kiddo',
          last_name: 'Example',
          form_source: 'services_children',
          date_of_birth: '2015-06-15',
          email_sent: false,
          email_error: 'Mailgun answered 502',
          delivery: { state: 'gave_up', attempts: 10, error: 'Mailgun answered 502' },
        }),
        row({ id: 'b-3', first_name: 'Spam', last_name: 'Bot', is_spam: true, delivery: { state: 'spam' } }),
      ]),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Booking submissions, newest first' }, LIST_WAIT);
    expect(screen.getByText('Signed in as Sam Staff')).toBeInTheDocument();
    expect(screen.getByText('Email Sent: 1')).toBeInTheDocument();
    // Spam is counted apart, never as a failure.
    expect(screen.getByText('Failed: 1')).toBeInTheDocument();
    expect(screen.getByText('Spam: 1')).toBeInTheDocument();
    expect(screen.getByText('Total: 3')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'Name', 'Email', 'Phone', 'Type', 'Status', 'Error', 'Follow-up']);
    const [, first, second, third] = within(table).getAllByRole('row');
    const cells = (tableRow: HTMLElement) =>
      within(tableRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first!)).toEqual([
      '5 Mar 2026, 14:07',
      expect.stringMatching(/^Testy McTestface3 Feb 1980 \(age \d+\)$/),
      'testy@example.org',
      '07700 900123',
      'Adult booking form',
      'Sent',
      '',
      'New',
    ]);
    expect(cells(second!).slice(4, 7)).toEqual([
      "Children's booking form",
      'Failed — gave up after 10 tries',
      'Mailgun answered 502',
    ]);
    // The full error is the cell's tooltip; spam is hidden until asked for.
    expect(within(second!).getByText('Mailgun answered 502')).toHaveAttribute('title', 'Mailgun answered 502');
    expect(third).toBeUndefined();
  });

  it("says 'No submissions yet' when there are none", async () => {
    mockApi(signedIn(STAFF));
    renderPage();
    expect(await screen.findByText('No submissions yet', {}, LIST_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
    expect(screen.getByText('Nothing needs attention.')).toBeInTheDocument();
  });

  it("shows the toast 'Failed to load submissions' after the retries, and Refresh loads again", async () => {
    let listReply: Reply = { status: 500 };
    const api = mockApi({
      ...signedIn(STAFF),
      'GET /api/booking-submissions': () => listReply,
    });
    const { user } = renderPage();
    expect(await screen.findByText('Failed to load submissions', {}, LIST_WAIT)).toBeInTheDocument();
    expect(callsTo(api, 'GET /api/booking-submissions')).toHaveLength(4);

    listReply = { status: 200, body: { submissions: [row({})] } };
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Total: 1', {}, LIST_WAIT)).toBeInTheDocument();
  });

  it('opens the whole request from the keyboard, in words, and records a follow-up', async () => {
    const detail = detailOf({ gp_name: 'Dr Example' });
    const api = mockApi({
      ...signedIn(STAFF, [row({})]),
      ...detailRoute(detail),
      'PATCH /api/booking-submissions/b-1': (init) => ({
        status: 200,
        body: {
          submission: {
            ...detail,
            follow_up: {
              status: (JSON.parse(String(init?.body)) as { status: 'contacted' }).status,
              updated_by: 'Sam Staff',
              updated_at: '2026-07-06T09:30:00.000Z',
            },
          },
        },
      }),
    });
    const { user } = renderPage();
    const open = await screen.findByRole('button', { name: 'Testy McTestface' }, LIST_WAIT);
    open.focus();
    await user.keyboard('{Enter}');

    // Fluent's dialog mounts its focus trap first: slow in jsdom on a busy machine.
    const dialog = await findDialog('dialog', 'Request from Testy McTestface');
    expect(await within(dialog).findByText('1 Example Road', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByText('Dr Example')).toBeInTheDocument();
    expect(within(dialog).getByText('Adult booking form')).toBeInTheDocument();
    expect(within(dialog).getByText('First consultation')).toBeInTheDocument();
    expect(within(dialog).getByText('With insurance')).toBeInTheDocument();
    expect(within(dialog).getByText(/^3 Feb 1980 \(age \d+\)$/)).toBeInTheDocument();
    expect(within(dialog).getByText('Not changed yet')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Follow-up status'), 'contacted');
    await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
    // Summer: the time is London's (10:30 BST), not UTC.
    expect(
      await within(dialog).findByText('Last changed by Sam Staff on 6 Jul 2026, 10:30', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const [patch] = callsTo(api, 'PATCH /api/booking-submissions/b-1') as Array<[string, RequestInit]>;
    const init = patch?.[1] ?? {};
    expect(JSON.parse(String(init.body))).toEqual({ status: 'contacted' });
    expect((init.headers as Record<string, string>)[STAFF_REQUEST_HEADER]).toBe('1');
  });
});
