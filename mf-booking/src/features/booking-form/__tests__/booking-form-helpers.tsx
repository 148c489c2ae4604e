import type { FormSource } from '@clinic/contracts/booking';
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithToaster } from '@/testing/render-with-toaster';
import { BookingForm } from '../components/booking-form';

export function renderBookingForm(formSource: FormSource = 'services_adult') {
  const result = renderWithToaster(
    <>
      <h3 id="form-heading">{formSource === 'services_adult' ? 'Adults' : 'Children'}</h3>
      <BookingForm formSource={formSource} labelledBy="form-heading" />
    </>,
  );
  return { ...result, form: () => screen.getByRole('form') };
}

export const textbox = (name: string | RegExp) => within(screen.getByRole('form')).getByRole('textbox', { name });
export const radio = (name: string) => within(screen.getByRole('form')).getByRole('radio', { name });
export const sendButton = () => within(screen.getByRole('form')).getByRole('button', { name: /Send Request|Sending/ });

/** Replaces a field's text the way a visitor pasting it would. */
export async function setText(user: UserEvent, name: string | RegExp, value: string) {
  const input = textbox(name);
  await user.clear(input);
  if (value !== '') {
    await user.click(input);
    await user.paste(value);
  }
}

/** A complete, valid Adults request (Children labels where they differ). */
export async function fillValidForm(user: UserEvent, { children = false } = {}) {
  await setText(user, 'First Name', 'Ada');
  await setText(user, 'Last Name', 'Lovelace');
  await setText(user, children ? "Parent's Email" : 'Email', 'ada@example.org');
  await setText(user, children ? "Parent's Phone" : 'Phone', '020 7946 0000');
  await setText(user, children ? "Patient's Date of Birth" : 'Date of Birth', '10/12/1985');
  await setText(user, 'Address', '1 Example Street, London, N1 1AA');
  await user.click(radio('First Consultation'));
  await user.click(radio('Without Insurance'));
}

/** Sets a field at once (no key-by-key typing): for the many validation cases. */
export function changeText(name: string | RegExp, value: string) {
  fireEvent.change(textbox(name), { target: { value } });
}

/** The same valid request as fillValidForm, set directly. */
export function setValidForm({
  children = false,
  omit,
}: { children?: boolean; omit?: 'visitType' | 'insurance' } = {}) {
  changeText('First Name', 'Ada');
  changeText('Last Name', 'Lovelace');
  changeText(children ? "Parent's Email" : 'Email', 'ada@example.org');
  changeText(children ? "Parent's Phone" : 'Phone', '020 7946 0000');
  changeText(children ? "Patient's Date of Birth" : 'Date of Birth', '10/12/1985');
  changeText('Address', '1 Example Street, London, N1 1AA');
  if (omit !== 'visitType') fireEvent.click(radio('First Consultation'));
  if (omit !== 'insurance') fireEvent.click(radio('Without Insurance'));
}

/** The panel, shown or not (a hidden element has no accessible name, so a role query cannot find it by its label). */
export const calendarPanel = (field: string) =>
  document.querySelector<HTMLElement>(`[role="group"][aria-label="Calendar for ${field}"]`);

/**
 * Whether the browser shows the panel: hidden by visibility until it has been laid out, then by content-visibility
 * (which jest-dom's toBeVisible does not read); a panel closed before it was rendered ahead is removed instead.
 */
export function isShown(panel: HTMLElement): boolean {
  if (!panel.isConnected) return false;
  for (let element: HTMLElement | null = panel; element; element = element.parentElement) {
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
    if (element !== panel && style.getPropertyValue('content-visibility') === 'hidden') return false;
  }
  return true;
}
