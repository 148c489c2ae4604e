import { FOLLOW_UP_STATUSES, type FollowUpStatus, type SubmissionDetail as Detail } from '@clinic/contracts';
import { LoadingIndicator } from '@clinic/ui';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSubmission } from '../api/get-submission';
import { useUpdateFollowUp } from '../api/update-follow-up';
import { DATE_FORMAT, FOLLOW_UP_LABELS } from '../lib/submission-format';
import { requestFieldMessages, submissionsMessages as m } from '../messages';
import { EraseRequestDialog } from './erase-request-dialog';

const useStyles = makeStyles({
  fields: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
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

const FIELD_ORDER = Object.keys(requestFieldMessages) as Array<keyof typeof requestFieldMessages>;

function FollowUpEditor({ submission }: { submission: Detail }) {
  const intl = useIntl();
  const styles = useStyles();
  const update = useUpdateFollowUp(submission.id);
  const [status, setStatus] = useState<FollowUpStatus>(submission.follow_up.status);
  const { updated_by: by, updated_at: at } = submission.follow_up;
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
            ? intl.formatMessage(m.followUpBy, { name: by, date: intl.formatDate(at, DATE_FORMAT) })
            : intl.formatMessage(m.followUpNever)}
      </p>
    </>
  );
}

function RequestFields({ submission }: { submission: Detail }) {
  const intl = useIntl();
  const styles = useStyles();
  const request = submission.request as Record<string, string | undefined>;
  return (
    <dl className={styles.fields}>
      {FIELD_ORDER.filter((key) => request[key] !== undefined).map((key) => (
        <div key={key} className={styles.pair}>
          <dt className={styles.term}>{intl.formatMessage(requestFieldMessages[key])}</dt>
          <dd className={styles.value}>{request[key] || intl.formatMessage(m.noAnswer)}</dd>
        </div>
      ))}
    </dl>
  );
}

interface SubmissionDetailDialogProps {
  id: string;
  name: string;
  onClose: () => void;
  /** Admins: offer 'Erase'; called once the request is erased. */
  onErased?: () => void;
}

/** The whole request in a dialog, with its follow-up status and who changed it last. */
export function SubmissionDetailDialog({ id, name, onClose, onErased }: SubmissionDetailDialogProps) {
  const intl = useIntl();
  const query = useSubmission(id);
  const [confirming, setConfirming] = useState(false);
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.detailTitle, { name })}</DialogTitle>
          <DialogContent>
            {query.isPending && <LoadingIndicator label={intl.formatMessage(m.loading)} />}
            {query.isError && <p role="alert">{intl.formatMessage(m.detailLoadFailed)}</p>}
            {query.data && (
              <>
                <RequestFields submission={query.data.submission} />
                <FollowUpEditor submission={query.data.submission} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            {onErased && query.data && (
              <Button onClick={() => setConfirming(true)}>{intl.formatMessage(m.erase)}</Button>
            )}
            <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
          </DialogActions>
        </DialogBody>
        {confirming && onErased && (
          <EraseRequestDialog id={id} name={name} onCancel={() => setConfirming(false)} onErased={onErased} />
        )}
      </DialogSurface>
    </Dialog>
  );
}
