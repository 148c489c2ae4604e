/**
 * Calls `seen` once, when `element` is first on screen (shown, in the viewport); returns what stops watching. Without
 * IntersectionObserver, at once.
 */
export function whenOnScreen(element: Element, seen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    seen();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    seen();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
