import { brandName, biographyPath, practiceProfile, type PracticeProfile } from '../practice-profile';
import type { SiteRoute } from '../routes/site-routes';
import { OG_IMAGE, ogImageAlt } from './og-image';
import { buildStructuredData } from './structured-data';

export interface PageMetadata {
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  robots: string;
  /** property -> content, e.g. 'og:title'. */
  openGraph: Record<string, string>;
  /** name -> content, e.g. 'twitter:card'. */
  twitter: Record<string, string>;
  structuredData?: Record<string, unknown>;
}

/**
 * Everything a page says about itself in <head>: built once here for the shell at run time
 * and for the prerendered HTML at build time.
 * @param pathname the path actually requested (the canonical defaults to origin + this path)
 */
export function buildPageMetadata(
  route: SiteRoute,
  pathname: string = route.path,
  profile: PracticeProfile = practiceProfile,
): PageMetadata {
  const title = `${route.title} | ${brandName(profile)}`;
  const canonical = `${profile.siteOrigin}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const image = `${profile.siteOrigin}${OG_IMAGE.path}`;
  const imageAlt = ogImageAlt(profile);
  return {
    title,
    description: route.description,
    keywords: route.keywords,
    canonical,
    robots: route.noIndex ? 'noindex, nofollow' : 'index, follow',
    openGraph: {
      'og:type': route.structuredData === 'person' ? 'profile' : 'website',
      'og:site_name': brandName(profile),
      'og:locale': 'en_GB',
      'og:title': title,
      'og:description': route.description,
      'og:url': canonical,
      'og:image': image,
      'og:image:type': OG_IMAGE.type,
      'og:image:width': String(OG_IMAGE.width),
      'og:image:height': String(OG_IMAGE.height),
      'og:image:alt': imageAlt,
    },
    twitter: {
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': route.description,
      'twitter:image': image,
      'twitter:image:alt': imageAlt,
    },
    structuredData: buildStructuredData(route, profile, {
      canonical,
      biographyUrl: `${profile.siteOrigin}${biographyPath(profile)}`,
    }),
  };
}
