import { defineMessages } from 'react-intl';

export const remoteSlotMessages = defineMessages({
  unavailableTitle: {
    id: 'shell.remoteSlots.unavailableTitle',
    defaultMessage: 'This part of the page could not be loaded',
  },
  unavailableBody: {
    id: 'shell.remoteSlots.unavailableBody',
    defaultMessage: 'Please refresh the page or try again shortly. To book, call {phone}.',
  },
  loading: { id: 'shell.remoteSlots.loading', defaultMessage: 'Loading…' },
});
