export interface WhenOnScreenOptions {
  /** How far outside the viewport counts as on screen (IntersectionObserver's rootMargin), e.g. '200px'. */
  rootMargin?: string;
}

/**
 * Calls `seen` with each of `elements` once, the first time it is on screen (shown, within `rootMargin` of the
 * viewport); returns what stops watching. Without IntersectionObserver, with each at once.
 */
export function whenOnScreen<Watched extends Element>(
  elements: readonly Watched[],
  seen: (element: Watched) => void,
  { rootMargin }: WhenOnScreenOptions = {},
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    elements.forEach((element) => seen(element));
    return () => undefined;
  }
  if (elements.length === 0) return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        seen(entry.target as Watched);
      }
    },
    { rootMargin },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}
