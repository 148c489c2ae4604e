import type { ContentPageProps } from '@clinic/contracts';
import { RemoteMessages } from '@clinic/ui';
import { ContentPages } from '@/app/content-pages';

/** mf_content/content-page: the information page for a route path. */
export default function ContentPage(props: ContentPageProps) {
  return (
    <RemoteMessages messages={{}}>
      <ContentPages {...props} />
    </RemoteMessages>
  );
}
