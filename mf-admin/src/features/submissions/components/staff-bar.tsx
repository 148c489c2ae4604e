import { Button } from '@fluentui/react-button';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useIntl } from 'react-intl';
import { useSignOut } from '../api/sign-out';
import { submissionsMessages } from '../messages';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBlockEnd: tokens.spacingVerticalL,
  },
});

/** Who is signed in, and the way out. */
export function StaffBar({ name }: { name: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const signOut = useSignOut();
  return (
    <div className={styles.bar}>
      <span>{intl.formatMessage(submissionsMessages.signedInAs, { name })}</span>
      <Button onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        {intl.formatMessage(submissionsMessages.signOut)}
      </Button>
    </div>
  );
}
