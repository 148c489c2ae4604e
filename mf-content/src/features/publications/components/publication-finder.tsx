import { publications } from '@clinic/content';
import { Button } from '@fluentui/react-button';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { CLEAR_WHEN_ACTIVE, enhanceDisclosures, enhanceFilterableList, FILTERABLE_LIST } from '@clinic/ui/behaviours';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { publicationSearchText, topicOptions } from '../lib/filter-publications';
import { publicationsMessages } from '../messages';
import { PublicationEntry } from './publication-entry';
import { PublicationFilters } from './publication-filters';
import { PublicationsEmptyState } from './publications-empty-state';

const useStyles = makeStyles({
  // The page's column spacing applies to the finder's parts as if this wrapper were not there.
  region: { display: 'contents' },
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
 * state). React renders the markup once; the filtering and the abstract toggles are plain DOM behaviours from
 * @clinic/ui, which the prerendered page's own script runs too, so the page filters without React booting there.
 * Its parts are laid out by the page around it.
 */
export function PublicationFinder() {
  const intl = useIntl();
  const styles = useStyles();
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return undefined;
    const undoFilters = enhanceFilterableList(region);
    const undoDisclosures = enhanceDisclosures(region);
    return () => {
      undoFilters();
      undoDisclosures();
    };
  }, []);

  return (
    <div ref={regionRef} className={styles.region} {...{ [FILTERABLE_LIST.root]: '' }}>
      <PublicationFilters topics={ALL_TOPICS} />

      <div className={styles.summary}>
        <p
          className={styles.count}
          role="status"
          {...{
            [FILTERABLE_LIST.status]: intl.formatMessage(publicationsMessages.showing, {
              shown: '{shown}',
              total: '{total}',
            }),
          }}
        />
        <Button appearance="secondary" hidden {...{ [FILTERABLE_LIST.clear]: CLEAR_WHEN_ACTIVE }}>
          {intl.formatMessage(publicationsMessages.clearFilters)}
        </Button>
      </div>

      <ul className={styles.list} {...{ [FILTERABLE_LIST.results]: '' }}>
        {publications.map((publication) => (
          <li
            key={publication.id}
            {...{
              [FILTERABLE_LIST.item]: publicationSearchText(publication),
              [FILTERABLE_LIST.itemChoice]: publication.topic,
            }}
          >
            <PublicationEntry publication={publication} />
          </li>
        ))}
      </ul>
      <PublicationsEmptyState />
    </div>
  );
}
