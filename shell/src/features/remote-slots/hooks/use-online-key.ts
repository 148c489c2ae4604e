import { useEffect, useState } from 'react';

/** A number that goes up each time the browser comes back online: a reset key for regions that failed offline. */
export function useOnlineKey(): number {
  const [onlineKey, setOnlineKey] = useState(0);
  useEffect(() => {
    const bump = () => setOnlineKey((key) => key + 1);
    window.addEventListener('online', bump);
    return () => window.removeEventListener('online', bump);
  }, []);
  return onlineKey;
}
