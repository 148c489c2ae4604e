import { isInternalHref, opensInNewTab } from '../links';

describe('link targets', () => {
  it('treats site paths as internal', () => {
    expect(isInternalHref('/general-spinal-anatomy')).toBe(true);
    expect(isInternalHref('https://www.nhs.uk/')).toBe(false);
    expect(isInternalHref('//cdn.example/x')).toBe(false);
    expect(isInternalHref('#')).toBe(false);
  });

  it('opens only web addresses in a new tab', () => {
    expect(opensInNewTab('https://doi.org/10.5555/x')).toBe(true);
    expect(opensInNewTab('http://example.org')).toBe(true);
    expect(opensInNewTab('#')).toBe(false);
    expect(opensInNewTab('/publications')).toBe(false);
  });
});
