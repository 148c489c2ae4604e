import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { logger } from '@/lib/logger';
import { appMessages } from '../messages';

/** The routing-failure fallback: plain markup, so it renders even if the layout is what failed. */
export function RouteError() {
  const intl = useIntl();
  const error = useRouteError();
  useEffect(() => logger.error('Routing failure', error), [error]);
  return (
    <main style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>{intl.formatMessage(appMessages.unexpectedError)}</h1>
      <p>{intl.formatMessage(appMessages.unexpectedErrorBody)}</p>
      <a href="/">{intl.formatMessage(appMessages.returnHome)}</a>
    </main>
  );
}
