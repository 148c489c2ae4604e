import { defineMessages } from 'react-intl';

export const breadcrumbMessages = defineMessages({
  label: { id: 'shell.breadcrumbs.label', defaultMessage: 'Breadcrumb' },
});
