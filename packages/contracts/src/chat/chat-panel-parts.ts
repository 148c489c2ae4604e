/**
 * The chat panel's parts, marked in its markup. The widget (mf-chat) keeps its panel in the page while closed,
 * hidden, so a prerendered page carries a copy of it. The shell's page script opens that copy the moment the launcher
 * is pressed and lets the visitor tick and type in it while the widget starts; the widget then takes its place,
 * with what was entered and the focus.
 */
export const CHAT_PANEL_PARTS = {
  /** The panel (role="dialog"), hidden while closed. */
  panel: 'data-chat-panel',
  /** The consent checkbox: the message field is disabled until it is ticked. */
  consent: 'data-chat-consent',
  /** The message field. */
  message: 'data-chat-message',
  /** The send button: disabled until consent is ticked and the message is not blank. */
  send: 'data-chat-send',
  /** The close button. */
  close: 'data-chat-close',
} as const;
