export function FellowshipInquiryNotice() {
  return null;
}
