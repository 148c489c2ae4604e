import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useRowNavigation } from '../hooks/use-row-navigation';
import { FOLLOW_UP_LABELS } from '../lib/submission-format';
import type { StaffRow } from '../lib/staff-rows';
import { submissionsMessages as m } from '../messages';
import { DeliveryText } from './delivery-text';
import { RowOpener } from './row-opener';
import type { RequestsTableProps } from './requests-table';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalM },
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
  active,
  onOpen,
}: {
  row: StaffRow;
  active: boolean;
  onOpen: RequestsTableProps['onOpen'];
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
    <li className={styles.card}>
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

/** The requests as cards, below 40em: every field stacked, nothing cut short. Same keys as the table. */
export function RequestCards({ rows, label, onOpen }: RequestsTableProps) {
  const styles = useStyles();
  const { activeId, onKeyDown } = useRowNavigation(rows.map((row) => row.id));
  return (
    <ul className={styles.list} aria-label={label} onKeyDown={onKeyDown}>
      {rows.map((row) => (
        <RequestCard key={row.id} row={row} active={row.id === activeId} onOpen={onOpen} />
      ))}
    </ul>
  );
}
