import type { DataSubjectExportBody } from '@clinic/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ADMIN,
  callsTo,
  detailOf,
  findDialog,
  signedIn,
  detailRoute,
  openRequest,
  mockApi,
  renderPage,
  row,
  STAFF,
  LIST_WAIT,
} from './submissions-test-kit';

const detail = detailOf();

describe('erasure and subject access in the staff view', () => {
  it('shows staff without the admin role neither the find panel nor Erase', async () => {
    mockApi({
      ...signedIn(STAFF, [row({})]),
      ...detailRoute(detail),
    });
    const { user } = renderPage();
    const dialog = await openRequest(user);
    expect(await within(dialog).findByText('1 Example Road', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close', hidden: true })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Erase', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Find a person's data" })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Fellowship inquiries' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it('lets an admin erase after naming the person and asking the reason; the list is fetched again', async () => {
    let listed = [row({})];
    const api = mockApi({
      ...signedIn(ADMIN),
      'GET /api/booking-submissions': () => ({ status: 200, body: { submissions: listed } }),
      ...detailRoute(detail),
      'DELETE /api/booking-submissions/b-1': () => {
        listed = [];
        return { status: 204 };
      },
    });
    const { user } = renderPage();
    const dialog = await openRequest(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Erase', hidden: true }, { timeout: 5000 }));

    const confirm = await findDialog('alertdialog', 'Erase the request from Testy McTestface?');
    expect(confirm).toHaveTextContent('This permanently deletes the request from Testy McTestface');
    const eraseButton = within(confirm).getByRole('button', { name: 'Erase permanently', hidden: true });
    await user.click(eraseButton);
    expect(within(confirm).getByText('Enter the reason for erasing this request')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE /api/booking-submissions/b-1')).toHaveLength(0);

    await user.type(
      within(confirm).getByRole('textbox', { name: /Reason for erasing/, hidden: true }),
      'Asked in writing',
    );
    await user.click(eraseButton);
    expect(await screen.findByText('No submissions yet', {}, LIST_WAIT)).toBeInTheDocument();
    const deletes = callsTo(api, 'DELETE /api/booking-submissions/b-1') as Array<[string, RequestInit]>;
    expect(deletes.map(([, init]) => JSON.parse(String(init.body)) as unknown)).toEqual([
      { reason: 'Asked in writing' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  });

  it("downloads a person's data from the find panel, and marks a bad address", async () => {
    const exported: DataSubjectExportBody = {
      email: 'testy@example.org',
      generated_at: '2026-03-06T09:30:00.000Z',
      booking_submissions: [{ ...detail, follow_up: { status: 'new', updated_by: null, updated_at: null } }],
      fellowship_inquiries: [],
    };
    const api = mockApi({
      ...signedIn(ADMIN),
      'GET /api/data-subject-requests?email=Testy%40example.org': {
        status: 200,
        body: exported,
        headers: { 'content-disposition': 'attachment; filename="personal-data-export-2026-03-06.json"' },
      },
    });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Data requests' }, LIST_WAIT));
    expect(window.location.search).toBe('?tab=data-requests');
    const panel = await screen.findByRole('region', { name: "Find a person's data" }, LIST_WAIT);
    const input = within(panel).getByRole('textbox', { name: 'Email address' });

    await user.type(input, 'not an address{Enter}');
    expect(
      within(panel).getByText('Enter an email address in the correct format, like name@example.com'),
    ).toBeVisible();
    expect(input).toHaveFocus();

    await user.clear(input);
    await user.type(input, 'Testy@example.org{Enter}');
    expect(await within(panel).findByRole('status')).toHaveTextContent('1 record downloaded');
    expect(saved).toEqual(['personal-data-export-2026-03-06.json']);
    expect(callsTo(api, 'GET /api/data-subject-requests?email=Testy%40example.org')).toHaveLength(1);
  });
});
