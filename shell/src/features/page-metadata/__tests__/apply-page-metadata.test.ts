import { buildPageMetadata, findSiteRoute, NOT_FOUND_ROUTE, practiceProfile } from '@clinic/content';
import { applyPageMetadata } from '../lib/apply-page-metadata';

const metadataFor = (path: string) => buildPageMetadata(findSiteRoute(path)!);

describe('applyPageMetadata', () => {
  beforeEach(() => {
    document.head.innerHTML = '<script type="application/ld+json">{"prerendered":true}</script>';
  });

  it('sets title, description, canonical and social tags', () => {
    applyPageMetadata(document, metadataFor('/publications'));
    expect(document.title).toBe(`Publications | ${practiceProfile.surgeonName} FRCS`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/./));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${practiceProfile.siteOrigin}/publications`,
    );
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', document.title);
    expect(document.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });

  it('keeps exactly one JSON-LD block, for the current page only', () => {
    applyPageMetadata(document, metadataFor('/'));
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent!)['@type']).toBe('MedicalBusiness');

    applyPageMetadata(document, metadataFor('/information'));
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('updates tags in place rather than adding duplicates', () => {
    applyPageMetadata(document, metadataFor('/publications'));
    applyPageMetadata(document, buildPageMetadata(NOT_FOUND_ROUTE, '/missing'));
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(document.querySelector('meta[name="keywords"]')).toBeNull();
  });
});
