import { practiceProfile } from '@clinic/content';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { prepareKeptHtml } from '../lib/prepare-kept-html';
import { remoteSlotMessages } from '../messages';
import { useNoticeStyles } from './notice-styles';

/** Stands for the phone number in the formatted text, where the phone link then goes (a private-use character). */
const PHONE_PLACE = '\uE000';

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
        form: (phoneLink) => {
          const [before = '', after = ''] = intl
            .formatMessage(remoteSlotMessages.formUnavailable, { phone: PHONE_PLACE })
            .split(PHONE_PLACE);
          return [before, phoneLink, after];
        },
        controls: intl.formatMessage(remoteSlotMessages.controlsUnavailable),
        phone: practiceProfile.adultStaffPhone,
        noteClassName: styles.notice,
      }),
    [html, intl, styles.notice],
  );
  return <div className={styles.contents} dangerouslySetInnerHTML={{ __html: keptHtml }} />;
}
