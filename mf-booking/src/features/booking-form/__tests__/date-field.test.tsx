import { clinicToday } from '@clinic/contracts/booking';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch } from '@/testing/fake-fetch';
import { isShown, radio, renderBookingForm, textbox } from './booking-form-helpers';

const thisYear = Number(clinicToday().slice(0, 4));

async function openCalendar(user: ReturnType<typeof renderBookingForm>['user'], field: string) {
  await user.click(screen.getByRole('button', { name: `Choose ${field} from a calendar` }));
  return screen.findByRole('group', { name: `Calendar for ${field}` });
}

describe('booking form dates', () => {
  beforeEach(() => {
    installFakeFetch();
  });

  it('takes a typed dd/mm/yyyy date and describes the format', async () => {
    const { user } = renderBookingForm();
    await user.type(textbox('Date of Birth'), '10/12/1985');
    expect(textbox('Date of Birth')).toHaveValue('10/12/1985');
    expect(textbox('Date of Birth')).toHaveAccessibleDescription('dd/mm/yyyy, or choose from the calendar');
  });

  it('opens a calendar only on request; a chosen day fills the field and focus returns to it', async () => {
    const { user } = renderBookingForm();
    expect(screen.queryByRole('group', { name: 'Calendar for Date of Birth' })).toBeNull();
    const calendar = await openCalendar(user, 'Date of Birth');
    expect(screen.getByRole('button', { name: 'Close the calendar for Date of Birth' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Year' }), '1985');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Month' }), 'March');
    await user.click(within(calendar).getByRole('button', { name: '10, March, 1985' }));

    expect(textbox('Date of Birth')).toHaveValue('10/03/1985');
    expect(isShown(calendar)).toBe(false);
    await waitFor(() => expect(textbox('Date of Birth')).toHaveFocus());
  });

  it('offers birth years from this year back to 1900, newest first', async () => {
    const { user } = renderBookingForm();
    const calendar = await openCalendar(user, 'Date of Birth');
    const years = within(within(calendar).getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    expect(years[0]).toHaveTextContent(String(thisYear));
    expect(years.at(-1)).toHaveTextContent('1900');
  });

  it('offers this year back 100 years for a previous scan', async () => {
    const { user } = renderBookingForm();
    await user.click(radio('Yes'));
    const calendar = await openCalendar(user, 'Date of Previous Scan');
    const years = within(within(calendar).getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    expect(years).toHaveLength(101);
    expect(years.at(-1)).toHaveTextContent(String(thisYear - 100));
  });

  it('does not offer days after today', async () => {
    const { user } = renderBookingForm();
    const calendar = await openCalendar(user, 'Date of Birth');
    const dayLabel = (date: Date) =>
      `${date.getDate()}, ${date.toLocaleDateString('en-GB', { month: 'long' })}, ${date.getFullYear()}`;
    const today = new Date(`${clinicToday()}T12:00:00`);
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    expect(within(calendar).getByRole('button', { name: dayLabel(today) })).toBeEnabled();
    // Tomorrow is in view unless today ends the last week shown; when shown, it cannot be chosen.
    const shownTomorrow = within(calendar).queryByRole('button', { name: dayLabel(tomorrow) });
    if (shownTomorrow) expect(shownTomorrow).toBeDisabled();
  });

  it('closes on Escape from its day grid and returns focus to the field', async () => {
    const { user } = renderBookingForm();
    const calendar = await openCalendar(user, 'Date of Birth');
    await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(isShown(calendar)).toBe(false);
    await waitFor(() => expect(textbox('Date of Birth')).toHaveFocus());
  });

  it('closes on Escape pressed before focus has moved into it (still on the button)', async () => {
    const { user } = renderBookingForm();
    const calendar = await openCalendar(user, 'Date of Birth');
    screen.getByRole('button', { name: 'Close the calendar for Date of Birth' }).focus();
    await user.keyboard('{Escape}');
    expect(isShown(calendar)).toBe(false);
    expect(textbox('Date of Birth')).toHaveFocus();
  });
});
