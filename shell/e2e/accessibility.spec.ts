import AxeBuilder from '@axe-core/playwright';
import { siteRoutes } from '@clinic/content';
import { FORM_ACTIONS } from '@clinic/contracts';
import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/open-page';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const path of [...siteRoutes.map((route) => route.path), '/no-such-page']) {
  test(`no WCAG 2.2 AA violations on ${path}`, async ({ page }) => {
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(WCAG_22_AA)
      // Tabster's focus-trap helpers are aria-hidden yet focusable by design: a known false positive.
      .disableRules(['aria-hidden-focus'])
      .analyze();
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual(
      [],
    );
  });
}

test.describe('open menus', () => {
  test('the open mobile menu at 375 px has no WCAG 2.2 AA violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).disableRules(['aria-hidden-focus']).analyze();
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });

  test('an open desktop dropdown has no WCAG 2.2 AA violations', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Spinal Conditions' }).click();
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).disableRules(['aria-hidden-focus']).analyze();
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });
});

/**
 * Posts a form the way a browser without a script does (a native submission, which no page script sees), from the
 * page itself, so the answer is the server's page for it.
 */
async function postNatively(page: Page, from: string, action: string, fields: Record<string, string>) {
  await openPage(page, from);
  await Promise.all([
    page.waitForURL((url) => url.pathname === action),
    page.evaluate(
      ([target, values]) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = target;
        for (const [name, value] of Object.entries(values)) {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      [action, fields] as const,
    ),
  ]);
}

const booking = {
  formSource: 'services_adult',
  firstName: 'Axe',
  lastName: 'Checked',
  email: 'axe@example.org',
  phone: '020 7946 0000',
  dateOfBirth: '01/02/1980',
  address: '1 Example Street',
  visitType: 'first',
  insurance: 'without',
};

test.describe('the pages the server answers a form posted without JavaScript with', () => {
  for (const [label, from, action, fields, heading] of [
    [
      'the booking form with its errors',
      '/services',
      FORM_ACTIONS.booking,
      { ...booking, firstName: '', email: 'x' },
      'Services & Appointments',
    ],
    ['the booking confirmation', '/services', FORM_ACTIONS.booking, booking, 'Booking Request Received'],
    [
      'the fellowship confirmation',
      '/previous-fellows',
      FORM_ACTIONS.fellowshipInquiry,
      { name: 'Dr Axe', email: 'axe@example.org', message: '' },
      'Success!',
    ],
  ] as const) {
    test(`${label} has no WCAG 2.2 AA violations`, async ({ page }) => {
      test.slow(); // axe reads a long page
      await postNatively(page, from, action, fields);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).disableRules(['aria-hidden-focus']).analyze();
      expect(
        results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
      ).toEqual([]);
    });
  }
});
