import {
  STAFF_API_PATHS,
  type FellowshipInquiriesListBody,
  type FellowshipInquiryListItem,
  type StaffRequestKind,
  type SubmissionListItem,
  type SubmissionsListBody,
} from '@clinic/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffRequest } from '@/lib/staff-api-client';

export const staffListQueryKey = (kind: StaffRequestKind) => ['staff', 'list', kind] as const;

export interface StaffLists {
  booking: SubmissionListItem[];
  fellowship_inquiry: FellowshipInquiryListItem[];
}

const fetchers: { [Kind in StaffRequestKind]: () => Promise<StaffLists[Kind]> } = {
  booking: async () => (await staffRequest<SubmissionsListBody>(STAFF_API_PATHS.bookingSubmissions)).submissions,
  fellowship_inquiry: async () =>
    (await staffRequest<FellowshipInquiriesListBody>(STAFF_API_PATHS.fellowshipInquiries)).inquiries,
};

/** Every request of one kind, newest first (no paging); loaded once and then searched and filtered in the page. */
export const useStaffList = <Kind extends StaffRequestKind>(kind: Kind) =>
  useQuery({ queryKey: staffListQueryKey(kind), queryFn: fetchers[kind] });
