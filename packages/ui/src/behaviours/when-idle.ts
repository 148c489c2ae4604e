/** How long a task may wait for the browser to be idle before it runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once the browser is idle (no input or frame waiting), at the latest after a couple of seconds: for
 * work that takes the main thread for a while (a region's code running, a library loading), which must not fall
 * between a visitor's press and its answer on screen. Where requestIdleCallback is missing, in the next task.
 */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 0);
}
