import { ButtonLink } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { PageHeading } from '@clinic/ui';
import { logger } from '@/lib/logger';
import { appMessages } from '../messages';

const useStyles = makeStyles({
  body: { fontSize: tokens.fontSizeBase400, marginBottom: tokens.spacingVerticalXL },
});

export function NotFound() {
  const styles = useStyles();
  const intl = useIntl();
  const { pathname } = useLocation();

  useEffect(() => {
    logger.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <section>
      <PageHeading>{intl.formatMessage(appMessages.notFoundTitle)}</PageHeading>
      <p className={styles.body}>{intl.formatMessage(appMessages.notFoundBody)}</p>
      <ButtonLink to="/" appearance="primary">
        {intl.formatMessage(appMessages.returnHome)}
      </ButtonLink>
    </section>
  );
}
