import { useEffect, useState } from 'react';

/** True once the browser has been idle after the first paint: for extras that must not slow the page. */
export function useAfterIdle(timeoutMs = 2000): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setIsIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIsIdle(true), 1);
    return () => clearTimeout(handle);
  }, [timeoutMs]);
  return isIdle;
}
