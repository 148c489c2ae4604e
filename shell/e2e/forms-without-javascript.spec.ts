import { FORM_ACTIONS } from '@clinic/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { emlFilesFor, storedBookingsNamed, storedFellowshipInquiriesNamed } from './support/e2e-data';

// A visitor whose browser runs no script (a proxy that strips it, a failed download, an old phone): every form is
// sent by the browser itself, as a POST, and answered with a page. Nothing the visitor typed ever goes into a URL.
test.use({ javaScriptEnabled: false });

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Every URL the page asks for or shows: requests (the page, its files, the form's own post) and each page's address. */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

/** No URL seen holds any of the values, however encoded, and none of the site's own URLs carries a query. */
function expectNoValueInUrls(urls: readonly string[], values: readonly string[], origin: string) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const decoded = decodeURIComponent(url.replace(/\+/g, ' '));
    for (const value of values) expect(decoded, `${url} holds "${value}"`).not.toContain(value);
    if (url.startsWith(origin)) expect(new URL(url).search, url).toBe('');
  }
}

interface Answers {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  address: string;
  relevantInformation: string;
}

const answers = (lastName: string): Answers => ({
  firstName: 'Nojs',
  lastName,
  email: `${lastName.toLowerCase()}@example.org`,
  phone: '020 7946 0123',
  dateOfBirth: '10/12/1985',
  address: '1 Plain Street, London N1 1AA',
  relevantInformation: 'Bladder trouble since Tuesday',
});

async function fillBooking(form: Locator, typed: Answers, { children = false } = {}) {
  await form.getByRole('textbox', { name: 'First Name' }).fill(typed.firstName);
  await form.getByRole('textbox', { name: 'Last Name' }).fill(typed.lastName);
  await form.getByRole('textbox', { name: children ? "Parent's Email" : 'Email', exact: true }).fill(typed.email);
  await form.getByRole('textbox', { name: children ? "Parent's Phone" : 'Phone', exact: true }).fill(typed.phone);
  await form
    .getByRole('textbox', { name: children ? "Patient's Date of Birth" : 'Date of Birth' })
    .fill(typed.dateOfBirth);
  await form.getByRole('textbox', { name: 'Address' }).fill(typed.address);
  await form.getByRole('radio', { name: 'First Consultation' }).check();
  await form.getByRole('textbox', { name: 'Relevant Information' }).fill(typed.relevantInformation);
}

/** Opens /services without a script, watching every URL, and fills one form's required answers. */
async function startBooking(page: Page, formName: 'Adults' | 'Children', typed: Answers) {
  const urls = watchUrls(page);
  await page.goto('/services');
  const form = page.getByRole('form', { name: formName });
  await fillBooking(form, typed, { children: formName === 'Children' });
  return { urls, form };
}

async function expectStoredOnceWithEmail(lastName: string, formSource: string) {
  const stored = storedBookingsNamed(lastName);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ form_source: formSource, is_spam: 0 });
  const id = String(stored[0]?.id);
  // The clinic's email holds the request; the acknowledgement to the patient holds nothing they typed.
  await expect.poll(() => emlFilesFor(id).filter((raw) => raw.includes(lastName)).length, { timeout: 15_000 }).toBe(1);
}

