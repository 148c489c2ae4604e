import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Field } from '@fluentui/react-field';
import { Textarea } from '@fluentui/react-textarea';
import { ERASURE_REASON_MAX, type StaffRequestKind } from '@clinic/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useEraseRequest } from '../api/erase-request';
import { submissionsMessages as m } from '../messages';

interface EraseRequestDialogProps {
  kind: StaffRequestKind;
  id: string;
  name: string;
  onCancel: () => void;
  onErased: () => void;
}

/** Asks for confirmation, naming the person, and for the reason the audit log keeps. */
export function EraseRequestDialog({ kind, id, name, onCancel, onErased }: EraseRequestDialogProps) {
  const intl = useIntl();
  const erase = useEraseRequest(kind, id);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    erase.mutate(reason.trim(), { onSuccess: onErased });
  };

  return (
    <Dialog modalType="alert" open onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{intl.formatMessage(m.eraseTitle, { name })}</DialogTitle>
            <DialogContent>
              <p>{intl.formatMessage(m.eraseWarning, { name })}</p>
              <Field
                label={intl.formatMessage(m.eraseReason)}
                hint={intl.formatMessage(m.eraseReasonHint)}
                required
                validationMessage={missing ? intl.formatMessage(m.eraseReasonMissing) : undefined}
              >
                <Textarea
                  ref={reasonRef}
                  value={reason}
                  maxLength={ERASURE_REASON_MAX}
                  onChange={(_event, data) => {
                    setReason(data.value);
                    if (data.value.trim()) setMissing(false);
                  }}
                />
              </Field>
              {erase.isError && <p role="alert">{intl.formatMessage(m.eraseFailed)}</p>}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={erase.isPending}>
                {intl.formatMessage(m.eraseConfirm)}
              </Button>
              <Button onClick={onCancel}>{intl.formatMessage(m.eraseCancel)}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
