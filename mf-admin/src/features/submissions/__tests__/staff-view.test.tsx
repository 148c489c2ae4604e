import { screen, waitFor, within } from '@testing-library/react';
import {
  ADMIN,
  callsTo,
  detailOf,
  findDialog,
  inquiry,
  inquiryDetailOf,
  signedIn,
  mockApi,
  renderPage,
  row,
  STAFF,
  LIST_WAIT,
} from './submissions-test-kit';

const PAST = '2026-03-01T09:00:00.000Z';

const BOOKINGS = [
  row({ id: 'b-1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', phone: '07700 900001' }),
  row({
    id: 'b-2',
    first_name: 'Brian',
    last_name: 'Waiting',
    email: 'brian@example.org',
    phone: '07700 900002',
    follow_up_due_at: PAST,
  }),
  row({
    id: 'b-3',
    first_name: 'Cara',
    last_name: 'Failing',
    email: 'cara@example.org',
    phone: '07700 900003',
    form_source: 'services_children',
    email_sent: false,
    email_error: 'Mailgun answered 503',
    delivery: { state: 'retrying', attempts: 2, next_attempt_at: '2026-07-01T13:32:00.000Z', error: 'x' },
    follow_up: { status: 'contacted', updated_by: 'Sam Staff', updated_at: PAST },
  }),
  row({ id: 'b-4', first_name: 'Spam', last_name: 'Bot', is_spam: true, delivery: { state: 'spam' } }),
];

