import { PageHeading } from '@clinic/ui';

/** mf_admin/submissions-page */
export default function SubmissionsPage() {
  return <PageHeading>Booking Submissions</PageHeading>;
}
