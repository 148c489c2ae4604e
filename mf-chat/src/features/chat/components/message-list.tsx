import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ChatMessage } from '../lib/chat-message';
import { chatMessages } from '../messages';
import { ReplyText } from './reply-text';

const useStyles = makeStyles({
  log: {
    // The spec's fixed-height message area.
    height: '20rem',
    maxHeight: '45vh',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    boxSizing: 'border-box',
    '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  message: {
    maxWidth: '85%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  user: {
    alignSelf: 'flex-end',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    '& a': { color: tokens.colorNeutralForegroundOnBrand },
  },
  bot: {
    alignSelf: 'flex-start',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
  },
  busy: { alignSelf: 'flex-start', color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

export interface MessageListProps {
  messages: readonly ChatMessage[];
  busy: boolean;
  /** Whether the panel is open: a closed one cannot scroll, so it scrolls once shown again. */
  shown: boolean;
}

/**
 * The conversation as a polite log region: screen readers announce each new message. The greeting shows while
 * there are no messages; the view scrolls to the newest message whenever the list changes or the panel opens.
 */
export function MessageList({ messages, busy, shown }: MessageListProps) {
  const styles = useStyles();
  const intl = useIntl();
  const endRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    // 'nearest' scrolls the message area only, never the page behind the panel; CSS sets smooth or instant.
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages, busy, shown]);

  return (
    <div
      className={styles.log}
      role="log"
      aria-live="polite"
      aria-label={intl.formatMessage(chatMessages.messagesLabel)}
      aria-busy={busy}
    >
      <ol className={styles.list}>
        {messages.length === 0 && (
          <li className={mergeClasses(styles.message, styles.bot)}>{intl.formatMessage(chatMessages.greeting)}</li>
        )}
        {messages.map((message) => (
          <li key={message.id} className={mergeClasses(styles.message, styles[message.sender])}>
            <span className={styles.visuallyHidden}>
              {intl.formatMessage(message.sender === 'user' ? chatMessages.youSaid : chatMessages.assistantSaid)}{' '}
            </span>
            <ReplyText text={message.text} />
          </li>
        ))}
        {busy && <li className={mergeClasses(styles.message, styles.busy)}>{intl.formatMessage(chatMessages.busy)}</li>}
        <li ref={endRef} aria-hidden="true" />
      </ol>
    </div>
  );
}
