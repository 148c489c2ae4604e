/** The shell build's prerender step (see prerender-pages.ts). */
import { prerenderSite } from './prerender-pages';

prerenderSite().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
