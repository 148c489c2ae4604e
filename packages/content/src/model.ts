/** Structured page content: rendered by mf-content and searched by the chat assistant. */
import type { RedFlagSourceId } from './red-flags/red-flag-model';

/** A link inside running text. Paths starting with '/' are internal; anything else opens in a new tab. */
export interface LinkSpan {
  text: string;
  href: string;
}

/** Running text: plain strings and links, in reading order. */
export type Inline = string | LinkSpan;

export interface ImageRef {
  /** File name under mf-content's public images folder, e.g. 'lumbar-spine.svg'. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type Block =
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; items: Inline[][] }
  | { type: 'figure'; image: ImageRef; caption: string }
  /** An urgent call-out: red flags from the catalogue by id, grouped under what to do about them. */
  | { type: 'red-flags'; ids: readonly string[] };

export interface Section {
  heading: string;
  blocks: Block[];
  subsections?: Section[];
}

export interface Article {
  /** Route path, e.g. '/spinal-conditions/general/sciatica'; its title and description are in the route table. */
  path: string;
  /** Opening paragraph shown under the heading. */
  lead: Inline[];
  sections: Section[];
  /** Links shown at the end, e.g. to the sibling anatomy articles. */
  relatedLinks: LinkSpan[];
  /**
   * Red flags (catalogue ids) shown in an urgent call-out under the lead, above the first section: the signs that
   * need 999 or A&E, so nobody has to read to the end to find them. Every article whose topic has red flags has one.
   */
  urgentCallout?: readonly string[];
  /** Guidance the article rests on; the sources of the red flags it cites are listed with them. */
  sources: readonly RedFlagSourceId[];
}

/** When a page's clinical content was last checked against its sources, and when it must be checked again. */
export interface ContentReview {
  /** ISO date, e.g. '2026-11-23'. */
  lastReviewed: string;
  /** ISO date; the build warns once it has passed. */
  nextReviewDue: string;
}
