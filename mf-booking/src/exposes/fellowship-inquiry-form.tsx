import { FellowshipInquiryForm } from '@/features/fellowship-inquiry/components/fellowship-inquiry-form';

/** mf_booking/fellowship-inquiry-form */
export default function FellowshipInquiryFormExpose() {
  return <FellowshipInquiryForm />;
}
