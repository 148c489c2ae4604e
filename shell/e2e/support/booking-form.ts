import type { Locator, Page } from '@playwright/test';

/** The services page's form for adults. */
export const adultBookingForm = (page: Page) => page.getByRole('form', { name: 'Adults' });

/** Fills the adult form's required answers (without insurance), as fast as Playwright types. */
export async function fillAdultBooking(form: Locator, lastName: string) {
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.org');
  await form.getByRole('textbox', { name: 'Phone' }).fill('020 7946 0000');
  await form.getByRole('textbox', { name: 'Date of Birth' }).fill('10/12/1985');
  await form.getByRole('textbox', { name: 'Address' }).fill('1 Example Street, London N1 1AA');
  await form.getByRole('radio', { name: 'First Consultation' }).check();
  await form.getByRole('radio', { name: 'Without Insurance' }).check();
}
