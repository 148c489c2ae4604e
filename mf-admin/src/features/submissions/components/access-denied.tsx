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
});

/** The submissions page's denied state: why, and a way back home. */
export function AccessDenied({ reason }: { reason: DeniedAccessState }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.denied}>
      <MessageBar intent="error" layout="multiline" role="alert">
        <MessageBarBody>{intl.formatMessage(DENIED_MESSAGES[reason])}</MessageBarBody>
      </MessageBar>
      <ButtonLink to="/" appearance="primary">
        {intl.formatMessage(submissionsMessages.returnHome)}
      </ButtonLink>
    </div>
  );
}
