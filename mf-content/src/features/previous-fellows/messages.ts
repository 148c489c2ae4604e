import { defineMessages } from 'react-intl';

export const previousFellowsMessages = defineMessages({
  backToInformation: { id: 'content.previousFellows.backToInformation', defaultMessage: 'Back to Information' },
  fellowshipInquiry: { id: 'content.previousFellows.fellowshipInquiry', defaultMessage: 'Fellowship Inquiry' },
});
