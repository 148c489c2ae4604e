import { AUTH_PATHS } from '@clinic/contracts';
import { ButtonLink } from '@clinic/ui';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useIntl } from 'react-intl';
import type { DeniedAccessState } from '../lib/access-state';
import { submissionsMessages } from '../messages';

const DENIED_MESSAGES = {
  'no-session': submissionsMessages.noSession,
  forbidden: submissionsMessages.forbidden,
} as const;

const useStyles = makeStyles({
  denied: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', rowGap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** The submissions page's denied state: why, a way to sign in when nobody is, and a way back home. */
export function AccessDenied({ reason }: { reason: DeniedAccessState }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.denied}>
      <MessageBar intent="error" layout="multiline" role="alert">
        <MessageBarBody>{intl.formatMessage(DENIED_MESSAGES[reason])}</MessageBarBody>
      </MessageBar>
      <div className={styles.actions}>
        {reason === 'no-session' && (
          // A full page load: the API answers with a redirect to Microsoft (or the local provider).
          <ButtonLink to={AUTH_PATHS.login} appearance="primary">
            {intl.formatMessage(submissionsMessages.signIn)}
          </ButtonLink>
        )}
        <ButtonLink to="/" appearance={reason === 'no-session' ? 'secondary' : 'primary'}>
          {intl.formatMessage(submissionsMessages.returnHome)}
        </ButtonLink>
      </div>
    </div>
  );
}
