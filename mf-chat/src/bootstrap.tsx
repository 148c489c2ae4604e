import { mountStandalone } from '@clinic/ui';
import { useState } from 'react';
import ChatWidget from './exposes/chat-widget';

/** On its own page for local work the widget has no shell launcher: it opens at once and reopens on reload. */
function StandaloneChat() {
  const [open, setOpen] = useState(true);
  return <ChatWidget currentPath={window.location.pathname} open={open} onClose={() => setOpen(false)} />;
}

mountStandalone(<StandaloneChat />);
