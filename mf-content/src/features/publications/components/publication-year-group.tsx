import { FILTERABLE_LIST } from '@clinic/ui/behaviours';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { publicationSearchText, type YearGroup } from '../lib/filter-publications';
import { publicationsMessages } from '../messages';
import { PublicationEntry } from './publication-entry';

/** Marks the year's count, which the finder hides while a filter is set (the results line then gives the count). */
export const YEAR_COUNT_ATTRIBUTE = 'data-year-count';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    // A year none of whose entries passes the filters goes with them (plain CSS: the filter script stays as it is).
    ':not(:has([data-filter-item]:not([hidden])))': { display: 'none' },
  },
  heading: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalM,
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  count: {
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground2,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
  },
});

/** One year of the list: its heading with the number of publications, then its entries. */
export function PublicationYearGroup({ group }: { group: YearGroup }) {
  const intl = useIntl();
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {group.year || intl.formatMessage(publicationsMessages.undated)}{' '}
        <span className={styles.count} {...{ [YEAR_COUNT_ATTRIBUTE]: '' }}>
          {intl.formatMessage(publicationsMessages.yearCount, { count: group.publications.length })}
        </span>
      </h2>
      <ul className={styles.list}>
        {group.publications.map((publication) => (
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
    </section>
  );
}
