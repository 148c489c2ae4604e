import { expect, test } from '@playwright/test';
import { describeShifts, layoutShifts, totalShift } from './support/layout-shifts';

const PAGE = '/spinal-conditions/general/sciatica';
/** A script the test puts into the site header: the parser waits for it, as a slow phone's parser may pause there. */
const PARSER_PAUSE = '/e2e-parser-pause.js';

test('a page painted before its header is whole shows no menus until they all are, so none of them moves', async ({
  page,
}) => {
  await page.route(PAGE, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<nav aria-label="Main".*?<\/li>)/s,
      `$1<script src="${PARSER_PAUSE}"></script>`,
    );
    expect(html).toContain(PARSER_PAUSE);
    await route.fulfill({ response, body: html });
  });
  let resume = () => {};
  const paused = new Promise<void>((resolve) => (resume = resolve));
  await page.route(`**${PARSER_PAUSE}`, async (route) => {
    await paused;
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });

  const reachedPause = page.waitForRequest(`**${PARSER_PAUSE}`);
  await page.goto(PAGE, { waitUntil: 'commit' });
  await reachedPause;
  // The parser waits after the first menu item; the browser paints what it has (two frames: one drawn since).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const menus = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('button', { name: 'About', includeHidden: true })).toBeAttached();
  await expect(menus).toBeHidden();

  resume();
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await expect(menus).toBeVisible();
  const shifts = await layoutShifts(page);
  expect(totalShift(shifts), describeShifts(shifts)).toBe(0);
});
