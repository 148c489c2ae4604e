import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/open-page';

const LAUNCHER = 'Chat with the Spine Information Assistant';
const URGENT = 'This may require urgent assessment. If you have red-flag symptoms, call 999 or visit A&E.';

async function openChat(page: Page) {
  await openPage(page, '/');
  await page.getByRole('button', { name: LAUNCHER }).click();
  const panel = page.getByRole('dialog', { name: 'Spine Information Assistant' });
  await expect(panel).toBeVisible();
  await panel.getByRole('checkbox').check();
  return panel;
}

async function ask(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill(question);
  await input.press('Enter');
}

test('asking about sciatica answers from the site, with a link that opens the sciatica article', async ({ page }) => {
  const panel = await openChat(page);
  await ask(page, 'What is sciatica?');
  const log = panel.getByRole('log');
  const link = log.getByRole('link', { name: 'Sciatica' });
  await expect(link).toHaveAttribute('href', '/spinal-conditions/general/sciatica');
  await expect(log).toContainText('Sciatica is pain that travels down the leg');
  await expect(page.getByRole('textbox', { name: 'Your question' })).toBeFocused();

  await link.click();
  await expect(page).toHaveURL(/\/spinal-conditions\/general\/sciatica$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sciatica');
});

test('cauda equina symptoms get the 999 advice and the urgent message', async ({ page }) => {
  const panel = await openChat(page);
  await ask(page, "My bum has gone numb and I can't pee properly since this morning");
  const log = panel.getByRole('log');
  await expect(log).toContainText(URGENT);
  await expect(log).toContainText('Call 999 or go to A&E now.');
  await expect(log.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
});

test('the open panel has no WCAG 2.2 AA violations, and Escape closes it back to the launcher', async ({ page }) => {
  await openChat(page);
  await ask(page, 'What is spinal stenosis?');
  await expect(page.getByRole('log').getByRole('link')).toHaveCount(1);
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual(
    [],
  );

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: LAUNCHER })).toBeFocused();
});
