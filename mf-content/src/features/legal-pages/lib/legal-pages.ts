import {
  accessibilityStatement,
  isRetentionSection,
  privacyNotice,
  termsOfUse,
  type LegalPage,
  type RetentionSection,
} from '@clinic/content';

export const LEGAL_PAGES: Readonly<Record<string, LegalPage>> = {
  '/privacy': privacyNotice,
  '/terms': termsOfUse,
  '/accessibility': accessibilityStatement,
};

/** The retention section of the legal page at `path`, if it has one. */
export function findRetentionSection(path: string): RetentionSection | undefined {
  return LEGAL_PAGES[path]?.sections.find(isRetentionSection);
}
