import { FellowshipInquiryNotice } from '@/features/fellowship-inquiry/components/fellowship-inquiry-notice';

/** mf_booking/fellowship-inquiry-form */
export default function FellowshipInquiryFormExpose() {
  return <FellowshipInquiryNotice />;
}
