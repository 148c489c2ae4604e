import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch } from '@/testing/fake-fetch';
import { calendarPanel, isShown, renderBookingForm, textbox } from './booking-form-helpers';

// The browser's idle time comes when a test says so (browserIdle), not on a timer; its next frame at once.
const mockIdleTasks: (() => void)[] = [];
jest.mock('@clinic/ui/behaviours', () => ({
  ...jest.requireActual<object>('@clinic/ui/behaviours'),
  whenIdle: (task: () => void) => {
    mockIdleTasks.push(task);
  },
  afterNextPaint: () => Promise.resolve(),
}));
const browserIdle = () => act(() => mockIdleTasks.splice(0).forEach((task) => task()));

const calendarButton = (field: string) => screen.getByRole('button', { name: `Choose ${field} from a calendar` });

/** Once the form is live and the browser idle, the calendar is in the page, rendered ahead of the press. */
async function calendarRenderedAhead(field = 'Date of Birth') {
  // Its field is on screen (jsdom has no IntersectionObserver) and the next frame has come: what they let through first.
  await act(async () => undefined);
  browserIdle();
  // Its code is imported, then rendered when nothing else waits: allow for a slow machine.
  return waitFor(
    () => {
      const panel = calendarPanel(field);
      if (!panel) throw new Error(`no calendar for ${field} yet`);
      return panel;
    },
    { timeout: 10_000 },
  );
}

describe('the date calendar, rendered ahead and shown on the press', () => {
  beforeEach(() => {
    installFakeFetch();
    mockIdleTasks.length = 0;
  });

  it('is rendered hidden before any press, without showing or taking focus', async () => {
    const { user } = renderBookingForm();
    await user.click(textbox('First Name'));
    const panel = await calendarRenderedAhead();
    expect(isShown(panel)).toBe(false);
    expect(screen.queryByRole('group', { name: 'Calendar for Date of Birth' })).toBeNull();
    expect(calendarButton('Date of Birth')).toHaveAttribute('aria-expanded', 'false');
    expect(calendarButton('Date of Birth')).not.toHaveAttribute('aria-controls');
    expect(textbox('First Name')).toHaveFocus();
  });

  it('shows the panel rendered ahead (the same element) and focuses its day grid', async () => {
    const { user } = renderBookingForm();
    const panel = await calendarRenderedAhead();
    await user.click(calendarButton('Date of Birth'));
    expect(isShown(panel)).toBe(true);
    expect(calendarPanel('Date of Birth')).toBe(panel);
    const closeButton = screen.getByRole('button', { name: 'Close the calendar for Date of Birth' });
    expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    expect(closeButton).toHaveAttribute('aria-controls', panel.id);
    // The day in view: today, as nothing is chosen yet.
    await waitFor(() => expect(within(panel).getByRole('gridcell', { current: 'date' })).toHaveFocus());
  });

  it('once laid out, waits hidden by content-visibility, so that showing it restyles nothing below its frame', async () => {
    const { user } = renderBookingForm();
    const panel = await calendarRenderedAhead();
    browserIdle(); // the browser has styled and laid it out
    const frame = panel.parentElement as HTMLElement;
    await waitFor(() => expect(getComputedStyle(frame).getPropertyValue('content-visibility')).toBe('hidden'));
    // visibility is inherited: taking it off would restyle every element of the calendar in the press.
    expect(getComputedStyle(frame).visibility).not.toBe('hidden');
    expect(isShown(panel)).toBe(false);
    await user.click(calendarButton('Date of Birth'));
    expect(isShown(panel)).toBe(true);
    expect(calendarPanel('Date of Birth')).toBe(panel);
    await waitFor(() => expect(within(panel).getByRole('gridcell', { current: 'date' })).toHaveFocus());
  });

  it('closes on Escape, back to its field, and opens again at the month of the value', async () => {
    const { user } = renderBookingForm();
    const panel = await calendarRenderedAhead();
    await user.click(calendarButton('Date of Birth'));
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Year' }), '1950');
    await user.keyboard('{Escape}');
    expect(isShown(calendarPanel('Date of Birth') as HTMLElement)).toBe(false);
    await waitFor(() => expect(textbox('Date of Birth')).toHaveFocus());

    // A value typed while it is closed is the chosen day when it opens again (the month looked at before is gone).
    await user.type(textbox('Date of Birth'), '10/12/1985');
    await user.click(calendarButton('Date of Birth'));
    const reopened = screen.getByRole('group', { name: 'Calendar for Date of Birth' });
    expect(within(reopened).getByRole('combobox', { name: 'Year' })).toHaveValue('1985');
    expect(within(reopened).getByRole('combobox', { name: 'Month' })).toHaveValue('11');
    expect(within(reopened).getByRole('gridcell', { selected: true })).toHaveTextContent(/^10$/);
  });

  it('fills the field with the day chosen and closes', async () => {
    const { user } = renderBookingForm();
    const panel = await calendarRenderedAhead();
    await user.click(calendarButton('Date of Birth'));
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Year' }), '2001');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Month' }), 'July');
    await user.click(within(panel).getByRole('button', { name: '4, July, 2001' }));
    expect(textbox('Date of Birth')).toHaveValue('04/07/2001');
    expect(isShown(calendarPanel('Date of Birth') as HTMLElement)).toBe(false);
    await waitFor(() => expect(textbox('Date of Birth')).toHaveFocus());
  });

  it('closes when focus moves on to another field, leaving focus there', async () => {
    const { user } = renderBookingForm();
    const panel = await calendarRenderedAhead();
    await user.click(calendarButton('Date of Birth'));
    await user.click(textbox('Address'));
    expect(isShown(panel)).toBe(false);
    expect(calendarButton('Date of Birth')).toHaveAttribute('aria-expanded', 'false');
    expect(textbox('Address')).toHaveFocus();
  });

  it('shows the calendar, focused, when pressed before the browser was idle', async () => {
    const { user } = renderBookingForm();
    await user.click(calendarButton('Date of Birth'));
    const panel = await screen.findByRole('group', { name: 'Calendar for Date of Birth' }, { timeout: 10_000 });
    await waitFor(() => expect(within(panel).getByRole('gridcell', { current: 'date' })).toHaveFocus());
  });
});
