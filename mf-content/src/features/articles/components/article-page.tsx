import type { ContentPageProps } from '@clinic/contracts';
import { findSiteRoute } from '@clinic/content';
import { LoadingIndicator, PageHeading } from '@clinic/ui';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { articlesMessages } from '../messages';
import { ArticleBody } from './article-body';

/** Every static article (anatomy guides and general conditions): heading from the route table, body loaded on demand. */
export default function ArticlePage({ path }: ContentPageProps) {
  const intl = useIntl();
  const route = findSiteRoute(path);
  return (
    <article>
      <PageHeading>{route?.heading}</PageHeading>
      <Suspense fallback={<LoadingIndicator label={intl.formatMessage(articlesMessages.loading)} />}>
        <ArticleBody path={route?.path ?? path} review={route?.review} />
      </Suspense>
    </article>
  );
}
