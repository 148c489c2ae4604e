import { FOLLOW_UP_STATUSES, FORM_SOURCE_LABELS, FORM_SOURCES, type StaffRequestKind } from '@clinic/contracts';
import { Checkbox } from '@fluentui/react-checkbox';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Select } from '@fluentui/react-select';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DELIVERY_FILTER_VALUES, type FacetCounts, type RowFilters } from '../lib/row-filters';
import { FOLLOW_UP_LABELS } from '../lib/submission-format';
import { submissionsMessages as m } from '../messages';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    marginBlockEnd: tokens.spacingVerticalM,
  },
  search: { flexGrow: 1, flexBasis: '18rem', maxWidth: '32rem' },
});

const DELIVERY_LABELS: Record<(typeof DELIVERY_FILTER_VALUES)[number], MessageDescriptor> = {
  sent: m.deliverySent,
  sending: m.deliverySending,
  failed: m.deliveryFailedFilter,
};

export interface RequestFiltersProps {
  kind: StaffRequestKind;
  search: string;
  onSearch: (text: string) => void;
  filters: RowFilters;
  onFilters: (filters: RowFilters) => void;
  counts: FacetCounts;
}

/** The search box (on the loaded list, as you type) and the filters, each option with how many it would show. */
export function RequestFilters({ kind, search, onSearch, filters, onFilters, counts }: RequestFiltersProps) {
  const intl = useIntl();
  const styles = useStyles();
  const all = (count: number) => intl.formatMessage(m.optionAll, { count });
  const counted = (label: string, count: number | undefined) =>
    intl.formatMessage(m.optionCounted, { label, count: count ?? 0 });
  return (
    <div className={styles.bar}>
      <Field
        className={styles.search}
        label={intl.formatMessage(m.searchLabel)}
        hint={intl.formatMessage(m.searchHint)}
      >
        <Input
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(_event, data) => onSearch(data.value)}
        />
      </Field>
      <Field label={intl.formatMessage(m.filterStatus)}>
        <Select
          value={filters.status ?? ''}
          onChange={(_event, data) => onFilters({ ...filters, status: (data.value || null) as RowFilters['status'] })}
        >
          <option value="">{all(counts.statusAll)}</option>
          {FOLLOW_UP_STATUSES.map((status) => (
            <option key={status} value={status}>
              {counted(intl.formatMessage(FOLLOW_UP_LABELS[status]), counts.status.get(status))}
            </option>
          ))}
        </Select>
      </Field>
      {kind === 'booking' && (
        <Field label={intl.formatMessage(m.filterForm)}>
          <Select
            value={filters.form ?? ''}
            onChange={(_event, data) => onFilters({ ...filters, form: (data.value || null) as RowFilters['form'] })}
          >
            <option value="">{all(counts.formAll)}</option>
            {FORM_SOURCES.map((form) => (
              <option key={form} value={form}>
                {counted(FORM_SOURCE_LABELS[form], counts.form.get(form))}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label={intl.formatMessage(m.filterDelivery)}>
        <Select
          value={filters.delivery ?? ''}
          onChange={(_event, data) =>
            onFilters({ ...filters, delivery: (data.value || null) as RowFilters['delivery'] })
          }
        >
          <option value="">{all(counts.deliveryAll)}</option>
          {DELIVERY_FILTER_VALUES.map((value) => (
            <option key={value} value={value}>
              {counted(intl.formatMessage(DELIVERY_LABELS[value]), counts.delivery.get(value))}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        checked={filters.showSpam}
        label={intl.formatMessage(m.showSpam, { count: counts.spam })}
        onChange={(_event, data) => onFilters({ ...filters, showSpam: data.checked === true })}
      />
    </div>
  );
}
