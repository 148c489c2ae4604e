import { defineMessages } from 'react-intl';

export const chatLauncherMessages = defineMessages({
  open: { id: 'shell.chatLauncher.open', defaultMessage: 'Chat with the Spine Information Assistant' },
});
