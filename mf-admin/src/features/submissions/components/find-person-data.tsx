import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { StaffApiError } from '@/lib/staff-api-client';
import { useExportPersonData } from '../api/export-person-data';
import { submissionsMessages as m } from '../messages';

const useStyles = makeStyles({
  panel: { marginBlockEnd: tokens.spacingVerticalXL },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { minWidth: '18rem' },
});

// Enough to catch a slip; the API validates properly and its 400 is shown the same way.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Admins only: a subject access request's export, downloaded as one JSON file. */
export function FindPersonData() {
  const intl = useIntl();
  const styles = useStyles();
  const headingId = useId();
  const exportData = useExportPersonData();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!LOOKS_LIKE_EMAIL.test(address)) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    exportData.mutate(address, {
      onError: (error) => {
        if (error instanceof StaffApiError && error.status === 400) {
          setInvalid(true);
          inputRef.current?.focus();
        }
      },
    });
  };

  const failed = exportData.isError && !invalid;
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId}>{intl.formatMessage(m.findHeading)}</h2>
      <p>{intl.formatMessage(m.findIntro)}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          className={styles.field}
          label={intl.formatMessage(m.findEmail)}
          validationMessage={invalid ? intl.formatMessage(m.findEmailInvalid) : undefined}
        >
          <Input
            ref={inputRef}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(_event, data) => setEmail(data.value)}
          />
        </Field>
        <Button type="submit" disabled={exportData.isPending}>
          {intl.formatMessage(m.findSubmit)}
        </Button>
      </form>
      <p role="status">
        {exportData.isSuccess && intl.formatMessage(m.findDone, { count: exportData.data.count })}
        {failed && intl.formatMessage(m.findFailed)}
      </p>
    </section>
  );
}
