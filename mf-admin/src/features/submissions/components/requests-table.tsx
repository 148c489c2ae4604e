import type { StaffRequestKind } from '@clinic/contracts';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useVirtualRows } from '../hooks/use-virtual-rows';
import { FOLLOW_UP_LABELS } from '../lib/submission-format';
import type { StaffRow } from '../lib/staff-rows';
import { submissionsMessages as m } from '../messages';
import { DeliveryText } from './delivery-text';
import { RowOpener } from './row-opener';
import { useTableStyles } from './table-styles';

const useStyles = makeStyles({
  spacer: { padding: 0, border: 'none' },
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

/** A row's height before it is measured: one line of text and the date of birth under the name. */
const ROW_ESTIMATE = 57;

interface RowProps {
  row: StaffRow;
  /** Its place in the list (0-based): the header is row 1 for assistive technology. */
  index: number;
  active: boolean;
  onOpen: (row: StaffRow, opener: HTMLElement) => void;
  measure: (element: HTMLTableRowElement | null) => void;
}

/** One request. Memoised: scrolling and typing in the search only add and remove rows, never render the others. */
const RequestRow = memo(function RequestRow({ row, index, active, onOpen, measure }: RowProps) {
  const intl = useIntl();
  const styles = useStyles();
  const table = useTableStyles();
  const cell = table.cell;
  const cut = mergeClasses(table.cell, table.truncated);
  return (
    <tr ref={measure} data-index={index} aria-rowindex={index + 2}>
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

/** Stands in for the rows scrolled out of the document, so the page keeps its length. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  const styles = useStyles();
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td className={styles.spacer} colSpan={columns} style={{ height }} />
    </tr>
  );
}

/**
 * The requests as a table (40em and wider). Only the rows near the window are rendered; aria-rowcount and
 * aria-rowindex tell assistive technology the whole list. Arrow keys move between rows, to any of them; Enter
 * opens one.
 */
export function RequestsTable({ kind, rows, label, onOpen }: RequestsTableProps) {
  const intl = useIntl();
  const styles = useTableStyles();
  const columnStyles = useColumnStyles();
  const { listRef, visible, before, after, measure, activeId, onKeyDown } = useVirtualRows<
    StaffRow,
    HTMLTableSectionElement
  >(rows, { estimate: ROW_ESTIMATE });
  const columns = kind === 'booking' ? BOOKING_COLUMNS : INQUIRY_COLUMNS;
  return (
    <table className={styles.table} aria-label={label} aria-rowcount={rows.length + 1}>
      <colgroup>
        {columns.map((column) => (
          <col key={column} className={columnStyles[column]} />
        ))}
      </colgroup>
      <thead>
        <tr aria-rowindex={1}>
          {columns.map((column) => (
            <th key={column} scope="col" className={styles.head}>
              {intl.formatMessage(HEADERS[column])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody ref={listRef} onKeyDown={onKeyDown}>
        <SpacerRow height={before} columns={columns.length} />
        {visible.map(({ row, index }) => (
          <RequestRow
            key={row.id}
            row={row}
            index={index}
            active={row.id === activeId}
            onOpen={onOpen}
            measure={measure}
          />
        ))}
        <SpacerRow height={after} columns={columns.length} />
      </tbody>
    </table>
  );
}
