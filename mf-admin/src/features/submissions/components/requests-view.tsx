import { clinicToday, SITE_TOASTER_ID, type StaffRequestKind } from '@clinic/contracts';
import { LoadingIndicator } from '@clinic/ui';
import { Badge } from '@fluentui/react-badge';
import { Button } from '@fluentui/react-button';
import { tokens } from '@fluentui/react-theme';
import { Toast, ToastTitle, useToastController } from '@fluentui/react-toast';
import { makeStyles } from '@griffel/react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isDenied } from '@/lib/staff-api-client';
import { meQueryKey } from '../api/get-me';
import { useStaffList, type StaffLists } from '../api/get-staff-list';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { usePageParams } from '../hooks/use-page-params';
import { ROW_OPENER_ATTRIBUTE } from '../hooks/use-row-navigation';
import {
  applyFilters,
  facetCounts,
  filtersFromParams,
  filtersToParams,
  NO_FILTERS,
  searchMatcher,
  type RowFilters,
} from '../lib/row-filters';
import { bookingRows, inquiryRows, summarise, type StaffRow } from '../lib/staff-rows';
import { submissionsMessages as m } from '../messages';
import { searchTextAtoms } from '../stores/search-text';
import { RequestCards } from './request-cards';
import { RequestDialog } from './request-dialog';
import { RequestFilters } from './request-filters';
import { RequestsTable, type RequestsTableProps } from './requests-table';

const useStyles = makeStyles({
  section: { marginBlockEnd: tokens.spacingVerticalXXL },
  heading: { fontSize: tokens.fontSizeBase500, margin: `0 0 ${tokens.spacingVerticalS}` },
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBlockEnd: tokens.spacingVerticalL,
  },
});

const LABELS = {
  booking: { table: m.tableLabel, empty: m.empty },
  fellowship_inquiry: { table: m.fellowshipTableLabel, empty: m.fellowshipEmpty },
} as const;

/**
 * Rows for a loaded list: dates, labels and delivery in words, once per load. 'Needs attention' and the ages are
 * as of the load (Refresh, or any change, loads again).
 */
const useRows = (
  kind: StaffRequestKind,
  data: StaffLists[StaffRequestKind] | undefined,
  loadedAt: number,
): StaffRow[] => {
  const intl = useIntl();
  return useMemo(() => {
    if (!data) return [];
    return kind === 'booking'
      ? bookingRows(data as StaffLists['booking'], intl, loadedAt, clinicToday(new Date(loadedAt)))
      : inquiryRows(data as StaffLists['fellowship_inquiry'], intl, loadedAt);
  }, [data, intl, kind, loadedAt]);
};

/** After the dialog closes, the focus goes back to the row it was opened from. */
const useFocusReturn = () => {
  const returnToRef = useRef<{ element: HTMLElement; id: string } | null>(null);
  const remember = useCallback((element: HTMLElement, id: string) => {
    returnToRef.current = { element, id };
  }, []);
  const forget = useCallback(() => {
    returnToRef.current = null;
  }, []);
  const restore = useCallback(() => {
    const target = returnToRef.current;
    returnToRef.current = null;
    if (!target) return;
    const element = target.element.isConnected
      ? target.element
      : [...document.querySelectorAll<HTMLElement>(`[${ROW_OPENER_ATTRIBUTE}]`)].find(
          (opener) => opener.getAttribute(ROW_OPENER_ATTRIBUTE) === target.id,
        );
    element?.focus();
  }, []);
  return { remember, forget, restore };
};

function RequestList(props: RequestsTableProps) {
  const narrow = useNarrowScreen();
  return narrow ? <RequestCards {...props} /> : <RequestsTable {...props} />;
}

export interface RequestsViewProps {
  kind: StaffRequestKind;
  isAdmin: boolean;
}

/**
 * One kind of request: 'Needs attention' first, then every request with the badges, the search box and the
 * filters (in the page address), as a table or, on a narrow screen, cards. A failed load shows the spec's toast.
 */
