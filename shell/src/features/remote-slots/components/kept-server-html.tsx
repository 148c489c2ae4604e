import { practiceProfile } from '@clinic/content';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { prepareKeptHtml } from '../lib/prepare-kept-html';
import { remoteSlotMessages } from '../messages';
import { useNoticeStyles } from './notice-styles';

/**
 * A failed region's prerendered HTML, as the server sent it: the text stays readable and its links work as normal
 * links. Forms and filters, which need the missing remote, give way to short notes (see prepareKeptHtml).
 */
export function KeptServerHtml({ html }: { html: string }) {
  const intl = useIntl();
  const styles = useNoticeStyles();
  const keptHtml = useMemo(
    () =>
      prepareKeptHtml(html, {
        filters: intl.formatMessage(remoteSlotMessages.filtersUnavailable),
        // With a value that is not text, formatMessage returns the message's parts with the value in place.
        form: (phoneLink) =>
          [
            intl.formatMessage(remoteSlotMessages.formUnavailable, { phone: phoneLink as unknown as ReactNode }),
          ].flat() as (string | Node)[],
        controls: intl.formatMessage(remoteSlotMessages.controlsUnavailable),
        phone: practiceProfile.adultStaffPhone,
        noteClassName: styles.notice,
      }),
    [html, intl, styles.notice],
  );
  return <div className={styles.contents} dangerouslySetInnerHTML={{ __html: keptHtml }} />;
}
