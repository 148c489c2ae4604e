import { mountStandalone } from '@clinic/ui';
import ChatWidget from './exposes/chat-widget';

mountStandalone(<ChatWidget currentPath={window.location.pathname} />);
