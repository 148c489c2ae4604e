/**
 * Paths people may arrive at (breadcrumbs build '/spinal-conditions' from an article's path) that have no page of
 * their own: each moves permanently to its index page, with a 301 from the server and a redirect in the app.
 */
export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = {
  '/spinal-conditions': '/spinal-conditions/general',
  // The anatomy guides have no index of their own; the general guide links to the others.
  '/spinal-anatomy': '/general-spinal-anatomy',
};

/** Where a path moved to, or undefined; a trailing slash is ignored. */
export function permanentRedirectFor(pathname: string): string | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(PERMANENT_REDIRECTS, normalised) ? PERMANENT_REDIRECTS[normalised] : undefined;
}
