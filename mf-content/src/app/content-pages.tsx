import { LoadingIndicator } from '@clinic/ui';
import type { ContentPageProps } from '@clinic/contracts';
import { articleLoaders, biographyPath } from '@clinic/content';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages } from '@/components/messages';

type PageComponent = LazyExoticComponent<ComponentType<ContentPageProps>>;

const HomePage = lazy(() => import('@/features/home/components/home-page'));
const InformationHubPage = lazy(() => import('@/features/information-hub/components/information-hub-page'));
const PublicationsPage = lazy(() => import('@/features/publications/components/publications-page'));
const BiographyPage = lazy(() => import('@/features/biography/components/biography-page'));
const PreviousFellowsPage = lazy(() => import('@/features/previous-fellows/components/previous-fellows-page'));
const PatientInformationPage = lazy(() => import('@/features/patient-information/components/patient-information-page'));
const ConditionsIndexPage = lazy(() => import('@/features/conditions-index/components/conditions-index-page'));
const ArticlePage = lazy(() => import('@/features/articles/components/article-page'));
const ComingSoonPage = lazy(() => import('@/features/coming-soon/components/coming-soon-page'));
const LegalPage = lazy(() => import('@/features/legal-pages/components/legal-page'));

/** The three anatomy guides and the seven general-condition articles share one page; each body is its own chunk. */
const ARTICLE_PAGES: Record<string, PageComponent> = Object.fromEntries(
  Object.keys(articleLoaders).map((path) => [path, ArticlePage]),
);

/** Each page is its own chunk: a visitor downloads only the page they open. */
export const CONTENT_PAGES: Readonly<Record<string, PageComponent>> = {
  '/': HomePage,
  '/information': InformationHubPage,
  '/publications': PublicationsPage,
  [biographyPath()]: BiographyPage,
  '/previous-fellows': PreviousFellowsPage,
  '/patient-information': PatientInformationPage,
  '/spinal-conditions/general': ConditionsIndexPage,
  ...ARTICLE_PAGES,
  '/spinal-conditions/cervical': ComingSoonPage,
  '/spinal-conditions/thoracic': ComingSoonPage,
  '/spinal-conditions/lumbar': ComingSoonPage,
  '/privacy': LegalPage,
  '/terms': LegalPage,
  '/accessibility': LegalPage,
};

function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The shell only sends paths whose owner is 'content'; anything else is a wiring mistake. */
export function ContentPages(props: ContentPageProps) {
  const intl = useIntl();
  const path = normalisePath(props.path);
  const Page = CONTENT_PAGES[path];
  if (!Page) throw new Error(`mf_content has no page for ${props.path}`);
  return (
    <Suspense fallback={<LoadingIndicator label={intl.formatMessage(sharedMessages.loadingPage)} />}>
      <Page {...props} path={path} />
    </Suspense>
  );
}
