import path from 'node:path';

/** A file under fixtures/: small exports in each format, written for these tests (invented works, 10.5555 DOIs). */
export const fixture = (name: string): string => path.join(__dirname, 'fixtures', name);
