import { biographyPath } from '../practice-profile';
import type { NavGroupId } from './site-routes';

export interface NavLink {
  label: string;
  path: string;
}

export interface NavGroup {
  id: NavGroupId;
  label: string;
  links: readonly NavLink[];
}

export const SERVICES_PATH = '/services';
export const PREVIOUS_FELLOWS_PATH = '/previous-fellows';

/** The three menus of the site header, in the spec's order. */
export const navGroups: readonly NavGroup[] = [
  {
    id: 'about',
    label: 'About',
    links: [
      { label: 'Biography', path: biographyPath() },
      { label: 'Previous Fellows', path: PREVIOUS_FELLOWS_PATH },
      { label: 'Publications', path: '/publications' },
    ],
  },
  {
    id: 'anatomy',
    label: 'Spinal Anatomy',
    links: [
      { label: 'General Spinal Anatomy', path: '/general-spinal-anatomy' },
      { label: 'Cervical Spinal Anatomy', path: '/cervical-spinal-anatomy' },
      { label: 'Lumbar Spinal Anatomy', path: '/lumbar-spinal-anatomy' },
    ],
  },
  {
    id: 'conditions',
    label: 'Spinal Conditions',
    links: [
      { label: 'Patient Information', path: '/patient-information' },
      { label: 'General', path: '/spinal-conditions/general' },
      { label: 'Cervical', path: '/spinal-conditions/cervical' },
      { label: 'Thoracic', path: '/spinal-conditions/thoracic' },
      { label: 'Lumbar', path: '/spinal-conditions/lumbar' },
    ],
  },
];

/** The menu holding the current route (exact link match, or an article beneath one of its links). */
export function activeNavGroup(pathname: string): NavGroupId | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const group = navGroups.find((candidate) =>
    candidate.links.some((link) => path === link.path || path.startsWith(`${link.path}/`)),
  );
  return group?.id;
}

/** Friendly breadcrumb labels by path segment; anything else is shown raw. */
export const breadcrumbLabels: Readonly<Record<string, string>> = {
  [biographyPath().slice(1)]: 'Biography',
  information: 'Information',
  'general-spinal-anatomy': 'General Spinal Anatomy',
  'cervical-spinal-anatomy': 'Cervical Spinal Anatomy',
  'lumbar-spinal-anatomy': 'Lumbar Spinal Anatomy',
  'patient-information': 'Patient Information',
  'previous-fellows': 'Previous Fellows',
  publications: 'Publications',
  services: 'Services',
  privacy: 'Privacy Notice',
  terms: 'Terms of Use',
  accessibility: 'Accessibility Statement',
};

/** The footer's links to the privacy notice, terms and accessibility statement. */
export const legalLinks: readonly NavLink[] = [
  { label: 'Privacy notice', path: '/privacy' },
  { label: 'Terms of use', path: '/terms' },
  { label: 'Accessibility statement', path: '/accessibility' },
];

export interface Crumb {
  label: string;
  path: string;
  /** The last crumb is the current page and is not a link. */
  isCurrent: boolean;
}

/** Home, then one crumb per path segment. None on the home page. */
export function buildBreadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: 'Home', path: '/', isCurrent: false }];
  segments.forEach((segment, index) => {
    crumbs.push({
      label: breadcrumbLabels[segment] ?? safeDecode(segment),
      path: `/${segments.slice(0, index + 1).join('/')}`,
      isCurrent: index === segments.length - 1,
    });
  });
  return crumbs;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
