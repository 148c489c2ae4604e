import { biographyPath, brandName, practiceProfile } from '../practice-profile';
import { articleRoutes } from '../routes/article-routes';
import { findSiteRoute, NOT_FOUND_ROUTE } from '../routes/site-routes';
import { ogImageAlt, ogImageLines } from '../seo/og-image';
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

  it('names a 1200x630 PNG for link previews, with alt text', () => {
    const metadata = buildPageMetadata(route('/information'));
    expect(metadata.openGraph['og:image']).toBe(`${practiceProfile.siteOrigin}/og-image.png`);
    expect(metadata.openGraph['og:image:type']).toBe('image/png');
    expect([metadata.openGraph['og:image:width'], metadata.openGraph['og:image:height']]).toEqual(['1200', '630']);
    expect(metadata.openGraph['og:image:alt']).toBe(ogImageAlt());
    expect(metadata.twitter['twitter:image:alt']).toBe(ogImageAlt());
    for (const line of ogImageLines()) expect(ogImageAlt()).toContain(line);
  });

  it("describes home with the page's own description, not the job title", () => {
    const home = buildPageMetadata(route('/'));
    expect(home.description).not.toBe(practiceProfile.title);
    expect(home.description).toContain(practiceProfile.surgeonName);
    expect(home.description.length).toBeGreaterThan(80);
  });

  it('marks each article as a medical web page, reviewed by the surgeon on its review date', () => {
    for (const article of articleRoutes) {
      const data = buildPageMetadata(route(article.path)).structuredData as {
        '@type': string;
        lastReviewed: string;
        reviewedBy: { '@type': string; name: string };
      };
      expect(data['@type']).toBe('MedicalWebPage');
      expect(data.lastReviewed).toBe(article.review.lastReviewed);
      expect(data.reviewedBy).toMatchObject({ '@type': 'Person', name: practiceProfile.surgeonName });
    }
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
