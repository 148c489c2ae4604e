/** Refreshes the committed link-preview card (public/og-image.png) after the practice profile changes. */
import path from 'node:path';
import { CHROMIUM, renderOgImage } from './og-image';

const outFile = path.resolve(__dirname, '../public/og-image.png');

renderOgImage(outFile)
  .then((written) => {
    if (!written) throw new Error(`og-image: needs Chromium at ${CHROMIUM} (CHROME_PATH overrides)`);
    console.log(`og-image: wrote ${outFile}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
