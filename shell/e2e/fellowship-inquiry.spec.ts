import { expect, test } from '@playwright/test';
import { openPage } from './support/open-page';
import { emlFilesFor, readStoredFellowshipInquiry } from './support/e2e-data';

test.describe('fellowship inquiries on /previous-fellows', () => {
  test('an inquiry is sent, stored and emailed; the fields clear', async ({ page }) => {
    await openPage(page, '/previous-fellows');
    const form = page.getByRole('form', { name: 'Fellowship inquiry' });
    const name = `Dr Fellow ${Date.now().toString(36)}`;
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Email' }).fill('fellow@example.org');
    await form.getByRole('textbox', { name: 'Message' }).fill('Interested in the deformity fellowship.');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/fellowship-inquiries'));
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      name,
      email: 'fellow@example.org',
      message: 'Interested in the deformity fellowship.',
    });

    await expect(page.locator('.fui-Toast').filter({ hasText: 'Success!' })).toContainText(
      "Your fellowship inquiry has been sent successfully. We'll get back to you soon.",
    );
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');

    const { id } = (await response.json()) as { id: string };
    expect(readStoredFellowshipInquiry(id)).toMatchObject({ name, email: 'fellow@example.org' });
    await expect.poll(() => emlFilesFor(id).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  });

  test('without a name and email: the Error notice, and nothing is sent', async ({ page }) => {
    await openPage(page, '/previous-fellows');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/fellowship-inquiries')) sent += 1;
    });
    const form = page.getByRole('form', { name: 'Fellowship inquiry' });
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.locator('.fui-Toast').filter({ hasText: 'Error' })).toContainText(
      'Please fill in all required fields',
    );
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
    expect(sent).toBe(0);
  });
});