const names = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('the staff view for a working day', () => {
  it("puts 'Needs attention' first, with its count in the page title and the tab", async () => {
    mockApi({ ...signedIn(STAFF, BOOKINGS, [inquiry({ follow_up_due_at: PAST })]) });
    renderPage();
    const attention = await screen.findByRole(
      'table',
      { name: 'Requests that need attention, newest first' },
      LIST_WAIT,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Needs attention (2)' })).toBeInTheDocument();
    // Still new after two working days, and a failed delivery (the retry time in London); never spam.
    expect(names(attention)).toEqual(['Brian Waiting', 'Cara Failing']);
    expect(within(attention).getByText('Failed — will retry at 14:32')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(3) Booking Submissions | Clinic'));
    expect(screen.getByRole('tab', { name: /Booking requests.*2 need attention/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Fellowship inquiries.*1 need attention/ })).toBeInTheDocument();
  });

  it('searches name, email and phone as you type, without a request per key and outside the address', async () => {
    const api = mockApi(signedIn(STAFF, BOOKINGS));
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Booking submissions, newest first' }, LIST_WAIT);
    const calls = api.mock.calls.length;
    const search = screen.getByRole('searchbox', { name: 'Search by name, email or phone' });

    await user.type(search, 'LOVE');
    expect(names(table)).toEqual(['Ada Lovelace']);
    await user.clear(search);
    await user.type(search, 'cara@');
    expect(names(table)).toEqual(['Cara Failing']);
    await user.clear(search);
    await user.type(search, '07700900002');
    expect(names(table)).toEqual(['Brian Waiting']);
    expect(screen.getByText('Showing 1 of 4')).toBeInTheDocument();

    expect(api.mock.calls.length).toBe(calls);
    expect(window.location.href).not.toMatch(/07700|search|q=/);
  });

  it('filters by follow-up, form and email status with counts, hides spam until asked, and keeps it in the address', async () => {
    mockApi(signedIn(STAFF, BOOKINGS));
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Booking submissions, newest first' }, LIST_WAIT);
    expect(names(table)).toEqual(['Ada Lovelace', 'Brian Waiting', 'Cara Failing']);

    const status = screen.getByRole('combobox', { name: 'Follow-up' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All (3)', 'New (2)', 'Contacted (1)', 'Booked (0)', 'Closed (0)']);
    await user.selectOptions(status, 'new');
    expect(names(table)).toEqual(['Ada Lovelace', 'Brian Waiting']);
    // Counted with the other filters applied.
    const delivery = screen.getByRole('combobox', { name: 'Email status' });
    expect(
      within(delivery)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All (2)', 'Sent (2)', 'Sending (0)', 'Failed (0)']);
    await user.selectOptions(status, '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Form' }), 'services_children');
    expect(names(table)).toEqual(['Cara Failing']);
    expect(window.location.search).toBe('?form=services_children');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Form' }), '');
    await user.click(screen.getByRole('checkbox', { name: 'Show spam (1)' }));
    expect(names(table)).toEqual(['Ada Lovelace', 'Brian Waiting', 'Cara Failing', 'Spam Bot']);
    expect(within(table).getByText('Spam — not sent')).toBeInTheDocument();
    expect(window.location.search).toBe('?spam=shown');
  });

  it('starts from the filters in a shared link', async () => {
    mockApi(signedIn(STAFF, BOOKINGS));
    renderPage('?delivery=failed&status=contacted');
    const table = await screen.findByRole('table', { name: 'Booking submissions, newest first' }, LIST_WAIT);
    expect(names(table)).toEqual(['Cara Failing']);
    expect(screen.getByRole('combobox', { name: 'Email status' })).toHaveValue('failed');
  });

  it('moves through rows with the arrow keys, opens with Enter, and Escape returns to the row', async () => {
    mockApi({
      ...signedIn(STAFF, BOOKINGS),
      'GET /api/booking-submissions/b-2': { status: 200, body: { submission: { ...detailOf(), id: 'b-2' } } },
    });
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Booking submissions, newest first' }, LIST_WAIT);
    const [ada, brian, cara] = within(table).getAllByRole('button');
    // One tab stop per list.
    expect([ada, brian, cara].map((button) => button?.tabIndex)).toEqual([0, -1, -1]);
    ada!.focus();
    await user.keyboard('{ArrowDown}');
    expect(brian).toHaveFocus();
    await user.keyboard('{End}');
    expect(cara).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(brian).toHaveFocus();
    expect(brian!.tabIndex).toBe(0);

    await user.keyboard('{Enter}');
    await findDialog('dialog', 'Request from Brian Waiting');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    await waitFor(() => expect(brian).toHaveFocus());
  });

  it('lists fellowship inquiries with the same dialog and follow-up', async () => {
    mockApi({
      ...signedIn(STAFF, [], [inquiry()]),
      'GET /api/fellowship-inquiries/f-1': { status: 200, body: { inquiry: inquiryDetailOf() } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Fellowship inquiries' }, LIST_WAIT));
    expect(window.location.search).toBe('?tab=fellowship');
    const table = await screen.findByRole('table', { name: 'Fellowship inquiries, newest first' }, LIST_WAIT);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Name', 'Email', 'Status', 'Error', 'Follow-up']);
    await user.click(within(table).getByRole('button', { name: 'Fen Fellow' }));
    const dialog = await findDialog('dialog', 'Inquiry from Fen Fellow');
    expect(
      await within(dialog).findByText('I would like to apply for the spinal fellowship.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Follow-up status')).toHaveValue('new');
  });

  it('lets an admin retry a failed delivery from the dialog', async () => {
    const failed = { ...detailOf(), id: 'b-3', delivery: BOOKINGS[2]!.delivery };
    const api = mockApi({
      ...signedIn(ADMIN, BOOKINGS),
      'GET /api/booking-submissions/b-3': { status: 200, body: { submission: failed } },
      'POST /api/booking-submissions/b-3/delivery-retries': {
        status: 202,
        body: { requeued: 1, delivery: { state: 'sending' } },
      },
    });
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Booking submissions, newest first' }, LIST_WAIT);
    await user.click(within(table).getByRole('button', { name: 'Cara Failing' }));
    const dialog = await findDialog('dialog', 'Request from Cara Failing');
    await user.click(
      await within(dialog).findByRole('button', { name: 'Retry delivery', hidden: true }, { timeout: 5000 }),
    );
    expect(
      await within(dialog).findByText('Sent back to the outbox: it goes out within a minute', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/booking-submissions/b-3/delivery-retries')).toHaveLength(1);
  });

  it('shows admins the audit log, newest first, filtered by action and person', async () => {
    const event = (id: string, action: string, actor: [string, string], detail: string | null = null) => ({
      id,
      at: '2026-07-01T08:00:00.000Z',
      actor_id: actor[0],
      actor_name: actor[1],
      action,
      target: action === 'submissions.list' ? null : 'b-1',
      row_count: 1,
      detail,
    });
    const sam: [string, string] = ['t/sam', 'Sam Staff'];
    const alex: [string, string] = ['t/alex', 'Alex Admin'];
    mockApi({
      ...signedIn(ADMIN),
      'GET /api/audit-events': {
        status: 200,
        body: {
          events: [
            event('3', 'submissions.erase', alex, 'Asked in writing'),
            event('2', 'submissions.follow_up', sam, 'contacted'),
            event('1', 'submissions.list', sam),
          ],
        },
      },
    });
    const { user } = renderPage('?tab=audit');
    const table = await screen.findByRole('table', { name: 'Audit events, newest first' }, LIST_WAIT);
    const actions = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tableRow) => within(tableRow).getAllByRole('cell')[2]?.textContent);
    expect(actions()).toEqual(['Erased a booking request', 'Changed a follow-up', 'Listed booking requests']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1 Jul 2026, 09:00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Person' }), 't/sam');
    expect(actions()).toEqual(['Changed a follow-up', 'Listed booking requests']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'submissions.list');
    expect(actions()).toEqual(['Listed booking requests']);
    expect(window.location.search).toBe('?tab=audit&actor=t%2Fsam&action=submissions.list');
  });

  it('shows the list as cards on a narrow screen', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      mockApi(signedIn(STAFF, BOOKINGS));
      renderPage();
      const cards = await screen.findByRole('list', { name: 'Booking submissions, newest first' }, LIST_WAIT);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const first = within(cards).getAllByRole('listitem')[0]!;
      expect(within(first).getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
      expect(first).toHaveTextContent('Adult booking form');
      expect(first).toHaveTextContent(/3 Feb 1980 \(age \d+\)/);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
