import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses, shorthands } from '@griffel/react';
import { CHAT_LIMITS, CHAT_PANEL_PARTS } from '@clinic/contracts';
import { useButtonLookStyles } from '@clinic/ui';
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
  close: {
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalXS,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForegroundOnBrand,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorNeutralForegroundOnBrand}`, outlineOffset: '1px' },
  },
  controls: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  consent: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
  },
  checkbox: {
    flexShrink: 0,
    width: '16px',
    height: '16px',
    margin: `2px 0 0`,
    accentColor: tokens.colorBrandBackground,
    cursor: 'pointer',
  },
  form: { display: 'flex', gap: tokens.spacingHorizontalS },
  input: {
    flexGrow: 1,
    minWidth: 0,
    boxSizing: 'border-box',
    height: '32px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke1),
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    '::placeholder': { color: tokens.colorNeutralForeground4, opacity: 1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
    ':disabled': {
      ...shorthands.borderColor(tokens.colorNeutralStrokeDisabled),
      backgroundColor: tokens.colorTransparentBackground,
      color: tokens.colorNeutralForegroundDisabled,
      cursor: 'not-allowed',
    },
  },
  // Fluent's disabled button look, by the element's own state (see ChatPanel).
  send: {
    ':disabled': {
      backgroundColor: tokens.colorNeutralBackgroundDisabled,
      color: tokens.colorNeutralForegroundDisabled,
      ...shorthands.borderColor(tokens.colorNeutralStrokeDisabled),
      cursor: 'not-allowed',
      pointerEvents: 'none',
    },
  },
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
  /** Closed: the panel stays in the page, hidden, so that a prerendered page carries a copy of it. */
  open: boolean;
  messages: readonly ChatMessage[];
  busy: boolean;
  /**
   * Already on screen (open since the previous page, or the page's copy was opened): the panel neither animates in
   * nor takes the focus.
   */
  continued: boolean;
  consented: boolean;
  onConsentChange: (consented: boolean) => void;
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  onClose: () => void;
}

/**
 * The chat panel. Input and send stay disabled until consent is ticked; send also while the trimmed text is empty or
 * an answer is on its way. Focus moves to the consent box (or the input once consent is given) as the panel opens,
 * unless it was already on screen; it stays in the input after sending, and Escape closes the panel.
 *
 * The controls are the browser's own, styled with Fluent's tokens, and every state they show (ticked, disabled) is
 * the element's own: the page's copy of the panel (CHAT_PANEL_PARTS) then looks and works the same before the
 * widget has started, with no component code to draw a tick.
 */
export function ChatPanel(props: ChatPanelProps) {
  const { open, messages, busy, continued, consented, onConsentChange, draft, onDraftChange, onSend, onClose } = props;
  const styles = useStyles();
  const buttonLook = useButtonLookStyles();
  const intl = useIntl();
  const titleId = useId();
  const disclaimerId = useId();
  const consentId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const canSend = consented && !busy && draft.trim() !== '';

  useEffect(() => {
    if (open && !continued) (consented ? inputRef : consentRef).current?.focus();
    // Only as the panel opens: later focus follows the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

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
      hidden={!open}
      {...{ [CHAT_PANEL_PARTS.panel]: '' }}
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
        <button
          type="button"
          className={styles.close}
          aria-label={intl.formatMessage(chatMessages.close)}
          {...{ [CHAT_PANEL_PARTS.close]: '' }}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <MessageList messages={messages} busy={busy} shown={open} />
      <div className={styles.controls}>
        <div className={styles.consent}>
          <input
            ref={consentRef}
            id={consentId}
            type="checkbox"
            name="consent"
            className={styles.checkbox}
            {...{ [CHAT_PANEL_PARTS.consent]: '' }}
            checked={consented}
            onChange={(event) => onConsentChange(event.target.checked)}
          />
          <label htmlFor={consentId}>{consentLabel}</label>
        </div>
        <form className={styles.form} onSubmit={submit}>
          <input
            ref={inputRef}
            type="text"
            name="message"
            className={styles.input}
            {...{ [CHAT_PANEL_PARTS.message]: '' }}
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            disabled={!consented}
            placeholder={intl.formatMessage(chatMessages.placeholder)}
            aria-label={intl.formatMessage(chatMessages.inputLabel)}
            maxLength={CHAT_LIMITS.messageMaxLength}
            autoComplete="off"
          />
          <button
            type="submit"
            className={mergeClasses(buttonLook.base, buttonLook.primary, styles.send)}
            {...{ [CHAT_PANEL_PARTS.send]: '' }}
            disabled={!canSend}
          >
            {intl.formatMessage(chatMessages.send)}
          </button>
        </form>
      </div>
      <p className={styles.footer}>{intl.formatMessage(chatMessages.footer)}</p>
    </section>
  );
}
