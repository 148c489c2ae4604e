import type { SubmissionListItem } from '@clinic/contracts';
import { Badge } from '@fluentui/react-badge';
import { Button } from '@fluentui/react-button';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useIntl } from 'react-intl';
import { DATE_FORMAT, FOLLOW_UP_LABELS, fullName, submissionType } from '../lib/submission-format';
import { submissionsMessages as m } from '../messages';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto' },
  table: { minWidth: '56rem' },
  name: { fontWeight: tokens.fontWeightSemibold, textAlign: 'start', minWidth: 'auto', paddingInline: 0 },
  error: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
});

export interface SubmissionsTableProps {
  rows: readonly SubmissionListItem[];
  onOpen: (id: string) => void;
}

/** The spec's columns plus the follow-up. Each name is a button: Tab moves between rows, Enter opens one. */
export function SubmissionsTable({ rows, onOpen }: SubmissionsTableProps) {
  const intl = useIntl();
  const styles = useStyles();
  const columns = [
    m.columnDate,
    m.columnName,
    m.columnEmail,
    m.columnPhone,
    m.columnType,
    m.columnStatus,
    m.columnError,
    m.columnFollowUp,
  ];
  return (
    <div className={styles.scroller}>
      <Table className={styles.table} aria-label={intl.formatMessage(m.tableLabel)}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.id}>{intl.formatMessage(column)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{intl.formatDate(row.created_at, DATE_FORMAT)}</TableCell>
              <TableCell>
                <Button
                  appearance="transparent"
                  className={styles.name}
                  onClick={() => onOpen(row.id)}
                  aria-haspopup="dialog"
                >
                  {fullName(row)}
                </Button>
                {row.is_spam && (
                  <Badge appearance="outline" color="warning">
                    {intl.formatMessage(m.spam)}
                  </Badge>
                )}
              </TableCell>
              <TableCell>{row.email}</TableCell>
              <TableCell>{row.phone}</TableCell>
              <TableCell>{submissionType(row.form_source)}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={row.email_sent ? 'success' : 'danger'}>
                  {intl.formatMessage(row.email_sent ? m.statusSent : m.statusFailed)}
                </Badge>
              </TableCell>
              <TableCell className={styles.error}>{row.email_error ?? ''}</TableCell>
              <TableCell>{intl.formatMessage(FOLLOW_UP_LABELS[row.follow_up.status])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
