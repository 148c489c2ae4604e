import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { islandMarkerAround } from './support/islands';
import { openPage } from './support/open-page';
import { emlFilesFor, readStoredBooking } from './support/e2e-data';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A last name no other run uses, to find this request's records. */
const uniqueLastName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const bookingResponse = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
  );

/** Fluent's radio group: its class names appear only in the booking form's chunk on /services. */
const isBookingFormCode = async (response: Response) =>
  response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes('fui-RadioGroup');

/** Fluent's day grid: its class names appear only in the calendar's chunk. */
const isCalendarCode = async (response: Response) =>
  response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes('fui-CalendarDay');

async function expectStoredWithEmail(id: string, lastName: string) {
  const stored = readStoredBooking(id);
  expect(stored).toMatchObject({ last_name: lastName, is_spam: 0 });
  // The clinic email (and the acknowledgement) go out from the outbox shortly after the 201.
  await expect.poll(() => emlFilesFor(id).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  expect(emlFilesFor(id).some((raw) => raw.includes(lastName))).toBe(true);
  return stored;
}

async function fillRequired(form: Locator, lastName: string, { children = false } = {}) {
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  await form.getByRole('textbox', { name: children ? "Parent's Email" : 'Email' }).fill('ada@example.org');
  await form.getByRole('textbox', { name: children ? "Parent's Phone" : 'Phone' }).fill('020 7946 0000');
  await form.getByRole('textbox', { name: children ? "Patient's Date of Birth" : 'Date of Birth' }).fill('10/12/1985');
  await form.getByRole('textbox', { name: 'Address' }).fill('1 Example Street, London N1 1AA');
  await form.getByRole('radio', { name: 'First Consultation' }).check();
}

test.describe('booking requests on /services', () => {
  test('an adult request with a scan date from the calendar is stored, emailed and confirmed', async ({ page }) => {
    // The calendar's code is not in the page's load: it arrives after the form's own code, once the form is live,
    // so that opening the calendar waits for nothing.
    const arrived: ('form' | 'calendar')[] = [];
    page.on('response', async (response) => {
      if (await isBookingFormCode(response)) arrived.push('form');
      else if (await isCalendarCode(response)) arrived.push('calendar');
    });
    await openPage(page, '/services');
    const form = page.getByRole('form', { name: 'Adults' });
    const lastName = uniqueLastName('Adult');
    await fillRequired(form, lastName);
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByRole('textbox', { name: 'Hospital' }).fill('Example Hospital');

    await expect.poll(() => arrived).toEqual(['form', 'calendar']);
    await form.getByRole('button', { name: 'Choose Date of Previous Scan from a calendar' }).click();
    const calendar = form.getByRole('group', { name: 'Calendar for Date of Previous Scan' });
    await calendar.getByRole('combobox', { name: 'Year' }).selectOption('2024');
    await calendar.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'March' });
    await calendar.getByRole('button', { name: '10, March, 2024' }).click();
    await expect(form.getByRole('textbox', { name: 'Date of Previous Scan' })).toHaveValue('10/03/2024');

    await form.getByRole('radio', { name: 'With Insurance' }).check();
    await form.getByRole('textbox', { name: 'Insurance Provider' }).fill('Example Health');
    const answer = bookingResponse(page);
    await form.getByRole('button', { name: 'Send Request' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as Record<string, string>;
    expect(sent).toMatchObject({
      form_source: 'services_adult',
      date_of_birth: '1985-12-10',
      previous_scan_date: '2024-03-10',
      insurance: 'with',
      membership_number: 'No answer',
      page_slug: '/services-4',
    });
    expect(sent).not.toHaveProperty('destination_email');

    await expect(page.getByRole('heading', { name: 'Booking Request Received' })).toBeVisible();
    await expect(page.locator('.fui-Toast').filter({ hasText: 'Booking Request Sent' })).toContainText(
      "We'll contact you soon to confirm your appointment.",
    );
    const { id } = (await response.json()) as { id: string };
    const stored = await expectStoredWithEmail(id, lastName);
    expect(stored).toMatchObject({ form_source: 'services_adult', first_name: 'Ada' });
    expect(stored?.request).toMatchObject({
      date_of_birth: '1985-12-10',
      previous_scan_hospital: 'Example Hospital',
      insurance_provider: 'Example Health',
    });

    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await expect(form.getByRole('textbox', { name: 'Last Name' })).toHaveValue('');
  });

  test('a children request is stored as services_children, emailed and confirmed', async ({ page }) => {
    await openPage(page, '/services');
    const form = page.getByRole('form', { name: 'Children' });
    const lastName = uniqueLastName('Child');
    await fillRequired(form, lastName, { children: true });
    await form.getByRole('radio', { name: 'Without Insurance' }).check();
    const answer = bookingResponse(page);
    await form.getByRole('button', { name: 'Send Request' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      form_source: 'services_children',
      previous_scans: 'No answer',
    });
    await expect(page.getByRole('heading', { name: 'Booking Request Received' })).toBeVisible();
    const { id } = (await response.json()) as { id: string };
    const stored = await expectStoredWithEmail(id, lastName);
    expect(stored).toMatchObject({ form_source: 'services_children' });
  });

  test("on a phone the form's code waits until the form is on screen, and what was typed before it started stays", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const pageScripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') pageScripts.push(response);
    });
    await openPage(page, '/services');
    await page.waitForLoadState('networkidle');
    for (const script of pageScripts) expect(await isBookingFormCode(script)).toBe(false);

    // The server's copy of the form is there and takes typing before its code has arrived.
    const form = page.getByRole('form', { name: 'Adults' });
    const formCode = page.waitForResponse(isBookingFormCode);
    await form.getByRole('textbox', { name: 'First Name' }).focus();
    await page.keyboard.type('Early'); // keys, as a visitor types: some may land before the form starts, some after
    await formCode;
    await form.getByRole('radio', { name: 'Yes' }).check();
    await expect(form.getByRole('textbox', { name: 'Hospital' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue('Early');
  });

  test('the adult form can be completed and sent with the keyboard alone', async ({ page }) => {
    await openPage(page, '/services');
    const form = page.getByRole('form', { name: 'Adults' });
    const firstName = form.getByRole('textbox', { name: 'First Name' });
    const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    for (let presses = 0; presses < 80 && !(await isFocused(firstName)); presses += 1) await page.keyboard.press('Tab');
    await expect(firstName).toBeFocused();
    // Reaching the form started it (what is typed before it has started is kept: see the phone test above).
    await expect(islandMarkerAround(form)).toHaveCount(0);
    await expect(firstName).toBeFocused();

    const lastName = uniqueLastName('Keys');
    const typeThenTab = async (text: string) => {
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    };
    await typeThenTab('Grace');
    await typeThenTab(lastName);
    await typeThenTab('grace@example.org');
    await typeThenTab('020 7946 0001');
    await typeThenTab('09/12/1906');
    await page.keyboard.press('Tab'); // past the calendar button
    await typeThenTab('2 Example Road, London N2 2BB');
    await page.keyboard.press('Space'); // Visit type: First Consultation
    await expect(form.getByRole('radio', { name: 'First Consultation' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // GP name, GP contact left empty
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight'); // Previous scans: No
    await expect(form.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight'); // Insurance: Without Insurance
    await expect(form.getByRole('radio', { name: 'Without Insurance' })).toBeChecked();
    await page.keyboard.press('Tab');
    await typeThenTab('Keyboard only');
    await page.keyboard.press('Tab'); // How did you hear, left empty
    await expect(form.getByRole('button', { name: 'Send Request' })).toBeFocused();

    const answer = bookingResponse(page);
    await page.keyboard.press('Enter');
    const response = await answer;
    expect(response.status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Booking Request Received' })).toBeFocused();
    expect(response.request().postDataJSON()).toMatchObject({
      first_name: 'Grace',
      last_name: lastName,
      date_of_birth: '1906-12-09',
      had_previous_scans: 'no',
      relevant_information: 'Keyboard only',
    });
  });

  test('an incomplete request is refused in the browser: toast, marked field, focus, and nothing sent', async ({
    page,
  }) => {
    await openPage(page, '/services');
    const form = page.getByRole('form', { name: 'Adults' });
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/bookings')) sent += 1;
    });
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.locator('.fui-Toast').filter({ hasText: 'Validation Error' })).toContainText(
      'First name is required',
    );
    const firstName = form.getByRole('textbox', { name: 'First Name' });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('First name is required');
    expect(sent).toBe(0);
  });

  test('/services has no WCAG 2.2 AA violations with a form in its error state', async ({ page }) => {
    test.slow(); // axe reads a long page with two forms
    await openPage(page, '/services');
    const form = page.getByRole('form', { name: 'Adults' });
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByRole('radio', { name: 'With Insurance' }).check();
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.fui-Toast').filter({ hasText: 'Validation Error' })).toBeVisible();
    await form.getByRole('button', { name: 'Choose Date of Birth from a calendar' }).click();
    await expect(form.getByRole('group', { name: 'Calendar for Date of Birth' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).disableRules(['aria-hidden-focus']).analyze();
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual(
      [],
    );
  });
});
