import type { ChatWidgetProps } from '@clinic/contracts';
import { useCallback, useRef, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useKeptPanelState } from '../hooks/use-kept-panel-state';
import { chatLauncherMessages } from '../messages';

/** Styled by the page template's base styles (src/index.html): no styling script in every page's first load. */
const LAUNCHER_CLASS = 'chat-launcher';

export interface ChatLauncherProps {
  currentPath: string;
  /** Load the widget's code now, before the launcher is pressed: the visitor has started using the page. */
  preload: boolean;
  /** The chat widget's remote slot (app/remotes.tsx). */
  Widget: ComponentType<ChatWidgetProps>;
}

/**
 * The chat's floating button. It belongs to the shell so that it is in the prerendered page and on screen at the
 * first paint, while the widget's code loads only on the first interaction or when the button is pressed. Closing
 * the panel (its close button or Escape) puts focus back here. A panel left open on the previous page opens again.
 */
export function ChatLauncher({ currentPath, preload, Widget }: ChatLauncherProps) {
  const intl = useIntl();
  // undefined until first opened: the widget then stays mounted, keeping its conversation while closed.
  const { open, setOpen, widgetKey } = useKeptPanelState();
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
      {(preload || open !== undefined) && (
        <Widget key={widgetKey} currentPath={currentPath} open={open === true} onClose={close} />
      )}
    </>
  );
}
