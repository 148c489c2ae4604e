import { OG_IMAGE } from '@clinic/content';
import { expect, test } from '@playwright/test';

/** Width and height from a PNG's IHDR chunk, which always follows the 8-byte signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the og:image every page names answers 200 with a 1200x630 PNG, described by og:image:alt', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const imageUrl = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(imageUrl).toMatch(/\/og-image\.png$/);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S{10,}/);
  await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', /\S{10,}/);

  // The canonical origin is the live site's; the same path on this server is the file it serves.
  const response = await request.get(new URL(imageUrl!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({ width: OG_IMAGE.width, height: OG_IMAGE.height });
  expect([OG_IMAGE.width, OG_IMAGE.height]).toEqual([1200, 630]);
});

test("Home's meta description is the page's own description, not the job title", async ({ page }) => {
  await page.goto('/');
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toMatch(/children and adults.*London and Hertfordshire/);
});
