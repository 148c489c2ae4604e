/** Hrefs starting with a single '/' are pages of this site; anything else (https:, mailto:, '#') is not. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** External web addresses open in a new tab; '#' placeholders and internal paths do not. */
export function opensInNewTab(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
