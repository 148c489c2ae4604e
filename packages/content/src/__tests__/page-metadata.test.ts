import { biographyPath, brandName, practiceProfile } from '../practice-profile';
import { findSiteRoute, NOT_FOUND_ROUTE } from '../routes/site-routes';
import { renderHeadTags } from '../seo/head-tags';
import { buildPageMetadata } from '../seo/page-metadata';

const route = (path: string) => {
  const found = findSiteRoute(path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('buildPageMetadata', () => {
  it("titles pages '{page title} | {name} FRCS'", () => {
    expect(buildPageMetadata(route('/publications')).title).toBe(`Publications | ${practiceProfile.surgeonName} FRCS`);
  });

  it('defaults the canonical to the site origin plus the current path', () => {
    expect(buildPageMetadata(route('/publications')).canonical).toBe(`${practiceProfile.siteOrigin}/publications`);
    expect(buildPageMetadata(route('/')).canonical).toBe(`${practiceProfile.siteOrigin}/`);
    expect(buildPageMetadata(NOT_FOUND_ROUTE, '/missing/').canonical).toBe(`${practiceProfile.siteOrigin}/missing`);
  });

  it('adds Open Graph and Twitter card tags', () => {
    const metadata = buildPageMetadata(route('/information'));
    expect(metadata.openGraph['og:title']).toBe(metadata.title);
    expect(metadata.openGraph['og:url']).toBe(metadata.canonical);
    expect(metadata.twitter['twitter:card']).toBe('summary_large_image');
  });

  it('describes the medical business with three addresses on the home page', () => {
    const data = buildPageMetadata(route('/')).structuredData as {
      '@type': string;
      address: { addressLocality: string }[];
    };
    expect(data['@type']).toBe('MedicalBusiness');
    expect(data.address.map((address) => address.addressLocality)).toEqual(['Stanmore', 'London', 'Elstree']);
  });

  it('describes a person on the biography and priced services on /services', () => {
    expect(buildPageMetadata(route(biographyPath())).structuredData?.['@type']).toBe('Person');
    const services = buildPageMetadata(route('/services')).structuredData;
    expect(services?.priceRange).toBe('£300-£400');
    expect(services?.paymentAccepted).toBe('Cash, Insurance');
  });

  it('keeps staff pages out of search engines', () => {
    expect(buildPageMetadata(route('/booking-submissions')).robots).toBe('noindex, nofollow');
    expect(buildPageMetadata(route('/information')).robots).toBe('index, follow');
  });
});

describe('renderHeadTags', () => {
  it('escapes text and keeps JSON-LD from closing its script tag', () => {
    const html = renderHeadTags({
      ...buildPageMetadata(route('/services')),
      description: 'Fish & "chips" <b>',
      structuredData: { name: '</script><script>alert(1)</script>' },
    });
    expect(html).toContain(`<title>Services &amp; Appointments | ${brandName()}</title>`);
    expect(html).toContain('content="Fish &amp; &quot;chips&quot; &lt;b&gt;"');
    expect(html).not.toContain('</script><script>');
  });
});
