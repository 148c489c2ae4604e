import { practiceProfile } from '../practice-profile';
import { PREVIOUS_FELLOWS_PATH, SERVICES_PATH } from '../routes/navigation';

/**
 * The text of the pages the server answers a form with when no script sent it (the browser's own POST): the
 * confirmation, the form again with its errors (GOV.UK's error summary), and a request that could not be sent. The
 * confirmations repeat the spec's success texts, which the forms' own messages (react-intl, in mf-booking) show
 * when a script sends them; a test there keeps the two the same.
 */
export interface PlainFormPage {
  /** The page whose form this is, answered again with the outcome. */
  page: string;
  receivedHeading: string;
  receivedBody: string;
  /** The link back to an empty form. */
  startAgain: string;
  /** The number to call when a request cannot be sent. */
  phone: string;
}

export const PLAIN_FORM_PAGES = {
  booking: {
    page: SERVICES_PATH,
    receivedHeading: 'Booking Request Received',
    receivedBody: "We'll contact you soon to confirm your appointment.",
    startAgain: 'Submit Another Request',
    phone: practiceProfile.adultStaffPhone,
  },
  childrenBooking: {
    page: SERVICES_PATH,
    receivedHeading: 'Booking Request Received',
    receivedBody: "We'll contact you soon to confirm your appointment.",
    startAgain: 'Submit Another Request',
    phone: practiceProfile.childrenStaffPhone,
  },
  fellowshipInquiry: {
    page: PREVIOUS_FELLOWS_PATH,
    receivedHeading: 'Success!',
    receivedBody: "Your fellowship inquiry has been sent successfully. We'll get back to you soon.",
    startAgain: 'Back to Previous Fellows',
    phone: practiceProfile.adultStaffPhone,
  },
} as const satisfies Record<string, PlainFormPage>;

/** What the pages say around the form; `{phone}` is the number of the form's team. */
export const PLAIN_FORM_TEXT = {
  /** Before the page title when the form comes back with errors (GOV.UK), and before each field's message. */
  errorPrefix: 'Error',
  errorSummaryTitle: 'There is a problem',
  notSentHeading: 'Your request has not been sent',
  rateLimited:
    'Too many requests have been sent from your connection. Your answers are still in the form below: please try again later, or call us on {phone}.',
  failed:
    'There was a problem sending your request. Your answers are still in the form below: please try again later, or call us on {phone}.',
  crossSite:
    'This request came from another website, so it was not sent. If you meant to contact us, please fill in the form below, or call us on {phone}.',
  unreadable:
    'Your request could not be read, so it was not sent. Please fill in the form again, keeping each answer short, or call us on {phone}.',
} as const;
