import { practiceProfile } from '@clinic/content';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { FormattedMessage } from 'react-intl';
import { remoteSlotMessages } from '../messages';

/** The short, friendly notice a region shows when its remote could not be loaded. */
export default function RemoteUnavailable() {
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="remote-unavailable">
      <MessageBarBody>
        <MessageBarTitle>
          <FormattedMessage {...remoteSlotMessages.unavailableTitle} />
        </MessageBarTitle>{' '}
        <FormattedMessage {...remoteSlotMessages.unavailableBody} values={{ phone: practiceProfile.adultStaffPhone }} />
      </MessageBarBody>
    </MessageBar>
  );
}
