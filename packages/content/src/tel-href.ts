/**
 * A tel: address for a UK number as printed ('020 7946 0001' -> 'tel:+442079460001').
 * Numbers already in international form keep their country code.
 */
export function telHref(printed: string): string {
  const compact = printed.replace(/[^\d+]/g, '');
  if (compact.startsWith('+')) return `tel:${compact}`;
  if (compact.startsWith('00')) return `tel:+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `tel:+44${compact.slice(1)}`;
  return `tel:${compact}`;
}
