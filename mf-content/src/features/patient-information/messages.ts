import { defineMessages } from 'react-intl';

export const patientInformationMessages = defineMessages({
  backToInformation: { id: 'content.patientInformation.backToInformation', defaultMessage: 'Back to Information' },
  readTime: { id: 'content.patientInformation.readTime', defaultMessage: '{minutes} min read' },
  categoryPrefix: { id: 'content.patientInformation.categoryPrefix', defaultMessage: 'Category:' },
  disclaimerHeading: { id: 'content.patientInformation.disclaimerHeading', defaultMessage: 'Disclaimer' },
});
