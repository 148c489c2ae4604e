import { findSiteRoute } from '../routes/site-routes';
import { PERMANENT_REDIRECTS, permanentRedirectFor } from '../routes/redirects';

describe('permanent redirects', () => {
  it('moves /spinal-conditions to the general conditions index, with or without a trailing slash', () => {
    expect(permanentRedirectFor('/spinal-conditions')).toBe('/spinal-conditions/general');
    expect(permanentRedirectFor('/spinal-conditions/')).toBe('/spinal-conditions/general');
    expect(permanentRedirectFor('/spinal-conditions///')).toBe('/spinal-conditions/general');
    expect(permanentRedirectFor('/spinal-anatomy')).toBe('/general-spinal-anatomy');
  });

  it('leaves pages and unknown paths alone, including inherited object keys', () => {
    expect(permanentRedirectFor('/spinal-conditions/general')).toBeUndefined();
    expect(permanentRedirectFor('/nowhere')).toBeUndefined();
    expect(permanentRedirectFor('/constructor')).toBeUndefined();
    expect(permanentRedirectFor('/')).toBeUndefined();
    expect(permanentRedirectFor('//')).toBeUndefined();
  });

  it('only redirects from paths that are not pages, to paths that are', () => {
    for (const [from, to] of Object.entries(PERMANENT_REDIRECTS)) {
      expect(findSiteRoute(from)).toBeUndefined();
      expect(findSiteRoute(to)).toBeDefined();
    }
  });
});
