import {
  bookingSubmissionPath,
  fellowshipInquiryPath,
  type FellowshipInquiryDetail,
  type FellowshipInquiryDetailBody,
  type StaffRequestKind,
  type SubmissionDetail,
  type SubmissionDetailBody,
} from '@clinic/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffRequest } from '@/lib/staff-api-client';

export const staffRequestQueryKey = (kind: StaffRequestKind, id: string) => ['staff', 'request', kind, id] as const;

export type StaffRequestDetail = SubmissionDetail | FellowshipInquiryDetail;

export const staffRequestPath = (kind: StaffRequestKind, id: string) =>
  kind === 'booking' ? bookingSubmissionPath(id) : fellowshipInquiryPath(id);

/** The answer of GET and PATCH on one request, whichever its kind. */
export const detailOf = (body: SubmissionDetailBody | FellowshipInquiryDetailBody): StaffRequestDetail =>
  'submission' in body ? body.submission : body.inquiry;

/** The whole request (each read is audited). */
export const useStaffRequest = (kind: StaffRequestKind, id: string) =>
  useQuery({
    queryKey: staffRequestQueryKey(kind, id),
    queryFn: async () =>
      detailOf(await staffRequest<SubmissionDetailBody | FellowshipInquiryDetailBody>(staffRequestPath(kind, id))),
  });
