import type { ContentPageProps } from '@clinic/contracts';
import { buildPublicationsStructuredData, findSiteRoute, publications, serialiseJsonLd } from '@clinic/content';
import { PageHeading } from '@clinic/ui';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useIntl } from 'react-intl';
import { useProseStyles } from '@/components/prose-styles';
import { isSampleList } from '../lib/filter-publications';
import { publicationsMessages } from '../messages';
import { PublicationFinder } from './publication-finder';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
});

const SHOW_SAMPLE_NOTICE = isSampleList(publications);
const STRUCTURED_DATA = serialiseJsonLd(buildPublicationsStructuredData(publications));

/**
 * /publications: the heading and intro, then the searchable, filterable list. The list is not an island: its filters
 * are plain DOM behaviours that the prerendered page's own script runs, so no remote loads for them. Each publication
 * is also described as a schema.org ScholarlyArticle, in a JSON-LD data block beside the list.
 */
export default function PublicationsPage({ path }: ContentPageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const prose = useProseStyles();
  const route = findSiteRoute(path);

  return (
    <article className={styles.page}>
      <div>
        <PageHeading>{route?.heading}</PageHeading>
        {route?.description && <p className={prose.lead}>{route.description}</p>}
      </div>

      {SHOW_SAMPLE_NOTICE && (
        <MessageBar intent="info" politeness="polite">
          <MessageBarBody>{intl.formatMessage(publicationsMessages.sampleNotice)}</MessageBarBody>
        </MessageBar>
      )}

      <PublicationFinder />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: STRUCTURED_DATA }} />
    </article>
  );
}
