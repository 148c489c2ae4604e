import { useRef, type BaseSyntheticEvent } from 'react';

/**
 * Wraps a form's submit handler so a second submit is ignored while the first is still running: the busy button
 * stays focusable (aria-disabled), and Enter in a field can submit again.
 */
export function useOneSubmitAtATime(
  submit: (event?: BaseSyntheticEvent) => Promise<unknown>,
): (event?: BaseSyntheticEvent) => Promise<void> {
  const running = useRef(false);
  return async (event) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    try {
      await submit(event);
    } finally {
      running.current = false;
    }
  };
}
