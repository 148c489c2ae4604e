import type { ContentPageProps } from '@clinic/contracts';
import { findSiteRoute, publications } from '@clinic/content';
import { PageHeading } from '@clinic/ui';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useProseStyles } from '@/components/prose-styles';
import { filterPublications, hasActiveFilters, isSampleList, topicOptions } from '../lib/filter-publications';
import { publicationsMessages } from '../messages';
import { clearPublicationFiltersAtom, publicationFiltersAtom } from '../stores/publication-filters-atoms';
import { PublicationEntry } from './publication-entry';
import { PublicationFilters } from './publication-filters';
import { PublicationsEmptyState } from './publications-empty-state';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    minHeight: '32px',
  },
  count: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
  },
});

const ALL_TOPICS = topicOptions(publications);
const SHOW_SAMPLE_NOTICE = isSampleList(publications);

/** /publications: searchable, filterable list of publications. */
export default function PublicationsPage({ path }: ContentPageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const prose = useProseStyles();
  const route = findSiteRoute(path);
  const filters = useAtomValue(publicationFiltersAtom);
  const clearFilters = useSetAtom(clearPublicationFiltersAtom);
  const searchInputRef = useRef<HTMLInputElement>(null);

  const visible = useMemo(() => filterPublications(publications, filters), [filters]);
  const active = hasActiveFilters(filters);

  const clearAndRefocus = () => {
    clearFilters();
    // The button that was pressed disappears; put focus somewhere sensible.
    searchInputRef.current?.focus();
  };

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

      <PublicationFilters topics={ALL_TOPICS} searchInputRef={searchInputRef} />

      <div className={styles.summary}>
        <p className={styles.count} role="status">
          {active &&
            intl.formatMessage(publicationsMessages.showing, { shown: visible.length, total: publications.length })}
        </p>
        {active && (
          <Button appearance="secondary" onClick={clearAndRefocus}>
            {intl.formatMessage(publicationsMessages.clearFilters)}
          </Button>
        )}
      </div>

      {visible.length === 0 ? (
        <PublicationsEmptyState onClear={clearAndRefocus} />
      ) : (
        <ul className={styles.list}>
          {visible.map((publication) => (
            <li key={publication.id}>
              <PublicationEntry publication={publication} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
