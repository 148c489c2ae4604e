import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * After moving to another page by a link, start at the top and put focus on the page's main region, so keyboard
 * and screen-reader users begin reading the new page rather than somewhere in the old one. Back and forward keep
 * the browser's own scroll position; the first page load leaves focus alone.
 */
export function useNewPageFocus(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (navigationType === 'POP') return;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, navigationType, mainRef]);
}
