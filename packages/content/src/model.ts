/** Structured page content: rendered by mf-content and searched by the chat assistant. */

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
  | { type: 'figure'; image: ImageRef; caption: string };

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
}
