import type { ChatWidgetProps } from '@clinic/contracts';
import { ChatAssistant } from '@/features/chat/components/chat-assistant';

/** mf_chat/chat-widget */
export default function ChatWidget(props: ChatWidgetProps) {
  return <ChatAssistant {...props} />;
}
