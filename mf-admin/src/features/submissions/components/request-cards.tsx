import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useVirtualRows } from '../hooks/use-virtual-rows';
import { FOLLOW_UP_LABELS } from '../lib/submission-format';
import type { StaffRow } from '../lib/staff-rows';
import { submissionsMessages as m } from '../messages';
import { DeliveryText } from './delivery-text';
import { RowOpener } from './row-opener';
import type { RequestsTableProps } from './requests-table';

/** A card's height before it is measured: the name and six fields. */
const CARD_ESTIMATE = 190;
/** The space between cards in px (the virtual list places them by it too): Fluent's spacingVerticalM. */
const CARD_GAP = 12;

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', rowGap: `${CARD_GAP}px` },
  card: {
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: `${tokens.spacingVerticalS} 0 0`,
    fontSize: tokens.fontSizeBase300,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  pair: { display: 'contents' },
});

const RequestCard = memo(function RequestCard({
  row,
  index,
  count,
  active,
  onOpen,
  measure,
}: {
  row: StaffRow;
  index: number;
  count: number;
  active: boolean;
  onOpen: RequestsTableProps['onOpen'];
  measure: (element: HTMLLIElement | null) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const fields: Array<[string, ReactNode]> = [
    [intl.formatMessage(m.columnDate), row.receivedText],
    ...(row.dateOfBirthText ? [[intl.formatMessage(m.fieldDateOfBirth), row.dateOfBirthText] as [string, string]] : []),
    [intl.formatMessage(m.columnEmail), row.email],
    ...(row.kind === 'booking'
      ? ([
          [intl.formatMessage(m.columnPhone), row.phone],
          [intl.formatMessage(m.columnType), row.formText],
        ] as Array<[string, string]>)
      : []),
    [intl.formatMessage(m.columnStatus), <DeliveryText key="status" row={row} />],
    ...(row.errorText ? [[intl.formatMessage(m.columnError), row.errorText] as [string, string]] : []),
    [intl.formatMessage(m.columnFollowUp), intl.formatMessage(FOLLOW_UP_LABELS[row.followUp])],
  ];
  return (
    <li ref={measure} data-index={index} aria-posinset={index + 1} aria-setsize={count} className={styles.card}>
      <RowOpener row={row} active={active} onOpen={onOpen} />
      <dl className={styles.fields}>
        {fields.map(([term, value]) => (
          <div key={term} className={styles.pair}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
});

/**
 * The requests as cards, below 40em: every field stacked, nothing cut short. Like the table, only the cards near
 * the window are rendered (aria-setsize and aria-posinset tell the whole list), with the same keys.
 */
export function RequestCards({ rows, label, onOpen }: RequestsTableProps) {
  const styles = useStyles();
  const { listRef, visible, before, after, measure, activeId, onKeyDown } = useVirtualRows<StaffRow, HTMLUListElement>(
    rows,
    { estimate: CARD_ESTIMATE, gap: CARD_GAP },
  );
  return (
    <ul
      ref={listRef}
      className={styles.list}
      style={{ paddingBlockStart: before, paddingBlockEnd: after }}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {visible.map(({ row, index }) => (
        <RequestCard
          key={row.id}
          row={row}
          index={index}
          count={rows.length}
          active={row.id === activeId}
          onOpen={onOpen}
          measure={measure}
        />
      ))}
    </ul>
  );
}
