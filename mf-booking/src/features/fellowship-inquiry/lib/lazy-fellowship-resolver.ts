import type { FellowshipInquiryBody } from '@clinic/contracts/booking';
import { lazyResolver } from '@/lib/lazy-resolver';

/** The inquiry form's resolver (the shared schema), loaded on first use. */
export const { resolver: lazyFellowshipResolver, preload: preloadFellowshipResolver } =
  lazyResolver<FellowshipInquiryBody>(
    async () => (await import('./fellowship-inquiry-resolver')).fellowshipInquiryResolver,
  );
