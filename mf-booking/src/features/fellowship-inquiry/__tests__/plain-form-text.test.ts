import { PLAIN_FORM_PAGES } from '@clinic/content';
import { fellowshipInquiryMessages as m } from '../messages';

// The server's confirmation page (a form posted without JavaScript) says what this form's success notice says.
it("the fellowship form's success text is the server confirmation page's", () => {
  expect(PLAIN_FORM_PAGES.fellowshipInquiry.receivedHeading).toBe(m.successTitle.defaultMessage);
  expect(PLAIN_FORM_PAGES.fellowshipInquiry.receivedBody).toBe(m.successBody.defaultMessage);
});
