import type { ChatWidgetProps } from '@clinic/contracts';

/** mf_chat/chat-widget */
export default function ChatWidget(_props: ChatWidgetProps) {
  return null;
}
