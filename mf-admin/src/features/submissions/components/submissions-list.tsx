import { SITE_TOASTER_ID } from '@clinic/contracts';
import { LoadingIndicator } from '@clinic/ui';
import { Badge } from '@fluentui/react-badge';
import { Button } from '@fluentui/react-button';
import { Toast, ToastTitle, useToastController } from '@fluentui/react-toast';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { isDenied } from '@/lib/staff-api-client';
import { meQueryKey } from '../api/get-me';
import { useSubmissions } from '../api/get-submissions';
import { fullName, summarise } from '../lib/submission-format';
import { submissionsMessages as m } from '../messages';
import { SubmissionDetailDialog } from './submission-detail';
import { SubmissionsTable } from './submissions-table';

const useStyles = makeStyles({
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBlockEnd: tokens.spacingVerticalL,
  },
});

/** Badges, Refresh, and the table (or 'No submissions yet'); a failed load shows the spec's toast. */
export function SubmissionsList({ canErase = false }: { canErase?: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  const queryClient = useQueryClient();
  const query = useSubmissions(true);
  const { dispatchToast } = useToastController(SITE_TOASTER_ID);
  const [openId, setOpenId] = useState<string | null>(null);

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

  const onErased = (name: string) => {
    setOpenId(null);
    dispatchToast(
      <Toast>
        <ToastTitle>{intl.formatMessage(m.erased, { name })}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
  };

  if (query.isPending) return <LoadingIndicator label={intl.formatMessage(m.loading)} />;

  const rows = query.data?.submissions ?? [];
  const counts = summarise(rows);
  const open = rows.find((row) => row.id === openId);
  return (
    <>
      <div className={styles.summary}>
        <Badge appearance="tint" color="success" size="large">
          {intl.formatMessage(m.emailSent, { count: counts.sent })}
        </Badge>
        <Badge appearance="tint" color="danger" size="large">
          {intl.formatMessage(m.failed, { count: counts.failed })}
        </Badge>
        <Badge appearance="tint" color="informative" size="large">
          {intl.formatMessage(m.total, { count: counts.total })}
        </Badge>
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {intl.formatMessage(m.refresh)}
        </Button>
      </div>
      {rows.length === 0 ? <p>{intl.formatMessage(m.empty)}</p> : <SubmissionsTable rows={rows} onOpen={setOpenId} />}
      {open && (
        <SubmissionDetailDialog
          id={open.id}
          name={fullName(open)}
          onClose={() => setOpenId(null)}
          onErased={canErase ? () => onErased(fullName(open)) : undefined}
        />
      )}
    </>
  );
}
