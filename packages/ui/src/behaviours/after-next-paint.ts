/** Where no frame is drawn (a hidden tab), how long the wait lasts at most. */
const FRAMELESS_WAIT_MS = 100;

/**
 * Resolves once the browser has painted its next frame: for work (checking a whole form, say) that would otherwise
 * fall between a visitor's press and the frame showing its answer. Where no frame comes (a hidden tab), after a
 * moment.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, FRAMELESS_WAIT_MS);
    // Frame callbacks run just before the paint; the task after them, once it is done.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
