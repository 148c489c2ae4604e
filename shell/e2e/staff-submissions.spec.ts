import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openPage } from './support/open-page';
import { signIn } from './support/staff-sign-in';

const NO_SESSION = 'You must be logged in to view this page';
const FORBIDDEN = "You don't have permission to view this page. Admin or staff access required.";
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('other pages load nothing of the staff view', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openPage(page, '/');
  await page.waitForLoadState('networkidle');
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((path) => path.startsWith('/remotes/mf-admin/') || path.startsWith('/api/me'))).toEqual([]);
});

test('an anonymous visitor is asked to sign in', async ({ page }) => {
  await openPage(page, '/booking-submissions');
  await expect(page.getByRole('alert')).toHaveText(NO_SESSION);
  await expect(page.getByRole('link', { name: 'Sign in with Microsoft' })).toHaveAttribute('href', '/auth/login');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a signed-in user without a role sees the permission message', async ({ page }) => {
  await signIn(page, 'norole@clinic.test');
  await expect(page.getByRole('alert')).toHaveText(FORBIDDEN);
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('staff see a booking made earlier, open it, mark it contacted and sign out', async ({ page, request }) => {
  const lastName = `Ebooking${Date.now().toString(36)}`;
  const created = await request.post('/api/bookings', {
    data: {
      form_source: 'services_adult',
      first_name: 'Edna',
      last_name: lastName,
      email: `edna.${lastName.toLowerCase()}@example.org`,
      phone: '07700 900777',
      visit_type: 'first',
      insurance: 'without',
      relevant_information: 'Neck pain after a fall',
      date_of_birth: '1975-04-12',
      address: '7 Example Lane, Exampleton EX7 7EX',
      had_previous_scans: 'no',
      honeypot: '',
    },
  });
  expect(created.status()).toBe(201);

  await signIn(page, 'staff@clinic.test');
  await expect(page.getByText('Signed in as Sam Staff')).toBeVisible();
  const table = page.getByRole('table', { name: 'Booking submissions, newest first' });
  const row = table.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText(`edna.${lastName.toLowerCase()}@example.org`);
  await expect(row).toContainText('07700 900777');
  await expect(row).toContainText('Adult booking form');

  const axe = await new AxeBuilder({ page }).withTags(WCAG_22_AA).disableRules(['aria-hidden-focus']).analyze();
  expect(axe.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual([]);

  await row.getByRole('button', { name: `Edna ${lastName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Request from Edna ${lastName}` });
  await expect(dialog.getByText('7 Example Lane, Exampleton EX7 7EX')).toBeVisible();
  await dialog.getByLabel('Follow-up status').selectOption('contacted');
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(dialog.getByText(/^Last changed by Sam Staff on /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Contacted');

  await page.getByRole('button', { name: 'Sign out' }).click();
  // The provider's own sign-out page ends its session too, then sends the browser back.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/booking-submissions');
  await expect(page.getByRole('alert')).toHaveText(NO_SESSION);
});
