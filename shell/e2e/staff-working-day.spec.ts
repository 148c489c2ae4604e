import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import path from 'node:path';
import { e2eDataDir, emlFilesFor } from './support/e2e-data';
import { signIn } from './support/staff-sign-in';

// Axe over a page holding every request the other specs made, on a shared 2-core machine: more than 30 s at times.
test.describe.configure({ timeout: 120_000 });

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const MAIN_LIST = 'Booking submissions, newest first';

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_22_AA).disableRules(['aria-hidden-focus']).analyze();
  expect(axe.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

/** A booking with a unique, long name and address, so parallel specs never see each other's rows. */
async function createBooking(request: APIRequestContext, label: string) {
  const lastName = `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `wilhelmina.${lastName.toLowerCase()}.long-address@example-hospital-trust.org`;
  const created = await request.post('/api/bookings', {
    data: {
      form_source: 'services_adult',
      first_name: 'Wilhelmina-Alexandrina',
      last_name: lastName,
      email,
      phone: '07700 900888',
      visit_type: 'first',
      insurance: 'without',
      date_of_birth: '1980-02-03',
      address: '9 Example Lane, Exampleton EX9 9EX',
      had_previous_scans: 'no',
      honeypot: '',
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  // Its clinic email and acknowledgement are written shortly after the 201.
  await expect.poll(() => emlFilesFor(id).length).toBe(2);
  return { id, name: `Wilhelmina-Alexandrina ${lastName}`, email };
}

/** As if the mail provider had refused the clinic email every time the server tried. */
function giveUpClinicEmail(id: string) {
  const db = new Database(path.join(e2eDataDir(), 'clinic.sqlite'), { fileMustExist: true, timeout: 5000 });
  try {
    db.prepare(
      `UPDATE outbox SET status = 'dead', attempts = 10, last_error = 'Mail provider answered 503'
       WHERE request_id = ? AND channel = 'clinic_email'`,
    ).run(id);
    db.prepare(
      `UPDATE booking_submissions SET email_sent = 0, email_error = 'Mail provider answered 503' WHERE id = ?`,
    ).run(id);
  } finally {
    db.close();
  }
}

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return box;
};

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('staff read a request in words, search it, filter in the address, and use the keyboard', async ({
    page,
    request,
  }) => {
    const booking = await createBooking(request, 'Ewday');
    await signIn(page, 'staff@clinic.test');
    const table = page.getByRole('table', { name: MAIN_LIST });
    const row = table.getByRole('row').filter({ hasText: booking.name });
    await expect(row).toContainText(/3 Feb 1980 \(age \d+\)/);
    await expect(row).toContainText('Adult booking form');
    await expect(row).toContainText('Sent');

    // No cell is drawn over its neighbour, however long the name and the email.
    const cells = row.getByRole('cell');
    const boxes = await Promise.all((await cells.all()).map(boxOf));
    for (let index = 1; index < boxes.length; index += 1) {
      expect(boxes[index]!.x).toBeGreaterThanOrEqual(boxes[index - 1]!.x + boxes[index - 1]!.width - 1);
    }
    const emailCell = cells.nth(2);
    expect(await emailCell.evaluate((cell) => cell.scrollWidth <= cell.clientWidth + 1)).toBe(false);
    await expect(emailCell).toHaveAttribute('title', booking.email);
    const opener = row.getByRole('button', { name: booking.name });
    const nameBox = await boxOf(opener);
    expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(boxes[1]!.x + boxes[1]!.width + 1);
    await expectNoAxeViolations(page);

    // The search filters as you type, with no request to the API per key, and stays out of the address. (The first
    // key press also loads the chat widget's code, as on every page: no data goes with it.)
    const requests: string[] = [];
    page.on('request', (sent) => requests.push(sent.url()));
    await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill(booking.name.split(' ')[1]!);
    await expect(table.getByRole('row')).toHaveCount(2);
    expect(requests.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    expect(requests.filter((url) => url.toLowerCase().includes(booking.name.split(' ')[1]!.toLowerCase()))).toEqual([]);
    expect(page.url()).not.toContain(booking.name.split(' ')[1]!.toLowerCase());

    // Filters live in the address: a reload keeps them.
    await page.getByRole('combobox', { name: 'Follow-up' }).selectOption('new');
    await expect(page).toHaveURL(/\?status=new$/);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await expect(page.getByRole('combobox', { name: 'Follow-up' })).toHaveValue('new');
    await expect(page.getByRole('searchbox', { name: 'Search by name, email or phone' })).toHaveValue('');

    // Arrow keys move through rows, Enter opens, Escape closes and returns to the row.
    await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill(booking.name.split(' ')[1]!);
    await table.getByRole('button', { name: booking.name }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Request from ${booking.name}` });
    await expect(dialog.getByText('First consultation')).toBeVisible();
    await expect(dialog.getByText('Without insurance')).toBeVisible();
    await expect(dialog.getByText(/^3 Feb 1980 \(age \d+\)$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(table.getByRole('button', { name: booking.name })).toBeFocused();
  });

  test("an admin sees a given-up delivery in 'Needs attention', retries it, and finds it in the audit log", async ({
    page,
    request,
  }) => {
    const booking = await createBooking(request, 'Eretry');
    giveUpClinicEmail(booking.id);
    await signIn(page, 'admin@clinic.test');
    const attention = page.getByRole('table', { name: 'Requests that need attention, newest first' });
    const row = attention.getByRole('row').filter({ hasText: booking.name });
    await expect(row).toContainText('Failed — gave up after 10 tries');
    await expect(page).toHaveTitle(/^\(\d+\) Booking Submissions/);
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: booking.name }).click();
    const dialog = page.getByRole('dialog', { name: `Request from ${booking.name}` });
    await dialog.getByRole('button', { name: 'Retry delivery' }).click();
    await expect(dialog.getByText('Sent back to the outbox: it goes out within a minute')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The worker sends it again; Refresh shows it sent, out of 'Needs attention'.
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(
        page.getByRole('table', { name: MAIN_LIST }).getByRole('row').filter({ hasText: booking.name }),
      ).toContainText('Sent', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\?tab=audit/);
    await page.getByRole('combobox', { name: 'Action' }).selectOption('submissions.retry_delivery');
    const audit = page.getByRole('table', { name: 'Audit events, newest first' });
    await expect(audit.getByRole('row').filter({ hasText: booking.id })).toContainText('Alex Admin');
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Data requests' }).click();
    await expect(page.getByRole('heading', { name: "Find a person's data" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('staff list fellowship inquiries and open one', async ({ page, request }) => {
    const name = `Fen Fellow ${Date.now().toString(36)}`;
    const created = await request.post('/api/fellowship-inquiries', {
      data: { name, email: 'fen.fellow@example.org', message: 'Interested in the spinal fellowship.' },
    });
    expect(created.status()).toBe(201);
    await signIn(page, 'staff@clinic.test');
    await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveCount(0);
    await page.getByRole('tab', { name: /Fellowship inquiries/ }).click();
    const table = page.getByRole('table', { name: 'Fellowship inquiries, newest first' });
    await table.getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog', { name: `Inquiry from ${name}` });
    await expect(dialog.getByText('Interested in the spinal fellowship.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the list becomes cards, and a card opens its request', async ({ page, request }) => {
    const booking = await createBooking(request, 'Ephone');
    await signIn(page, 'staff@clinic.test');
    await expect(page.getByRole('table', { name: MAIN_LIST })).toHaveCount(0);
    const cards = page.getByRole('list', { name: MAIN_LIST });
    const card = cards.getByRole('listitem').filter({ hasText: booking.name });
    await expect(card).toContainText('Adult booking form');
    await expect(card).toContainText(/3 Feb 1980 \(age \d+\)/);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: booking.name }).click();
    await expect(
      page.getByRole('dialog', { name: `Request from ${booking.name}` }).getByText('First consultation'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an admin on a phone reaches the audit log', async ({ page }) => {
    await signIn(page, 'admin@clinic.test');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(page.getByRole('table', { name: 'Audit events, newest first' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
