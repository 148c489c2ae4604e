import type { ChatWidgetProps } from '@clinic/contracts';
import { useCallback, useRef, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useKeptPanelState } from '../hooks/use-kept-panel-state';
// Styled by the page template's base styles (src/index.html): no styling script in every page's first load.
import { LAUNCHER_CLASS } from '../lib/chat-panel-copy';
import { chatLauncherMessages } from '../messages';

export interface ChatLauncherProps {
  currentPath: string;
  /** The chat widget's remote slot (app/remotes.tsx). */
  Widget: ComponentType<ChatWidgetProps>;
  /** The page's copy of the panel is open (lib/chat-panel-copy.ts): the widget starts open, as already shown. */
  openedByPage?: boolean;
}

/**
 * The chat's floating button. It belongs to the shell so that it is in the prerendered page and on screen at the
 * first paint, while the widget's code loads only on the first interaction or when the button is pressed. Closing
 * the panel (its close button or Escape) puts focus back here. A panel left open on the previous page opens again.
 */
export function ChatLauncher({ currentPath, Widget, openedByPage = false }: ChatLauncherProps) {
  const intl = useIntl();
  const { open, setOpen, widgetKey } = useKeptPanelState(openedByPage);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, [setOpen]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={LAUNCHER_CLASS}
        aria-label={intl.formatMessage(chatLauncherMessages.open)}
        aria-expanded={open === true}
        onClick={() => setOpen(true)}
      >
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M4 4h16v12H9l-5 4Z" />
        </svg>
      </button>
      <Widget
        key={widgetKey}
        currentPath={currentPath}
        open={open === true}
        alreadyShown={openedByPage}
        onClose={close}
      />
    </>
  );
}
