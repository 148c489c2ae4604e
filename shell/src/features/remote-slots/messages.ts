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
  filtersUnavailable: {
    id: 'shell.remoteSlots.filtersUnavailable',
    defaultMessage: 'Search and filters are not available just now, so the full list is shown below.',
  },
  formUnavailable: {
    id: 'shell.remoteSlots.formUnavailable',
    defaultMessage: 'Sorry, this form could not be loaded just now. Please call the clinic on {phone} instead.',
  },
  controlsUnavailable: {
    id: 'shell.remoteSlots.controlsUnavailable',
    defaultMessage: 'Some interactive parts of this section are not available just now.',
  },
});
