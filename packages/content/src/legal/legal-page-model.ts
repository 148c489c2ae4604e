import type { Block, Inline } from '../model';

/** The kinds of record with a configured retention period (the API's GET /api/retention-periods answers each). */
export type RetentionKind = 'submissionDays' | 'spamDays' | 'auditDays';

/** One row of the retention table: the period itself comes from the API, never from this text. */
export interface RetentionRow {
  kind: RetentionKind;
  record: string;
  /** Follows the period, e.g. 'after the request's last status change'. */
  countedFrom: string;
}

/** The privacy notice's retention section: a table filled with the configured periods. */
export interface RetentionSection {
  heading: string;
  intro: Inline[];
  recordHeader: string;
  periodHeader: string;
  rows: readonly RetentionRow[];
  /** Shown instead of the table when the periods cannot be loaded. */
  unavailable: Inline[];
  /** Records with fixed rules (nothing stored, a session's end), after the table. */
  after: Inline[][];
}

/** Running text only: paragraphs and lists. */
export type TextBlock = Extract<Block, { type: 'paragraph' | 'list' }>;

export interface TextSection {
  heading: string;
  blocks: TextBlock[];
  subsections?: TextSection[];
}

export type LegalSection = TextSection | RetentionSection;

export function isRetentionSection(section: LegalSection): section is RetentionSection {
  return 'rows' in section;
}

/** The privacy notice, terms of use and accessibility statement: running text in sections, dated. */
export interface LegalPage {
  lead: Inline[];
  sections: readonly LegalSection[];
  /** ISO date the text was last changed, shown at the end. */
  lastUpdated: string;
}
