import type { PracticeProfile } from '../practice-profile';
import type { SiteRoute } from '../routes/site-routes';

function postalAddresses(profile: PracticeProfile) {
  return profile.locations.map((location) => ({
    '@type': 'PostalAddress',
    name: location.name,
    streetAddress: location.streetAddress,
    addressLocality: location.locality,
    addressRegion: location.region,
    postalCode: location.postalCode,
    addressCountry: location.country,
  }));
}

function person(profile: PracticeProfile, url: string) {
  return {
    '@type': 'Person',
    name: profile.surgeonName,
    honorificSuffix: profile.postNominals,
    jobTitle: profile.title,
    url,
    sameAs: [profile.scholarProfileUrl],
  };
}

/** A clinical article: who checked it and when (schema.org MedicalWebPage, as NHS.UK pages carry). */
function medicalWebPage(route: SiteRoute, profile: PracticeProfile, urls: { canonical: string; biographyUrl: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    name: route.title,
    headline: route.heading,
    description: route.description,
    url: urls.canonical,
    inLanguage: 'en-GB',
    ...(route.review ? { lastReviewed: route.review.lastReviewed } : {}),
    reviewedBy: person(profile, urls.biographyUrl),
  };
}

/**
 * schema.org JSON-LD: medical business on home, person on the biography, priced services on /services, a medical
 * web page on each article.
 */
export function buildStructuredData(
  route: SiteRoute,
  profile: PracticeProfile,
  urls: { canonical: string; biographyUrl: string },
): Record<string, unknown> | undefined {
  const business = {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    name: `${profile.surgeonName} ${profile.postNominals}`,
    description: `${profile.title} in private practice`,
    url: profile.siteOrigin,
    telephone: profile.adultStaffPhone,
    address: postalAddresses(profile),
    medicalSpecialty: 'Orthopedic',
    founder: person(profile, urls.biographyUrl),
  };
  switch (route.structuredData) {
    case 'medical-business':
      return business;
    case 'person':
      return { '@context': 'https://schema.org', ...person(profile, urls.canonical) };
    case 'services':
      return {
        ...business,
        url: urls.canonical,
        priceRange: '£300-£400',
        paymentAccepted: 'Cash, Insurance',
        currenciesAccepted: 'GBP',
      };
    case 'medical-web-page':
      return medicalWebPage(route, profile, urls);
    case undefined:
      return undefined;
  }
}