test.describe('forms without JavaScript', () => {
  test('an adult booking with every detail shown is stored, emailed and confirmed, and no URL holds an answer', async ({
    page,
    baseURL,
  }) => {
    const typed = answers(unique('Adultnojs'));
    const { urls, form } = await startBooking(page, 'Adults', typed);
    // The details an answer reveals are all there without a script, and the date is typed.
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByRole('textbox', { name: 'Hospital' }).fill('Plain Hospital');
    await form.getByRole('textbox', { name: 'Date of Previous Scan' }).fill('01/03/2024');
    await form.getByRole('radio', { name: 'With Insurance' }).check();
    await form.getByRole('textbox', { name: 'Insurance Provider' }).fill('Plain Health');
    await expect(form.getByRole('button', { name: /from a calendar/ })).toHaveCount(0);

    const posted = page.waitForRequest((request) => request.url().endsWith(FORM_ACTIONS.booking));
    await form.getByRole('button', { name: 'Send Request' }).click();
    expect((await posted).method()).toBe('POST');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Request Received' })).toBeVisible();
    await expect(page.getByText("We'll contact you soon to confirm your appointment.")).toBeVisible();
    await expect(page).toHaveTitle(/^Booking Request Received/);
    // In the site's layout: its header and footer are there.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await expectStoredOnceWithEmail(typed.lastName, 'services_adult');
    const stored = storedBookingsNamed(typed.lastName)[0];
    expect(JSON.parse(String(stored?.request))).toMatchObject({
      date_of_birth: '1985-12-10',
      previous_scan_hospital: 'Plain Hospital',
      previous_scan_date: '2024-03-01',
      insurance_provider: 'Plain Health',
      relevant_information: typed.relevantInformation,
    });

    await page.getByRole('link', { name: 'Submit Another Request' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('form', { name: 'Adults' }).getByRole('textbox', { name: 'Last Name' })).toHaveValue(
      '',
    );
    expectNoValueInUrls(urls, [...Object.values(typed), 'Plain Hospital', 'Plain Health'], baseURL ?? '');
  });

  test("a children's booking is stored as services_children and emailed", async ({ page, baseURL }) => {
    const typed = answers(unique('Childnojs'));
    const { urls, form } = await startBooking(page, 'Children', typed);
    await form.getByRole('radio', { name: 'Without Insurance' }).check();
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Request Received' })).toBeVisible();
    await expectStoredOnceWithEmail(typed.lastName, 'services_children');
    expectNoValueInUrls(urls, Object.values(typed), baseURL ?? '');
  });

  test('a fellowship inquiry is stored, emailed and confirmed', async ({ page, baseURL }) => {
    const urls = watchUrls(page);
    await page.goto('/previous-fellows');
    const form = page.getByRole('form', { name: 'Fellowship inquiry' });
    const name = unique('Dr Plainfellow ');
    const values = [name, 'plainfellow@example.org', 'Interested in deformity surgery'];
    await form.getByRole('textbox', { name: 'Name' }).fill(values[0]!);
    await form.getByRole('textbox', { name: 'Email' }).fill(values[1]!);
    await form.getByRole('textbox', { name: 'Message' }).fill(values[2]!);
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Success!' })).toBeVisible();
    await expect(
      page.getByText("Your fellowship inquiry has been sent successfully. We'll get back to you soon."),
    ).toBeVisible();
    const stored = storedFellowshipInquiriesNamed(name);
    expect(stored).toHaveLength(1);
    await expect.poll(() => emlFilesFor(String(stored[0]?.id)).length, { timeout: 15_000 }).toBe(1);
    expectNoValueInUrls(urls, values, baseURL ?? '');
  });

  test('an invalid booking comes back with an error summary linking to each field, its values kept, and nothing stored', async ({
    page,
    baseURL,
  }) => {
    const typed = { ...answers(unique('Invalidnojs')), firstName: '', email: 'not-an-email' };
    const { urls, form } = await startBooking(page, 'Adults', typed);
    const answered = page.waitForResponse((response) => response.url().endsWith(FORM_ACTIONS.booking));
    await form.getByRole('button', { name: 'Send Request' }).click();
    expect((await answered).status()).toBe(422);

    await expect(page).toHaveTitle(/^Error: Services & Appointments/);
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    const links = summary.getByRole('link');
    await expect(links).toHaveText([
      'First name is required',
      'Invalid email address',
      'Insurance selection is required',
    ]);
    const sameForm = page.getByRole('form', { name: 'Adults' });
    const firstName = sameForm.getByRole('textbox', { name: 'First Name' });
    await expect(links.first()).toHaveAttribute('href', `#${await firstName.getAttribute('id')}`);
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Error: First name is required');
    await expect(sameForm.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
      'Error: Invalid email address',
    );
    // Every value is kept, as typed.
    await expect(sameForm.getByRole('textbox', { name: 'Last Name' })).toHaveValue(typed.lastName);
    await expect(sameForm.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('not-an-email');
    await expect(sameForm.getByRole('textbox', { name: 'Date of Birth' })).toHaveValue(typed.dateOfBirth);
    await expect(sameForm.getByRole('textbox', { name: 'Relevant Information' })).toHaveValue(
      typed.relevantInformation,
    );
    await expect(sameForm.getByRole('radio', { name: 'First Consultation' })).toBeChecked();
    expect(storedBookingsNamed(typed.lastName)).toEqual([]);

    // Corrected and sent again from the same page.
    await firstName.fill('Nojs');
    await sameForm.getByRole('textbox', { name: 'Email', exact: true }).fill('corrected@example.org');
    await sameForm.getByRole('radio', { name: 'Without Insurance' }).check();
    await sameForm.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Request Received' })).toBeVisible();
    await expectStoredOnceWithEmail(typed.lastName, 'services_adult');
    expectNoValueInUrls(
      urls,
      [typed.lastName, typed.address, typed.relevantInformation, 'not-an-email'],
      baseURL ?? '',
    );
  });

  test('a form on another site that posts to ours is refused, and nothing is stored', async ({ page, baseURL }) => {
    const lastName = unique('Forgednojs');
    const elsewhere = 'http://elsewhere.example/offer';
    await page.route(elsewhere, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          `<!doctype html><title>Elsewhere</title><form method="post" action="${baseURL}${FORM_ACTIONS.booking}">` +
          `<input name="formSource" value="services_adult"><input name="firstName" value="Forged">` +
          `<input name="lastName" value="${lastName}"><input name="email" value="forged@example.org">` +
          `<input name="phone" value="0"><input name="dateOfBirth" value="01/01/1980"><input name="address" value="x">` +
          `<input name="visitType" value="first"><input name="insurance" value="without">` +
          `<button>Claim your prize</button></form>`,
      }),
    );
    await page.goto(elsewhere);
    const answered = page.waitForResponse((response) => response.url().endsWith(FORM_ACTIONS.booking));
    await page.getByRole('button', { name: 'Claim your prize' }).click();
    expect((await answered).status()).toBe(403);
    await expect(page.getByText('This request came from another website, so it was not sent.')).toBeVisible();
    expect(storedBookingsNamed(lastName)).toEqual([]);
  });

  test('the chat launcher, which needs JavaScript, is not shown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chat with the Spine Information Assistant' })).toBeHidden();
  });
});
