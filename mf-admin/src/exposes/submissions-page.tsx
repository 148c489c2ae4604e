import { SubmissionsPage } from '@/features/submissions/components/submissions-page';

/** mf_admin/submissions-page */
export default function SubmissionsPageExpose() {
  return <SubmissionsPage />;
}
