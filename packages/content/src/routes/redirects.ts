/**
 * Paths people may arrive at (breadcrumbs build '/spinal-conditions' from an article's path) that have no page of
 * their own: each moves permanently to its index page, with a 301 from the server and a redirect in the app.
 */
export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = {
  '/spinal-conditions': '/spinal-conditions/general',
  // The anatomy guides have no index of their own; the general guide links to the others.
  '/spinal-anatomy': '/general-spinal-anatomy',
};

const SLASH = 0x2f;

/**
 * The path without its trailing slashes ('/' stays '/'). A loop from the end, linear in the path's length: the regex
 * /\/+$/ it replaces retried from every slash of a run that did not reach the end, so '/' followed by 16,000 slashes
 * and a letter took 0.6 s of the event loop.
 */
const withoutTrailingSlashes = (pathname: string): string => {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === SLASH) end -= 1;
  return end === pathname.length ? pathname : pathname.slice(0, end);
};

/** Where a path moved to, or undefined; a trailing slash is ignored. */
export function permanentRedirectFor(pathname: string): string | undefined {
  const normalised = withoutTrailingSlashes(pathname);
  return Object.hasOwn(PERMANENT_REDIRECTS, normalised) ? PERMANENT_REDIRECTS[normalised] : undefined;
}
