import {
  biographySummary,
  conditionsIndexSummary,
  fellowsSummary,
  homeSummary,
  informationHubSummary,
  patientInformationSummary,
  privacySummary,
  termsSummary,
  accessibilitySummary,
} from '../page-summaries';
import { biographyPath, brandName, practiceProfile } from '../practice-profile';
import type { ContentReview } from '../model';
import { articleRoutes, type ArticleRouteMeta } from './article-routes';
import { PREVIOUS_FELLOWS_PATH, SERVICES_PATH } from './navigation';

/** Which remote renders a route's main content. */
export type PageOwner = 'content' | 'booking' | 'admin';

export type StructuredDataKind = 'medical-business' | 'person' | 'services' | 'medical-web-page';

export type NavGroupId = 'about' | 'anatomy' | 'conditions';

export interface SiteRoute {
  path: string;
  /** The '{page title}' part of '{page title} | {brand}'. */
  title: string;
  /** The page's one h1. */
  heading: string;
  description: string;
  keywords: string[];
  owner: PageOwner;
  structuredData?: StructuredDataKind;
  /** Staff-only pages are kept out of search engines. */
  noIndex?: boolean;
  /** Clinical pages: when the content was last reviewed and is next due. */
  review?: ContentReview;
}

const COMING_SOON_REGIONS = ['cervical', 'thoracic', 'lumbar'] as const;

function articleRoute(article: ArticleRouteMeta): SiteRoute {
  return {
    path: article.path,
    title: article.title,
    heading: article.title,
    description: article.description,
    keywords: article.keywords,
    owner: 'content',
    structuredData: 'medical-web-page',
    review: article.review,
  };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const { surgeonName, title: surgeonTitle } = practiceProfile;

/** The route table of the spec, in navigation order. Every known page is here and nowhere else. */
export const siteRoutes: readonly SiteRoute[] = [
  {
    path: '/',
    title: `${surgeonTitle} in London and Hertfordshire`,
    heading: brandName(),
    description: homeSummary.description,
    keywords: ['spinal surgeon', 'orthopaedic surgeon', 'scoliosis', 'back pain', 'London', 'Stanmore', 'Elstree'],
    owner: 'content',
    structuredData: 'medical-business',
  },
  {
    path: '/information',
    title: 'Information',
    heading: informationHubSummary.heading,
    description: informationHubSummary.lead,
    keywords: ['patient information', 'spinal surgery', 'publications', 'fellowship'],
    owner: 'content',
  },
  {
    path: '/publications',
    title: 'Publications',
    heading: 'Publications',
    description: `Published research and articles by ${surgeonName} on spinal surgery, deformity and oncology.`,
    keywords: ['spinal research', 'publications', 'scoliosis research', 'spinal oncology'],
    owner: 'content',
  },
  {
    path: biographyPath(),
    title: 'Biography',
    heading: biographySummary.heading,
    description: biographySummary.description,
    keywords: biographySummary.keywords,
    owner: 'content',
    structuredData: 'person',
  },
  {
    path: PREVIOUS_FELLOWS_PATH,
    title: 'Previous Fellows',
    heading: 'Previous Fellows',
    description: fellowsSummary.description,
    keywords: fellowsSummary.keywords,
    owner: 'content',
  },
  {
    path: '/patient-information',
    title: 'Patient Information',
    heading: patientInformationSummary.title,
    description: patientInformationSummary.lead,
    keywords: ['patient information', 'back pain', 'cauda equina', 'sciatica', 'scoliosis'],
    owner: 'content',
  },
  ...articleRoutes.filter((article) => !article.path.startsWith('/spinal-conditions/')).map(articleRoute),
  {
    path: '/spinal-conditions/general',
    title: conditionsIndexSummary.title,
    heading: conditionsIndexSummary.title,
    description: conditionsIndexSummary.description,
    keywords: ['spinal conditions', 'back pain', 'disc problems', 'sciatica'],
    owner: 'content',
  },
  ...articleRoutes.filter((article) => article.path.startsWith('/spinal-conditions/')).map(articleRoute),
  ...COMING_SOON_REGIONS.map((region): SiteRoute => ({
    path: `/spinal-conditions/${region}`,
    title: `${capitalise(region)} Spinal Conditions`,
    heading: `${capitalise(region)} Spinal Conditions`,
    description: `Information about ${region} spinal conditions is being prepared.`,
    keywords: ['spinal conditions', region],
    owner: 'content',
  })),
  {
    path: SERVICES_PATH,
    title: 'Services & Appointments',
    heading: 'Services & Appointments',
    description: `Book a consultation with ${surgeonName}: self-paying and insured appointments for adults and children.`,
    keywords: ['book appointment', 'spinal consultation', 'private spinal surgeon', 'children spinal clinic'],
    owner: 'booking',
    structuredData: 'services',
  },
  ...[
    {
      path: '/privacy',
      summary: privacySummary,
      keywords: ['privacy notice', 'data protection', 'UK GDPR', 'cookies'],
    },
    { path: '/terms', summary: termsSummary, keywords: ['terms of use', 'medical disclaimer'] },
    { path: '/accessibility', summary: accessibilitySummary, keywords: ['accessibility statement', 'WCAG 2.2'] },
  ].map(({ path, summary, keywords }): SiteRoute => ({
    path,
    title: summary.heading,
    heading: summary.heading,
    description: summary.description,
    keywords,
    owner: 'content',
  })),
  {
    path: '/booking-submissions',
    title: 'Booking Submissions',
    heading: 'Booking Submissions',
    description: 'Staff view of appointment requests received.',
    keywords: [],
    owner: 'admin',
    noIndex: true,
  },
];

export const NOT_FOUND_ROUTE: SiteRoute = {
  path: '/404',
  title: 'Page Not Found',
  heading: 'Page Not Found',
  description: "The page you are looking for doesn't exist or has been moved.",
  keywords: [],
  owner: 'content',
  noIndex: true,
};

export function findSiteRoute(pathname: string): SiteRoute | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return siteRoutes.find((route) => route.path === normalised);
}
