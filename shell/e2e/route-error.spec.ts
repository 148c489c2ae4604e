import { expect, test } from '@playwright/test';
import { openPage } from './support/open-page';
import { failureCount, failureReport } from './support/remote-failures';

test('a page that fails to render outside any remote region shows the error page and is reported as the shell’s', async ({
  page,
  request,
}) => {
  const countBefore = await failureCount(request, 'shell');
  // The not-found page is rendered by the whole app (prerendered pages never render routes in the browser).
  await openPage(page, '/no-such-page');
  // The next page's metadata effect, in the shell's own layout, now throws while React renders the route.
  await page.evaluate(() =>
    Object.defineProperty(document, 'title', {
      configurable: true,
      set: () => {
        throw new Error('Ann Smith broke the title');
      },
    }),
  );
  // Chromium shows Playwright a beacon's body only for intercepted requests.
  await page.route('**/api/client-events', (route) => route.continue());
  const report = failureReport(page, 'shell');
  await page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  // Exactly these fields: never the error's text.
  expect(await report).toEqual({
    type: 'remote-failure',
    remote: 'shell',
    expose: 'route',
    stage: 'render',
    reason: 'error',
    path: '/services',
  });
  await expect.poll(() => failureCount(request, 'shell')).toBe(countBefore + 1);
});
