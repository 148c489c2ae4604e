import { activeNavGroup, buildBreadcrumbs, legalLinks, navGroups } from '../routes/navigation';
import { biographyPath, practiceProfile } from '../practice-profile';
import { findSiteRoute, siteRoutes } from '../routes/site-routes';

describe('biographyPath', () => {
  it('is derived from the surgeon name', () => {
    expect(biographyPath({ ...practiceProfile, surgeonName: 'Alex Example' })).toBe('/alex-example-biography');
    expect(biographyPath({ ...practiceProfile, surgeonName: 'Zoë O’Brien-Smith' })).toBe(
      '/zoe-o-brien-smith-biography',
    );
  });
});

describe('buildBreadcrumbs', () => {
  it('shows none on the home page', () => {
    expect(buildBreadcrumbs('/')).toEqual([]);
  });

  it('starts at Home, uses friendly labels and marks only the last crumb current', () => {
    expect(buildBreadcrumbs('/previous-fellows')).toEqual([
      { label: 'Home', path: '/', isCurrent: false },
      { label: 'Previous Fellows', path: '/previous-fellows', isCurrent: true },
    ]);
    expect(buildBreadcrumbs(biographyPath()).map((crumb) => crumb.label)).toEqual(['Home', 'Biography']);
    expect(buildBreadcrumbs('/services').map((crumb) => crumb.label)).toEqual(['Home', 'Services']);
    expect(buildBreadcrumbs('/privacy').map((crumb) => crumb.label)).toEqual(['Home', 'Privacy Notice']);
    expect(buildBreadcrumbs('/accessibility').map((crumb) => crumb.label)).toEqual(['Home', 'Accessibility Statement']);
  });

  it('shows unknown segments raw, one crumb per segment', () => {
    expect(buildBreadcrumbs('/spinal-conditions/general/disc-problems')).toEqual([
      { label: 'Home', path: '/', isCurrent: false },
      { label: 'spinal-conditions', path: '/spinal-conditions', isCurrent: false },
      { label: 'general', path: '/spinal-conditions/general', isCurrent: false },
      { label: 'disc-problems', path: '/spinal-conditions/general/disc-problems', isCurrent: true },
    ]);
  });

  it('ignores a trailing slash', () => {
    expect(buildBreadcrumbs('/publications/').map((crumb) => crumb.label)).toEqual(['Home', 'Publications']);
  });
});

describe('activeNavGroup', () => {
  it('finds the menu holding the current route', () => {
    expect(activeNavGroup(biographyPath())).toBe('about');
    expect(activeNavGroup('/publications')).toBe('about');
    expect(activeNavGroup('/lumbar-spinal-anatomy')).toBe('anatomy');
    expect(activeNavGroup('/spinal-conditions/general/sciatica')).toBe('conditions');
    expect(activeNavGroup('/patient-information')).toBe('conditions');
  });

  it('highlights no menu for pages outside them', () => {
    expect(activeNavGroup('/')).toBeUndefined();
    expect(activeNavGroup('/services')).toBeUndefined();
    expect(activeNavGroup('/information')).toBeUndefined();
  });
});

describe('route table', () => {
  it('has every menu and footer link as a known route', () => {
    for (const link of [...navGroups.flatMap((group) => group.links), ...legalLinks]) {
      expect(findSiteRoute(link.path)?.path).toBe(link.path);
    }
  });

  it('lists each spec route once', () => {
    const paths = siteRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(25);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/information',
        '/publications',
        biographyPath(),
        '/previous-fellows',
        '/patient-information',
        '/spinal-conditions/general',
        '/spinal-conditions/general/spondy-terms',
        '/spinal-conditions/thoracic',
        '/services',
        '/privacy',
        '/terms',
        '/accessibility',
        '/booking-submissions',
      ]),
    );
  });
});
