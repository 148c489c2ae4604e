import { expect, test } from '@playwright/test';
import { adultBookingForm, fillAdultBooking } from './support/booking-form';
import { holdScripts, ISLAND_HOST_SCRIPT } from './support/held-scripts';
import { islandMarkers } from './support/islands';
import { openPage } from './support/open-page';

const BOOKING_FORM_ISLAND = 'mf_booking/booking-form';

/**
 * The shell's island is the booking form's only deferral: before the form has started, the page's form takes the
 * visitor's answers and holds their submission; the started form takes the answers over and sends them.
 */
test("the booking form's island keeps what was typed and a submission made before it started, and sends it once started", async ({
  page,
}) => {
  const releaseHost = await holdScripts(page, ISLAND_HOST_SCRIPT);
  await openPage(page, '/services');
  const form = adultBookingForm(page);
  const lastName = `Held${Date.now().toString(36)}`;
  await fillAdultBooking(form, lastName);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/bookings') && request.method() === 'POST');
  await form.getByRole('button', { name: 'Send Request' }).click();
  // Held, not sent natively: no answers in a URL, and still the page's form.
  expect(new URL(page.url()).search).toBe('');
  await expect(islandMarkers(page, BOOKING_FORM_ISLAND)).toHaveCount(2);

  releaseHost();
  expect((await sent).postDataJSON()).toMatchObject({
    form_source: 'services_adult',
    first_name: 'Ada',
    last_name: lastName,
    email: 'ada@example.org',
    date_of_birth: '1985-12-10',
    visit_type: 'first',
    insurance: 'without',
  });
  await expect(page.getByRole('heading', { name: 'Booking Request Received' })).toBeVisible();
  await expect(islandMarkers(page, BOOKING_FORM_ISLAND)).toHaveCount(1); // the Children form has not started
});
