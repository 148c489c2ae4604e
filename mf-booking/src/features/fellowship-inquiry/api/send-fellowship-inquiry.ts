import { API_PATHS } from '@clinic/contracts';
import type { FellowshipInquiryBody, RequestAcceptedBody } from '@clinic/contracts/booking';
import { postJson } from '@/lib/api-client';

/** The server answered without confirming the inquiry was taken. */
export class InquiryNotConfirmedError extends Error {
  constructor() {
    super('The fellowship inquiry was not confirmed');
    this.name = 'InquiryNotConfirmedError';
  }
}

/** POST /api/fellowship-inquiries {name, email, message}; resolves with the stored inquiry's id. */
export async function sendFellowshipInquiry(inquiry: FellowshipInquiryBody): Promise<RequestAcceptedBody> {
  const answer = (await postJson(API_PATHS.fellowshipInquiries, inquiry)) as Partial<RequestAcceptedBody> | undefined;
  if (answer?.success !== true || typeof answer.id !== 'string') throw new InquiryNotConfirmedError();
  return answer as RequestAcceptedBody;
}
