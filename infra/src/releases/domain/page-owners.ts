import type { PageOwner } from '@clinic/content';
import type { RemoteApp } from './remote-app';

/** Whose routes' server HTML a promotion refreshes. mf-chat renders no route's main content, so none. */
export const PAGE_OWNER_OF: Readonly<Record<RemoteApp, PageOwner | undefined>> = {
  'mf-content': 'content',
  'mf-booking': 'booking',
  'mf-chat': undefined,
  'mf-admin': 'admin',
};
