import type { ContentPageProps } from '@clinic/contracts';
import { Spinner } from '@fluentui/react-spinner';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

type PageComponent = LazyExoticComponent<ComponentType<ContentPageProps>>;

const ComingSoonPage = lazy(() => import('@/features/coming-soon/components/coming-soon-page'));

/** Each page is its own chunk: a visitor downloads only the page they open. */
const PAGES: Record<string, PageComponent> = {
  '/spinal-conditions/cervical': ComingSoonPage,
  '/spinal-conditions/thoracic': ComingSoonPage,
  '/spinal-conditions/lumbar': ComingSoonPage,
};

export function ContentPages(props: ContentPageProps) {
  const Page = PAGES[props.path];
  if (!Page) throw new Error(`mf_content has no page for ${props.path}`);
  return (
    <Suspense fallback={<Spinner size="small" />}>
      <Page {...props} />
    </Suspense>
  );
}
