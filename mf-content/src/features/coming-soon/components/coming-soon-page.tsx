import type { ContentPageProps } from '@clinic/contracts';
import { comingSoonText, findSiteRoute } from '@clinic/content';
import { PageHeading } from '@clinic/ui';

export default function ComingSoonPage({ path }: ContentPageProps) {
  const route = findSiteRoute(path);
  return (
    <article>
      <PageHeading>{route?.heading}</PageHeading>
      <p>{comingSoonText}</p>
    </article>
  );
}
