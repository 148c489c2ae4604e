import type { StaffRequestKind } from '@clinic/contracts';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useRowNavigation } from '../hooks/use-row-navigation';
import { FOLLOW_UP_LABELS } from '../lib/submission-format';
import type { StaffRow } from '../lib/staff-rows';
import { submissionsMessages as m } from '../messages';
import { DeliveryText } from './delivery-text';
import { RowOpener } from './row-opener';
import { useTableStyles } from './table-styles';

const useStyles = makeStyles({
  secondary: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Column widths: what the text needs at 1280 px; Name, Email and Error share the rest. */
const useColumnStyles = makeStyles({
  date: { width: '8.5rem' },
  name: { width: '22%' },
  email: { width: '22%' },
  phone: { width: '8.5rem' },
  type: { width: '8rem' },
  status: { width: '11rem' },
  error: { width: '12%' },
  followUp: { width: '6.5rem' },
});

const BOOKING_COLUMNS = ['date', 'name', 'email', 'phone', 'type', 'status', 'error', 'followUp'] as const;
const INQUIRY_COLUMNS = BOOKING_COLUMNS.filter((column) => column !== 'phone' && column !== 'type');

const HEADERS = {
  date: m.columnDate,
  name: m.columnName,
  email: m.columnEmail,
  phone: m.columnPhone,
  type: m.columnType,
  status: m.columnStatus,
  error: m.columnError,
  followUp: m.columnFollowUp,
};

interface RowProps {
  row: StaffRow;
  active: boolean;
  onOpen: (row: StaffRow, opener: HTMLElement) => void;
}

/** One request. Memoised: typing in the search only adds and removes rows, it never renders the others again. */
const RequestRow = memo(function RequestRow({ row, active, onOpen }: RowProps) {
  const intl = useIntl();
  const styles = useStyles();
  const table = useTableStyles();
  const cell = table.cell;
  const cut = mergeClasses(table.cell, table.truncated);
  return (
    <tr>
      <td className={cell}>{row.receivedText}</td>
      <td className={cell}>
        <RowOpener row={row} active={active} onOpen={onOpen} />
        {row.dateOfBirthText && <span className={styles.secondary}>{row.dateOfBirthText}</span>}
      </td>
      <td className={cut} title={row.email}>
        {row.email}
      </td>
      {row.kind === 'booking' && (
        <>
          <td className={cell}>{row.phone}</td>
          <td className={cell}>{row.formText}</td>
        </>
      )}
      <td className={cell}>
        <DeliveryText row={row} />
      </td>
      <td className={mergeClasses(cut, styles.error)} title={row.errorText || undefined}>
        {row.errorText}
      </td>
      <td className={cell}>{intl.formatMessage(FOLLOW_UP_LABELS[row.followUp])}</td>
    </tr>
  );
});

export interface RequestsTableProps {
  kind: StaffRequestKind;
  rows: readonly StaffRow[];
  label: string;
  onOpen: (row: StaffRow, opener: HTMLElement) => void;
}

/** The requests as a table (40em and wider). Arrow keys move between rows; Enter opens one. */
export function RequestsTable({ kind, rows, label, onOpen }: RequestsTableProps) {
  const intl = useIntl();
  const styles = useTableStyles();
  const columnStyles = useColumnStyles();
  const { activeId, onKeyDown } = useRowNavigation(rows.map((row) => row.id));
  const columns = kind === 'booking' ? BOOKING_COLUMNS : INQUIRY_COLUMNS;
  return (
    <table className={styles.table} aria-label={label}>
      <colgroup>
        {columns.map((column) => (
          <col key={column} className={columnStyles[column]} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={styles.head}>
              {intl.formatMessage(HEADERS[column])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody onKeyDown={onKeyDown}>
        {rows.map((row) => (
          <RequestRow key={row.id} row={row} active={row.id === activeId} onOpen={onOpen} />
        ))}
      </tbody>
    </table>
  );
}
