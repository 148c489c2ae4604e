import { expect, test } from '@playwright/test';
import { adultBookingForm, fillAdultBooking } from './support/booking-form';
import { openPage } from './support/open-page';

// The privacy notice promises it: the only cookies are staff sign-in's, so visitors get none at all.
test('a visitor who reads pages, sends a booking and uses the chat gets no cookie', async ({ page, context }) => {
  const setCookies: string[] = [];
  page.on('response', async (response) => {
    const header = await response.headerValue('set-cookie').catch(() => null);
    if (header) setCookies.push(`${response.url()}: ${header}`);
  });

  for (const path of ['/', '/privacy', '/spinal-conditions/general/sciatica']) await openPage(page, path);

  await openPage(page, '/services');
  const form = adultBookingForm(page);
  await fillAdultBooking(form, `Cookieless${Date.now().toString(36)}`);
  const booked = page.waitForResponse((response) => response.url().endsWith('/api/bookings'));
  await form.getByRole('button', { name: 'Send Request' }).click();
  expect((await booked).status()).toBe(201);

  await page.getByRole('button', { name: 'Chat with the Spine Information Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Spine Information Assistant' });
  await panel.getByRole('checkbox').check();
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/chat'));
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill('What is sciatica?');
  await input.press('Enter');
  expect((await answered).status()).toBe(200);

  expect(await context.cookies()).toEqual([]);
  expect(setCookies).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
});
