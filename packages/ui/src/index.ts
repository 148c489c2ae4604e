export { clinicTheme, clinicColours } from './theme';
export { SiteProviders, RemoteMessages, readCspNonce, SITE_LOCALE, type SiteProvidersProps } from './site-providers';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export { mountStandalone } from './mount-standalone';
export { PageHeading } from './page-heading';
