import { defineMessages } from 'react-intl';

export const chatMessages = defineMessages({
  panelLabel: { id: 'chat.widget.panelLabel', defaultMessage: 'Chat with the Spine Information Assistant' },
  assistantName: { id: 'chat.widget.assistantName', defaultMessage: 'Spine Information Assistant' },
  disclaimer: {
    id: 'chat.widget.disclaimer',
    defaultMessage: 'General information only. I am not a medical professional and cannot diagnose.',
  },
  close: { id: 'chat.widget.close', defaultMessage: 'Close chat' },
  messagesLabel: { id: 'chat.widget.messagesLabel', defaultMessage: 'Conversation' },
  greeting: {
    id: 'chat.widget.greeting',
    defaultMessage:
      "Hello! I'm here to help with general information about spinal conditions. How can I assist you today?",
  },
  // `<terms>` marks the word that links to the terms of use.
  consent: {
    id: 'chat.widget.consent',
    defaultMessage:
      "I understand this chat is not a substitute for professional medical advice and agree to the website's <terms>terms</terms>.",
  },
  inputLabel: { id: 'chat.widget.inputLabel', defaultMessage: 'Your question' },
  placeholder: { id: 'chat.widget.placeholder', defaultMessage: 'Ask about a spinal condition…' },
  send: { id: 'chat.widget.send', defaultMessage: 'Send' },
  busy: { id: 'chat.widget.busy', defaultMessage: 'The assistant is answering…' },
  footer: { id: 'chat.widget.footer', defaultMessage: 'Red-flag symptoms? In an emergency call 999.' },
  youSaid: { id: 'chat.widget.youSaid', defaultMessage: 'You:' },
  assistantSaid: { id: 'chat.widget.assistantSaid', defaultMessage: 'Assistant:' },
  urgent: {
    id: 'chat.widget.urgent',
    defaultMessage: 'This may require urgent assessment. If you have red-flag symptoms, call 999 or visit A&E.',
  },
  connectionError: {
    id: 'chat.widget.connectionError',
    defaultMessage: 'Sorry—there was a connection problem. Please try again or call the clinic directly.',
  },
  emptyReply: { id: 'chat.widget.emptyReply', defaultMessage: 'Sorry, I could not process your request.' },
  rateLimited: {
    id: 'chat.widget.rateLimited',
    defaultMessage: 'You have sent a lot of messages. Please wait a moment and try again, or call the clinic directly.',
  },
});
