import { PLAIN_FORM_PAGES } from '@clinic/content';
import { bookingFormMessages as m } from '../messages';

// The server's confirmation page (a form posted without JavaScript) says what this form says once it has sent.
describe("the booking form's success texts and the server's confirmation page", () => {
  it.each([PLAIN_FORM_PAGES.booking, PLAIN_FORM_PAGES.childrenBooking])('are the same words', (page) => {
    expect(page.receivedHeading).toBe(m.receivedHeading.defaultMessage);
    expect(page.receivedBody).toBe(m.sentBody.defaultMessage);
    expect(page.startAgain).toBe(m.submitAnother.defaultMessage);
  });
});
