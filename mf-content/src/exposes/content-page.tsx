import type { ContentPageProps } from '@clinic/contracts';
import { ContentPages } from '@/app/content-pages';

/** mf_content/content-page: the information page for a route path. */
export default function ContentPage(props: ContentPageProps) {
  return <ContentPages {...props} />;
}