export function RequestsView({ kind, isAdmin }: RequestsViewProps) {
  const intl = useIntl();
  const styles = useStyles();
  const queryClient = useQueryClient();
  const query = useStaffList(kind);
  const { dispatchToast } = useToastController(SITE_TOASTER_ID);
  const [params, updateParams] = usePageParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const [search, setSearch] = useAtom(searchTextAtoms[kind]);
  const [open, setOpen] = useState<StaffRow | null>(null);
  const { remember, forget, restore } = useFocusReturn();
  const attentionHeadingId = useId();
  const allHeadingId = useId();

  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error) return;
    // Signed out or lost the role meanwhile: ask who we are again, which shows the right denial.
    if (isDenied(error)) void queryClient.invalidateQueries({ queryKey: meQueryKey });
    else
      dispatchToast(
        <Toast>
          <ToastTitle>{intl.formatMessage(m.loadFailed)}</ToastTitle>
        </Toast>,
        { intent: 'error' },
      );
  }, [error, errorUpdatedAt, dispatchToast, intl, queryClient]);

  const rows = useRows(kind, query.data, query.dataUpdatedAt);
  // The box shows each key at once; the thousand-row list follows in a render React may interrupt for the next key.
  const deferredSearch = useDeferredValue(search);
  const matches = useMemo(() => searchMatcher(deferredSearch), [deferredSearch]);
  const shown = useMemo(() => applyFilters(rows, filters, matches), [rows, filters, matches]);
  const counts = useMemo(() => facetCounts(rows, filters, matches), [rows, filters, matches]);
  const attention = useMemo(() => rows.filter((row) => row.attention !== null), [rows]);
  const summary = useMemo(() => summarise(rows), [rows]);

  const onOpen = useCallback(
    (row: StaffRow, opener: HTMLElement) => {
      remember(opener, row.id);
      setOpen(row);
    },
    [remember],
  );
  const close = () => {
    setOpen(null);
    // Once the dialog has gone (it keeps the focus trapped until then).
    requestAnimationFrame(restore);
  };
  const setFilters = (next: RowFilters) => updateParams(filtersToParams(next));
  const clear = () => {
    setSearch('');
    setFilters(NO_FILTERS);
  };
  const onErased = (name: string) => {
    setOpen(null);
    forget();
    dispatchToast(
      <Toast>
        <ToastTitle>{intl.formatMessage(m.erased, { name })}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
  };

  if (query.isPending) return <LoadingIndicator label={intl.formatMessage(m.loading)} />;

  const label = intl.formatMessage(LABELS[kind].table);
  return (
    <>
      <section className={styles.section} aria-labelledby={attentionHeadingId}>
        <h2 id={attentionHeadingId} className={styles.heading}>
          {intl.formatMessage(m.attentionHeading, { count: attention.length })}
        </h2>
        <p>{intl.formatMessage(m.attentionIntro)}</p>
        {attention.length === 0 ? (
          <p>{intl.formatMessage(m.attentionNone)}</p>
        ) : (
          <RequestList kind={kind} rows={attention} label={intl.formatMessage(m.attentionTableLabel)} onOpen={onOpen} />
        )}
      </section>
      <section aria-labelledby={allHeadingId}>
        <h2 id={allHeadingId} className={styles.heading}>
          {intl.formatMessage(m.allRequestsHeading)}
        </h2>
        <div className={styles.summary}>
          <Badge appearance="tint" color="success" size="large">
            {intl.formatMessage(m.emailSent, { count: summary.sent })}
          </Badge>
          <Badge appearance="tint" color="danger" size="large">
            {intl.formatMessage(m.failed, { count: summary.failed })}
          </Badge>
          <Badge appearance="tint" color="subtle" size="large">
            {intl.formatMessage(m.spamCount, { count: summary.spam })}
          </Badge>
          <Badge appearance="tint" color="informative" size="large">
            {intl.formatMessage(m.total, { count: summary.total })}
          </Badge>
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            {intl.formatMessage(m.refresh)}
          </Button>
        </div>
        {rows.length === 0 ? (
          <p>{intl.formatMessage(LABELS[kind].empty)}</p>
        ) : (
          <>
            <RequestFilters
              kind={kind}
              search={search}
              onSearch={setSearch}
              filters={filters}
              onFilters={setFilters}
              counts={counts}
            />
            <p aria-live="polite">{intl.formatMessage(m.showing, { shown: shown.length, total: rows.length })}</p>
            {shown.length === 0 ? (
              <p>
                {intl.formatMessage(m.noMatches)}{' '}
                <Button appearance="subtle" onClick={clear}>
                  {intl.formatMessage(m.clearFilters)}
                </Button>
              </p>
            ) : (
              <RequestList kind={kind} rows={shown} label={label} onOpen={onOpen} />
            )}
          </>
        )}
      </section>
      {open && (
        <RequestDialog
          kind={kind}
          id={open.id}
          name={open.name}
          onClose={close}
          isAdmin={isAdmin}
          onErased={() => onErased(open.name)}
        />
      )}
    </>
  );
}
