import { FOLLOW_UP_STATUSES, FORM_SOURCES, type FollowUpStatus, type FormSource } from '@clinic/contracts';
import type { DeliveryFilterValue, StaffRow } from './staff-rows';

export const DELIVERY_FILTER_VALUES = ['sent', 'sending', 'failed'] as const satisfies readonly DeliveryFilterValue[];

/**
 * What narrows a list, kept in the page address (a reload or a shared link keeps it). The search text is not
 * here: it is a person's name, email or phone, and stays in memory only, out of the address, the history and
 * every request.
 */
export interface RowFilters {
  status: FollowUpStatus | null;
  form: FormSource | null;
  delivery: DeliveryFilterValue | null;
  showSpam: boolean;
}

export const NO_FILTERS: RowFilters = { status: null, form: null, delivery: null, showSpam: false };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

export const FILTER_PARAMS = { status: 'status', form: 'form', delivery: 'delivery', spam: 'spam' } as const;

/** Unknown or missing values read as 'no filter'. */
export const filtersFromParams = (params: URLSearchParams): RowFilters => ({
  status: oneOf(FOLLOW_UP_STATUSES, params.get(FILTER_PARAMS.status)),
  form: oneOf(FORM_SOURCES, params.get(FILTER_PARAMS.form)),
  delivery: oneOf(DELIVERY_FILTER_VALUES, params.get(FILTER_PARAMS.delivery)),
  showSpam: params.get(FILTER_PARAMS.spam) === 'shown',
});

/** The params to set (a value) or remove (null) for these filters. */
export const filtersToParams = (filters: RowFilters): Record<string, string | null> => ({
  [FILTER_PARAMS.status]: filters.status,
  [FILTER_PARAMS.form]: filters.form,
  [FILTER_PARAMS.delivery]: filters.delivery,
  [FILTER_PARAMS.spam]: filters.showSpam ? 'shown' : null,
});

/** Case-insensitive, on name, email and phone; a phone number matches with or without its spaces. */
export const searchMatcher = (query: string): ((row: StaffRow) => boolean) => {
  const text = query.trim().toLowerCase();
  if (!text) return () => true;
  const digits = text.replace(/[\s()+-]/g, '');
  const phoneLike = /^\d{3,}$/.test(digits);
  return (row) => row.searchText.includes(text) || (phoneLike && row.searchText.includes(digits));
};

type Facet = 'status' | 'form' | 'delivery' | 'spam';

const passes = (row: StaffRow, filters: RowFilters, except?: Facet) =>
  (except === 'spam' || filters.showSpam || row.deliveryGroup !== 'spam') &&
  (except === 'status' || !filters.status || row.followUp === filters.status) &&
  (except === 'form' || !filters.form || row.formSource === filters.form) &&
  (except === 'delivery' || !filters.delivery || row.deliveryGroup === filters.delivery);

export const applyFilters = (rows: readonly StaffRow[], filters: RowFilters, matches: (row: StaffRow) => boolean) =>
  rows.filter((row) => matches(row) && passes(row, filters));

const countBy = <Key extends string>(rows: readonly StaffRow[], keyOf: (row: StaffRow) => Key | undefined) => {
  const counts = new Map<Key, number>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

export interface FacetCounts {
  /** Rows each option would show, given the search and the other filters. */
  status: Map<FollowUpStatus, number>;
  statusAll: number;
  form: Map<FormSource, number>;
  formAll: number;
  delivery: Map<DeliveryFilterValue | 'spam', number>;
  deliveryAll: number;
  spam: number;
}

/** Each facet counted with every other filter and the search applied, as a faceted search shows them. */
export const facetCounts = (
  rows: readonly StaffRow[],
  filters: RowFilters,
  matches: (row: StaffRow) => boolean,
): FacetCounts => {
  const searched = rows.filter(matches);
  const without = (facet: Facet) => searched.filter((row) => passes(row, filters, facet));
  const [byStatus, byForm, byDelivery, bySpam] = [
    without('status'),
    without('form'),
    without('delivery'),
    without('spam'),
  ];
  return {
    status: countBy(byStatus, (row) => row.followUp),
    statusAll: byStatus.length,
    form: countBy(byForm, (row) => row.formSource),
    formAll: byForm.length,
    delivery: countBy(byDelivery, (row) => row.deliveryGroup),
    deliveryAll: byDelivery.length,
    spam: bySpam.filter((row) => row.deliveryGroup === 'spam').length,
  };
};
