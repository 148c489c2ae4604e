/** Fixed texts of the assistant's answers. */

/** The booking page: where the assistant sends people who want their own symptoms looked at. */
export const BOOKING_PATH = '/services';

/** When the site has nothing on the question. */
export const NO_MATCH_REPLY =
  'I could not find anything about that on this site. I can give general information about spinal conditions, ' +
  'such as back and neck pain, sciatica, disc problems, spinal stenosis and the anatomy of the spine. ' +
  `To talk about your own symptoms with the surgeon, you can [book a consultation](${BOOKING_PATH}).`;

export const READ_MORE = 'Read more:';
