import { practiceProfile } from '@clinic/content';
import { FormattedMessage } from 'react-intl';
import { remoteSlotMessages } from '../messages';
import { useNoticeStyles } from './notice-styles';

/** The short, friendly notice a region shows when its remote could not be loaded and the server sent no copy of it. */
export function RemoteUnavailable() {
  const styles = useNoticeStyles();
  return (
    <div role="status" className={styles.notice} data-testid="remote-unavailable">
      <strong className={styles.title}>
        <FormattedMessage {...remoteSlotMessages.unavailableTitle} />
      </strong>
      <FormattedMessage {...remoteSlotMessages.unavailableBody} values={{ phone: practiceProfile.adultStaffPhone }} />
    </div>
  );
}
