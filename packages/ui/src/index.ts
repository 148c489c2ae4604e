export { clinicTheme } from './theme';
export { clinicColours } from './brand';
export { SiteProviders, readCspNonce, SITE_LOCALE, type SiteProvidersProps } from './site-providers';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export { mountStandalone } from './mount-standalone';
export { PageHeading } from './page-heading';
export { SurfaceCard, type SurfaceCardProps } from './surface-card';
export { LoadingIndicator, LOADING_INDICATOR_ATTRIBUTE } from './loading-indicator';
export { useButtonLookStyles } from './button-look';
