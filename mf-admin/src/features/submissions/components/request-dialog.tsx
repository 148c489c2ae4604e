import {
  describeRequestValue,
  FOLLOW_UP_STATUSES,
  formatClinicDateTime,
  NO_ANSWER,
  REQUEST_FIELD_LABELS,
  REQUEST_FIELD_ORDER,
  type FollowUpStatus,
  type StaffRequestKind,
} from '@clinic/contracts';
import { LoadingIndicator } from '@clinic/ui';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useRetryDelivery } from '../api/retry-delivery';
import { useStaffRequest, type StaffRequestDetail } from '../api/get-staff-request';
import { useUpdateFollowUp } from '../api/update-follow-up';
import { describeDelivery } from '../lib/staff-rows';
import { FOLLOW_UP_LABELS } from '../lib/submission-format';
import { submissionsMessages as m } from '../messages';
import { EraseRequestDialog } from './erase-request-dialog';

const useStyles = makeStyles({
  fields: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  followUp: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBlockStart: tokens.spacingVerticalL,
  },
});

function FollowUpEditor({ kind, detail }: { kind: StaffRequestKind; detail: StaffRequestDetail }) {
  const intl = useIntl();
  const styles = useStyles();
  const update = useUpdateFollowUp(kind, detail.id);
  const [status, setStatus] = useState<FollowUpStatus>(detail.follow_up.status);
  const { updated_by: by, updated_at: at } = detail.follow_up;
  return (
    <>
      <div className={styles.followUp}>
        <Field label={intl.formatMessage(m.followUpLabel)}>
          <Select value={status} onChange={(_event, data) => setStatus(data.value as FollowUpStatus)}>
            {FOLLOW_UP_STATUSES.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage(FOLLOW_UP_LABELS[value])}
              </option>
            ))}
          </Select>
        </Field>
        <Button appearance="primary" disabled={update.isPending} onClick={() => update.mutate(status)}>
          {intl.formatMessage(m.followUpSave)}
        </Button>
      </div>
      <p role="status">
        {update.isError
          ? intl.formatMessage(m.followUpSaveFailed)
          : by && at
            ? intl.formatMessage(m.followUpBy, { name: by, date: formatClinicDateTime(at) })
            : intl.formatMessage(m.followUpNever)}
      </p>
    </>
  );
}

/** Every answer in words (labels from the contract, dates with the age), then when it came and its delivery. */
function RequestFields({ detail }: { detail: StaffRequestDetail }) {
  const intl = useIntl();
  const styles = useStyles();
  const shown = (value: string) =>
    value.trim() === '' || value === NO_ANSWER ? intl.formatMessage(m.noAnswer) : value;
  const answers: Array<[string, ReactNode]> =
    'request' in detail
      ? REQUEST_FIELD_ORDER.flatMap((field) => {
          const value = detail.request[field];
          return value === undefined ? [] : [[REQUEST_FIELD_LABELS[field], shown(describeRequestValue(field, value))]];
        })
      : [
          [intl.formatMessage(m.fieldName), detail.name],
          [intl.formatMessage(m.columnEmail), detail.email],
          [intl.formatMessage(m.fieldMessage), shown(detail.message)],
        ];
  const error = detail.delivery.state === 'spam' ? null : detail.email_error;
  const rows: Array<[string, ReactNode]> = [
    ...answers,
    [intl.formatMessage(m.fieldReceived), formatClinicDateTime(detail.created_at)],
    [intl.formatMessage(m.fieldDelivery), describeDelivery(detail.delivery, intl)],
    ...(error ? [[intl.formatMessage(m.fieldError), error] as [string, string]] : []),
  ];
  return (
    <dl className={styles.fields}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.pair}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Admins: a failed delivery goes back to the outbox. It stays mounted once the dialog is open, so the answer is
 * still said after the request, loaded again, no longer shows a failure.
 */
function RetryDelivery({ kind, id, failed }: { kind: StaffRequestKind; id: string; failed: boolean }) {
  const intl = useIntl();
  const retry = useRetryDelivery(kind, id);
  return (
    <>
      {failed && (
        <Button onClick={() => retry.mutate()} disabled={retry.isPending || retry.isSuccess}>
          {intl.formatMessage(m.retry)}
        </Button>
      )}
      <span role="status">
        {retry.isSuccess && intl.formatMessage(m.retried)}
        {retry.isError && intl.formatMessage(m.retryFailed)}
      </span>
    </>
  );
}

export interface RequestDialogProps {
  kind: StaffRequestKind;
  id: string;
  name: string;
  onClose: () => void;
  /** Admins: retry a failed delivery, and erase. */
  isAdmin: boolean;
  onErased: () => void;
}

/** The whole request in a dialog, with its follow-up status and who changed it last. */
export function RequestDialog({ kind, id, name, onClose, isAdmin, onErased }: RequestDialogProps) {
  const intl = useIntl();
  const query = useStaffRequest(kind, id);
  const [confirming, setConfirming] = useState(false);
  const detail = query.data;
  const failed = detail?.delivery.state === 'retrying' || detail?.delivery.state === 'gave_up';
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(kind === 'booking' ? m.detailTitle : m.inquiryTitle, { name })}</DialogTitle>
          <DialogContent>
            {query.isPending && <LoadingIndicator label={intl.formatMessage(m.loading)} />}
            {query.isError && <p role="alert">{intl.formatMessage(m.detailLoadFailed)}</p>}
            {detail && (
              <>
                <RequestFields detail={detail} />
                <FollowUpEditor kind={kind} detail={detail} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            {isAdmin && <RetryDelivery kind={kind} id={id} failed={failed} />}
            {isAdmin && detail && <Button onClick={() => setConfirming(true)}>{intl.formatMessage(m.erase)}</Button>}
            <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
          </DialogActions>
        </DialogBody>
        {confirming && (
          <EraseRequestDialog
            kind={kind}
            id={id}
            name={name}
            onCancel={() => setConfirming(false)}
            onErased={onErased}
          />
        )}
      </DialogSurface>
    </Dialog>
  );
}
