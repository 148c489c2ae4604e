import { joiResolver } from '@hookform/resolvers/joi';
import { buildFellowshipInquirySchema, type FellowshipInquiryBody } from '@clinic/contracts/booking';
import type { Resolver } from 'react-hook-form';

/** The shared inquiry schema as react-hook-form's resolver. Loaded on the first check (see the form). */
export const fellowshipInquiryResolver: Resolver<FellowshipInquiryBody> = joiResolver(buildFellowshipInquirySchema(), {
  abortEarly: false,
});
