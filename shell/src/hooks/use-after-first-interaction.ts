import { useEffect, useState } from 'react';

/** What counts as the visitor starting to use the page. */
const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'focusin'] as const;

/**
 * True once the visitor first interacts with the page. For parts nobody needs before then (the chat assistant,
 * the toaster that only ever shows the result of something the visitor did): they stay off the first load, which
 * keeps the page light and quick to become responsive on slow phones.
 */
export function useAfterFirstInteraction(): boolean {
  const [hasInteracted, setHasInteracted] = useState(false);
  useEffect(() => {
    if (hasInteracted) return;
    const controller = new AbortController();
    const markInteracted = () => {
      controller.abort();
      setHasInteracted(true);
    };
    for (const type of INTERACTION_EVENTS) {
      window.addEventListener(type, markInteracted, { passive: true, capture: true, signal: controller.signal });
    }
    return () => controller.abort();
  }, [hasInteracted]);
  return hasInteracted;
}
