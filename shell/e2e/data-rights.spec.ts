import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { DataSubjectExportBody } from '@clinic/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { emlFilesFor, readStoredBooking } from './support/e2e-data';
import { signIn } from './support/staff-sign-in';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_22_AA).disableRules(['aria-hidden-focus']).analyze();
  expect(axe.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

/** A booking with a unique name and address, so parallel specs never see each other's rows. */
async function createBooking(request: APIRequestContext, label: string, email?: string) {
  const lastName = `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const created = await request.post('/api/bookings', {
    data: {
      form_source: 'services_adult',
      first_name: 'Erin',
      last_name: lastName,
      email: email ?? `erin.${lastName.toLowerCase()}@example.org`,
      phone: '07700 900555',
      visit_type: 'first',
      insurance: 'without',
      date_of_birth: '1970-01-01',
      address: '5 Example Lane, Exampleton EX5 5EX',
      had_previous_scans: 'no',
      honeypot: '',
    },
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id: string }).id, name: `Erin ${lastName}` };
}

test('staff without the admin role see neither Erase nor the find panel', async ({ page, request }) => {
  const { name } = await createBooking(request, 'Enoadmin');
  await signIn(page, 'staff@clinic.test');
  await expect(page.getByRole('heading', { name: "Find a person's data" })).toHaveCount(0);
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name: `Request from ${name}` });
  await expect(dialog.getByText('5 Example Lane, Exampleton EX5 5EX')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Erase' })).toHaveCount(0);
});

test('an admin erases a request from the keyboard: it leaves the list, the database and the mail folder', async ({
  page,
  request,
}) => {
  const { id, name } = await createBooking(request, 'Eerase');
  await expect.poll(() => emlFilesFor(id).length).toBe(2);
  await signIn(page, 'admin@clinic.test');
  const row = page.getByRole('table', { name: 'Booking submissions, newest first' }).getByRole('row').filter({
    hasText: name,
  });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name }).focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: `Request from ${name}` });
  await expect(detail.getByText('5 Example Lane, Exampleton EX5 5EX')).toBeVisible();
  await detail.getByRole('button', { name: 'Erase' }).focus();
  await page.keyboard.press('Enter');

  const confirm = page.getByRole('alertdialog', { name: `Erase the request from ${name}?` });
  await expect(confirm).toContainText(`This permanently deletes the request from ${name}`);
  await expectNoAxeViolations(page);
  // Without a reason nothing is erased: the field says why and takes the focus.
  await confirm.getByRole('button', { name: 'Erase permanently' }).focus();
  await page.keyboard.press('Enter');
  await expect(confirm.getByText('Enter the reason for erasing this request')).toBeVisible();
  await expect(confirm.getByLabel(/Reason for erasing/)).toBeFocused();
  await page.keyboard.type('Asked by the patient in writing');
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Erase permanently' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(confirm).toHaveCount(0);
  await expect(detail).toHaveCount(0);
  await expect(row).toHaveCount(0);
  expect(readStoredBooking(id)).toBeUndefined();
  expect(emlFilesFor(id)).toEqual([]);
});

test("an admin downloads a person's data from the find panel, matched ignoring case", async ({ page, request }) => {
  const address = `robin.${Date.now().toString(36)}@example.org`;
  const first = await createBooking(request, 'Efind', address);
  const second = await createBooking(request, 'Efind', address.toUpperCase());
  const other = await createBooking(request, 'Eother');
  await signIn(page, 'admin@clinic.test');

  // Admins find it under its own tab, not above every visit's list.
  await page.getByRole('tab', { name: 'Data requests' }).click();
  const panel = page.getByRole('region', { name: "Find a person's data" });
  await expectNoAxeViolations(page);
  await panel.getByLabel('Email address').focus();
  await page.keyboard.type(address.replace('robin', 'Robin'));
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;

  expect(download.suggestedFilename()).toMatch(/^personal-data-export-\d{4}-\d{2}-\d{2}\.json$/);
  const body = JSON.parse(readFileSync(await download.path(), 'utf8')) as DataSubjectExportBody;
  expect(body.booking_submissions.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
  expect(JSON.stringify(body)).not.toContain(other.id);
  await expect(panel.getByRole('status')).toHaveText('2 records downloaded');
});
