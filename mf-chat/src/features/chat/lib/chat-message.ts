import type { ChatContinuationMessage } from '@clinic/contracts';

/** A message in the view (spec: sender and text), with a key for the list. */
export interface ChatMessage extends ChatContinuationMessage {
  id: number;
}
