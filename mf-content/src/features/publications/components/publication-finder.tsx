import { publications } from '@clinic/content';
import { Button } from '@fluentui/react-button';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { CLEAR_WHEN_ACTIVE, enhanceDisclosures, enhanceFilterableList, FILTERABLE_LIST } from '@clinic/ui/behaviours';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { groupByYear, topicOptions } from '../lib/filter-publications';
import { publicationsMessages } from '../messages';
import { PublicationFilters } from './publication-filters';
import { PublicationYearGroup, YEAR_COUNT_ATTRIBUTE } from './publication-year-group';
import { PublicationsEmptyState } from './publications-empty-state';

const useStyles = makeStyles({
  // The page's column spacing applies to the finder's parts as if this wrapper were not there.
  region: {
    display: 'contents',
    // While a filter is set, each year's total would mislead: the results line says how many are shown.
    [`:has([${FILTERABLE_LIST.status}]:not(:empty)) [${YEAR_COUNT_ATTRIBUTE}]`]: { display: 'none' },
  },
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    minHeight: '32px',
  },
  count: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  years: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXL },
});

const ALL_TOPICS = topicOptions(publications);
const YEAR_GROUPS = groupByYear(publications);

/**
 * The interactive part of /publications: search and topic filters, the results count and the list by year (or the
 * empty state). React renders the markup once; the filtering and the abstract toggles are plain DOM behaviours from
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

      <div className={styles.years} {...{ [FILTERABLE_LIST.results]: '' }}>
        {YEAR_GROUPS.map((group) => (
          <PublicationYearGroup key={group.year} group={group} />
        ))}
      </div>
      <PublicationsEmptyState />
    </div>
  );
}
