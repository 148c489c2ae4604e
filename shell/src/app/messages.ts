import { defineMessages } from 'react-intl';

export const appMessages = defineMessages({
  notFoundTitle: { id: 'shell.app.notFoundTitle', defaultMessage: 'Page Not Found' },
  notFoundBody: {
    id: 'shell.app.notFoundBody',
    defaultMessage: "Sorry, the page you are looking for doesn't exist or has been moved.",
  },
  returnHome: { id: 'shell.app.returnHome', defaultMessage: 'Return to Home' },
  unexpectedError: { id: 'shell.app.unexpectedError', defaultMessage: 'Unexpected Application Error!' },
  unexpectedErrorBody: {
    id: 'shell.app.unexpectedErrorBody',
    defaultMessage: 'Something went wrong while showing this page. Please reload, or return to the home page.',
  },
  skipToContent: { id: 'shell.app.skipToContent', defaultMessage: 'Skip to main content' },
});
