import type { PracticeLocation } from '@clinic/content';

/** A location's postal address, one line each, without the building name (shown as the card heading). */
export function addressLines(location: PracticeLocation): string[] {
  return [location.streetAddress, location.locality, location.region, location.postalCode].filter(
    (line) => line.trim() !== '',
  );
}
