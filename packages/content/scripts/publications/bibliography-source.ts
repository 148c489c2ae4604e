import type { CslItem } from '@citation-js/core';

/** Where an entry came from, for messages: the file, the entry's first line where the format has lines, its number. */
export interface SourceLocation {
  file: string;
  line?: number;
  /** 1-based position among the file's entries (records, items). */
  entry?: number;
}

/** An entry read from a file, as CSL-JSON plus what CSL has no field for. */
export interface SourceEntry {
  item: CslItem;
  /** Set when the format holds keywords as a list (MEDLINE OT); otherwise CSL's comma-separated 'keyword'. */
  keywords?: string[];
  mesh?: string[];
  publicationTypes?: string[];
  location: SourceLocation;
}

/** An entry, or a whole file, that could not be read, and why. */
export interface SkippedEntry {
  location: SourceLocation;
  reason: string;
}

export interface ReadResult {
  entries: SourceEntry[];
  skipped: SkippedEntry[];
}

/** 'scholar.bib:118: entry 17' — the form compilers use, so editors can jump to the line. */
export function describeLocation(location: SourceLocation): string {
  const place = location.line === undefined ? location.file : `${location.file}:${location.line}`;
  return location.entry === undefined ? place : `${place}: entry ${location.entry}`;
}

/** citation.js's parse errors: the first line, which says what was expected where. */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.trim() ?? message;
}
