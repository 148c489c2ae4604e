import { Button } from '@fluentui/react-button';
import { Checkbox } from '@fluentui/react-checkbox';
import { Input } from '@fluentui/react-input';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { CHAT_LIMITS } from '@clinic/contracts';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ChatMessage } from '../lib/chat-message';
import { chatMessages } from '../messages';
import { MessageList } from './message-list';

const TERMS_PATH = '/terms';

const useStyles = makeStyles({
  panel: {
    position: 'fixed',
    right: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    zIndex: 1000,
    // The spec: at most 92% of the viewport wide, about 24rem.
    width: '24rem',
    maxWidth: '92vw',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
    overflow: 'hidden',
    '@media (prefers-reduced-motion: no-preference)': {
      animationName: { from: { opacity: 0, transform: 'translateY(0.75rem)' }, to: { opacity: 1, transform: 'none' } },
      animationDuration: tokens.durationNormal,
      animationTimingFunction: tokens.curveDecelerateMid,
    },
  },
  // Continued from the previous page: it was already on screen, so it does not enter again.
  still: { '@media (prefers-reduced-motion: no-preference)': { animationName: 'none' } },
  header: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  heading: { flexGrow: 1 },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  disclaimer: { margin: `${tokens.spacingVerticalXXS} 0 0`, fontSize: tokens.fontSizeBase200 },
  close: { color: tokens.colorNeutralForegroundOnBrand, minWidth: 'auto' },
  controls: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  form: { display: 'flex', gap: tokens.spacingHorizontalS },
  input: { flexGrow: 1, minWidth: 0 },
  termsLink: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
  footer: {
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
});

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export interface ChatPanelProps {
  messages: readonly ChatMessage[];
  busy: boolean;
  /** Open since the previous page: the panel neither animates in nor takes the focus from the page. */
  continued: boolean;
  consented: boolean;
  onConsentChange: (consented: boolean) => void;
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  onClose: () => void;
}

/**
 * The open chat panel. Input and send stay disabled until consent is ticked; send also while the trimmed text is
 * empty or an answer is on its way. Focus starts on the consent box (or the input once consent is given), unless the
 * panel continues from the previous page; it stays in the input after sending, and Escape closes the panel.
 */
export function ChatPanel(props: ChatPanelProps) {
  const { messages, busy, continued, consented, onConsentChange, draft, onDraftChange, onSend, onClose } = props;
  const styles = useStyles();
  const intl = useIntl();
  const titleId = useId();
  const disclaimerId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const canSend = consented && !busy && draft.trim() !== '';

  useEffect(() => {
    if (!continued) (consented ? inputRef : consentRef).current?.focus();
    // Only when the panel opens: later focus follows the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
    inputRef.current?.focus();
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  // The spec's wording unchanged: its word 'terms' links to the terms of use (a site page the shell navigates to).
  const consentLabel = intl.formatMessage(chatMessages.consent, {
    terms: (chunks: ReactNode[]) => (
      <a key="terms" href={TERMS_PATH} className={styles.termsLink}>
        {chunks}
      </a>
    ),
  });

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={disclaimerId}
      className={mergeClasses(styles.panel, continued && styles.still)}
      onKeyDown={closeOnEscape}
    >
      <div className={styles.header}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {intl.formatMessage(chatMessages.assistantName)}
          </h2>
          <p id={disclaimerId} className={styles.disclaimer}>
            {intl.formatMessage(chatMessages.disclaimer)}
          </p>
        </div>
        <Button
          appearance="transparent"
          className={styles.close}
          icon={<CloseIcon />}
          aria-label={intl.formatMessage(chatMessages.close)}
          onClick={onClose}
        />
      </div>
      <MessageList messages={messages} busy={busy} />
      <div className={styles.controls}>
        <Checkbox
          ref={consentRef}
          checked={consented}
          onChange={(_event, data) => onConsentChange(data.checked === true)}
          label={consentLabel}
        />
        <form className={styles.form} onSubmit={submit}>
          <Input
            ref={inputRef}
            className={styles.input}
            value={draft}
            onChange={(_event, data) => onDraftChange(data.value)}
            disabled={!consented}
            placeholder={intl.formatMessage(chatMessages.placeholder)}
            aria-label={intl.formatMessage(chatMessages.inputLabel)}
            maxLength={CHAT_LIMITS.messageMaxLength}
            autoComplete="off"
          />
          <Button type="submit" appearance="primary" disabled={!canSend}>
            {intl.formatMessage(chatMessages.send)}
          </Button>
        </form>
      </div>
      <p className={styles.footer}>{intl.formatMessage(chatMessages.footer)}</p>
    </section>
  );
}
