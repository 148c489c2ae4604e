/** A message in the view (spec: sender and text). */
export interface ChatMessage {
  id: number;
  sender: 'user' | 'bot';
  text: string;
}
