import { expect, test, type Page } from '@playwright/test';
import { adultBookingForm, fillAdultBooking } from './support/booking-form';
import { holdScripts, ISLAND_HOST_SCRIPT, PAGE_SCRIPT } from './support/held-scripts';
import { islandMarkerAround } from './support/islands';
import { openPage } from './support/open-page';

/** Every booking the page posts, counted from now. */
function countBookingsSent(page: Page): { count: () => number; first: Promise<unknown> } {
  let count = 0;
  const isBooking = (url: string, method: string) => url.endsWith('/api/bookings') && method === 'POST';
  page.on('request', (request) => {
    if (isBooking(request.url(), request.method())) count += 1;
  });
  const first = page
    .waitForRequest((request) => isBooking(request.url(), request.method()))
    .then((request) => request.postDataJSON() as unknown);
  return { count: () => count, first };
}

/** Releases the island host, then checks the held submission is sent once, with every answer, and confirmed. */
async function expectSentOnceWhenStarted(page: Page, releaseHost: () => void, lastName: string) {
  const sent = countBookingsSent(page);
  releaseHost();
  expect(await sent.first).toMatchObject({
    form_source: 'services_adult',
    first_name: 'Ada',
    last_name: lastName,
    email: 'ada@example.org',
    date_of_birth: '1985-12-10',
    visit_type: 'first',
    insurance: 'without',
  });
  await expect(page.getByRole('heading', { name: 'Booking Request Received' })).toBeVisible();
  expect(sent.count()).toBe(1);
}

/**
 * The shell's island is the booking form's only deferral: before the form has started, the page's form takes the
 * visitor's answers and holds their submission, showing 'Sending...' at once; the started form takes the answers
 * over and sends them, once.
 */
test("the booking form's island keeps what was typed and a submission made before it started, and sends it once started", async ({
  page,
}) => {
  const releaseHost = await holdScripts(page, ISLAND_HOST_SCRIPT);
  await openPage(page, '/services', { waitUntil: 'domcontentloaded' });
  const form = adultBookingForm(page);
  const lastName = `Held${Date.now().toString(36)}`;
  await fillAdultBooking(form, lastName);
  await form.getByRole('button', { name: 'Send Request' }).click();
  // Held, not sent natively: no answers in a URL, and still the page's form, which reads as sending.
  expect(new URL(page.url()).search).toBe('');
  await expect(islandMarkerAround(form)).toHaveCount(1);
  await expect(form.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true');

  await expectSentOnceWhenStarted(page, releaseHost, lastName);
});

test("a submit pressed before the page script has run reads 'Sending...' once it runs, and is sent once", async ({
  page,
}) => {
  const releasePageScript = await holdScripts(page, PAGE_SCRIPT);
  const releaseHost = await holdScripts(page, ISLAND_HOST_SCRIPT);
  // Not until 'load', which would wait for the held script (see openPage).
  await page.goto('/services', { waitUntil: 'domcontentloaded' });
  const form = adultBookingForm(page);
  const lastName = `Early${Date.now().toString(36)}`;
  await fillAdultBooking(form, lastName);
  await form.getByRole('button', { name: 'Send Request' }).click(); // held by boot.js
  expect(new URL(page.url()).search).toBe('');

  releasePageScript();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();
  await expectSentOnceWhenStarted(page, releaseHost, lastName);
});

test('a detail typed before the island started, then hidden by the other answer, is carried over but never sent', async ({
  page,
}) => {
  const releaseHost = await holdScripts(page, ISLAND_HOST_SCRIPT);
  await openPage(page, '/services', { waitUntil: 'domcontentloaded' });
  const form = adultBookingForm(page);
  await form.getByRole('radio', { name: 'With Insurance' }).check();
  await form.getByRole('textbox', { name: 'Membership Number' }).fill('MEM-12345');
  await fillAdultBooking(form, `Hidden${Date.now().toString(36)}`); // answers 'Without Insurance'
  await expect(form.getByRole('textbox', { name: 'Membership Number' })).toBeHidden();

  releaseHost();
  await expect(islandMarkerAround(form)).toHaveCount(0);
  // The started form took the hidden value over with the rest (the page's reveal keeps what a hidden field holds).
  await expect(form.getByRole('textbox', { name: 'Membership Number', includeHidden: true })).toHaveValue('MEM-12345');
  const sent = countBookingsSent(page);
  await form.getByRole('button', { name: 'Send Request' }).click();
  const body = await sent.first;
  expect(body).toMatchObject({ insurance: 'without', membership_number: 'No answer' });
  expect(JSON.stringify(body)).not.toContain('MEM-12345');
  await expect(page.getByRole('heading', { name: 'Booking Request Received' })).toBeVisible();
});
