import { publications } from '@clinic/content';
import { Button } from '@fluentui/react-button';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { filterPublications, hasActiveFilters, topicOptions } from '../lib/filter-publications';
import { publicationsMessages } from '../messages';
import { clearPublicationFiltersAtom, publicationFiltersAtom } from '../stores/publication-filters-atoms';
import { PublicationEntry } from './publication-entry';
import { PublicationFilters } from './publication-filters';
import { PublicationsEmptyState } from './publications-empty-state';

const useStyles = makeStyles({
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

/**
 * The interactive part of /publications: search and topic filters, the results count and the list (or the empty
 * state). Its parts are laid out by the page around it, as its island marker adds no box.
 */
export function PublicationFinder() {
  const intl = useIntl();
  const styles = useStyles();
  const searchInputRef = useRef<HTMLInputElement>(null);
  const filters = useAtomValue(publicationFiltersAtom);
  const clearFilters = useSetAtom(clearPublicationFiltersAtom);

  const visible = useMemo(() => filterPublications(publications, filters), [filters]);
  const active = hasActiveFilters(filters);

  const clearAndRefocus = () => {
    clearFilters();
    // The button that was pressed disappears; put focus somewhere sensible.
    searchInputRef.current?.focus();
  };

  return (
    <>
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
    </>
  );
}
