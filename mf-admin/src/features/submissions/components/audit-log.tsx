import { AUDIT_ACTIONS, formatClinicDateTime, type AuditAction } from '@clinic/contracts';
import { LoadingIndicator } from '@clinic/ui';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useId, useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useAuditEvents } from '../api/get-audit-events';
import { usePageParams } from '../hooks/use-page-params';
import { auditActionMessages, submissionsMessages as m } from '../messages';
import { useTableStyles } from './table-styles';

const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = auditActionMessages;

const useStyles = makeStyles({
  heading: { fontSize: tokens.fontSizeBase500, margin: `0 0 ${tokens.spacingVerticalS}` },
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalM,
  },
  when: { width: '9rem' },
  who: { width: '14%' },
  action: { width: '16%' },
  record: { width: '22%' },
  rows: { width: '4rem' },
  detail: { width: 'auto' },
});

const COLUMNS = [
  ['when', m.columnWhen],
  ['who', m.columnWho],
  ['action', m.columnAction],
  ['record', m.columnRecord],
  ['rows', m.columnRows],
  ['detail', m.columnDetail],
] as const;

/** The address keeps the filters (an action, a staff member's id): no patient's data goes there. */
const PARAMS = { action: 'action', actor: 'actor' } as const;

/**
 * Admins only: who read or changed what, newest first, filtered by action and person. The log itself holds no
 * request content (ids, counts, a follow-up status or an erasure's reason), and neither does this screen.
 */
export function AuditLog() {
  const intl = useIntl();
  const styles = useStyles();
  const table = useTableStyles();
  const headingId = useId();
  const query = useAuditEvents();
  const [params, updateParams] = usePageParams();
  const action = AUDIT_ACTIONS.find((value) => value === params.get(PARAMS.action)) ?? null;
  const actor = params.get(PARAMS.actor);

  const events = useMemo(() => query.data ?? [], [query.data]);
  const people = useMemo(
    () =>
      [...new Map(events.map((event) => [event.actor_id, event.actor_name])).entries()].sort(([, a], [, b]) =>
        a.localeCompare(b),
      ),
    [events],
  );
  const shown = events.filter((event) => (!action || event.action === action) && (!actor || event.actor_id === actor));
  const cut = mergeClasses(table.cell, table.truncated);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage(m.tabAudit)}
      </h2>
      <p>{intl.formatMessage(m.auditIntro)}</p>
      {query.isPending && <LoadingIndicator label={intl.formatMessage(m.loading)} />}
      {query.isError && <p role="alert">{intl.formatMessage(m.auditLoadFailed)}</p>}
      {query.isSuccess && (
        <>
          <div className={styles.filters}>
            <Field label={intl.formatMessage(m.filterAction)}>
              <Select
                value={action ?? ''}
                onChange={(_event, data) => updateParams({ [PARAMS.action]: data.value || null })}
              >
                <option value="">{intl.formatMessage(m.optionAnyAction)}</option>
                {AUDIT_ACTIONS.map((value) => (
                  <option key={value} value={value}>
                    {intl.formatMessage(ACTION_LABELS[value])}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={intl.formatMessage(m.filterPerson)}>
              <Select
                value={actor ?? ''}
                onChange={(_event, data) => updateParams({ [PARAMS.actor]: data.value || null })}
              >
                <option value="">{intl.formatMessage(m.optionAnyone)}</option>
                {people.map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <p aria-live="polite">{intl.formatMessage(m.showing, { shown: shown.length, total: events.length })}</p>
          {shown.length === 0 ? (
            <p>{intl.formatMessage(m.auditEmpty)}</p>
          ) : (
            <table className={table.table} aria-label={intl.formatMessage(m.auditTableLabel)}>
              <colgroup>
                {COLUMNS.map(([column]) => (
                  <col key={column} className={styles[column]} />
                ))}
              </colgroup>
              <thead>
                <tr>
                  {COLUMNS.map(([column, header]) => (
                    <th key={column} scope="col" className={table.head}>
                      {intl.formatMessage(header)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((event) => (
                  <tr key={event.id}>
                    <td className={table.cell}>{formatClinicDateTime(event.at)}</td>
                    <td className={table.cell}>{event.actor_name}</td>
                    <td className={table.cell}>
                      {event.action in ACTION_LABELS ? intl.formatMessage(ACTION_LABELS[event.action]) : event.action}
                    </td>
                    <td className={cut} title={event.target ?? undefined}>
                      {event.target ?? ''}
                    </td>
                    <td className={table.cell}>{event.row_count}</td>
                    <td className={table.cell}>{event.detail ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
