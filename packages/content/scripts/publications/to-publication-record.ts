import type { CslDate, CslItem, CslName } from '@citation-js/core';
import type {
  PublicationAuthorName,
  PublicationRecord,
  PublicationType,
} from '../../src/publications/publication-model';
import { normaliseDoi, publicationId } from '../../src/publications/publication-keys';
import type { SourceEntry } from './bibliography-source';

/** CSL types -> the page's five; anything else (report, thesis, webpage …) is listed as an article. */
const TYPE_OF_CSL: Readonly<Record<string, PublicationType>> = {
  'article-journal': 'article',
  article: 'article',
  'article-magazine': 'article',
  'article-newspaper': 'article',
  review: 'review',
  'review-book': 'review',
  chapter: 'chapter',
  'entry-encyclopedia': 'chapter',
  'entry-dictionary': 'chapter',
  book: 'book',
  'paper-conference': 'conference',
  speech: 'conference',
};

/** MEDLINE publication types and keywords that make an article a review. */
const REVIEW_MARKERS = ['review', 'systematic review', 'narrative review', 'meta-analysis', 'scoping review'];

/** Text as shown: markup from Zotero or JATS abstracts dropped, whitespace collapsed. */
function plainText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function optional(value: unknown): string | undefined {
  return plainText(value) || undefined;
}

/** MEDLINE ends titles with a full stop; reference lists add their own. A '?' or '!' is part of the title. */
function cleanTitle(title: unknown): string {
  return plainText(title).replace(/\.$/, '');
}

function cleanName(name: CslName & { 'non-dropping-particle'?: string; 'dropping-particle'?: string }) {
  const literal = plainText(name.literal);
  if (literal) return { literal };
  const family = [name['dropping-particle'], name['non-dropping-particle'], name.family].map(plainText).filter(Boolean);
  const given = plainText(name.given);
  const author: PublicationAuthorName = {};
  if (family.length > 0) author.family = family.join(' ');
  if (given) author.given = given;
  return author.family || author.given ? author : undefined;
}

function yearOf(...dates: (CslDate | undefined)[]): number | undefined {
  for (const date of dates) {
    const part = date?.['date-parts']?.[0]?.[0];
    const text = part === undefined ? `${date?.raw ?? ''} ${date?.literal ?? ''}` : String(part);
    const year = /\b(\d{4})\b/.exec(text)?.[1];
    if (year) return Number(year);
  }
  return undefined;
}

/** A PMID from the item, or from a PubMed link (EndNote and Zotero often keep it only there). */
function pmidOf(item: CslItem): string | undefined {
  const direct = plainText(item.PMID);
  if (/^\d{1,9}$/.test(direct)) return direct;
  return /(?:pubmed\.ncbi\.nlm\.nih\.gov\/|ncbi\.nlm\.nih\.gov\/pubmed\/)(\d{1,9})/.exec(item.URL ?? '')?.[1];
}

function keywordsOf(entry: SourceEntry): string[] {
  const listed = entry.keywords ?? plainText(entry.item.keyword).split(/[,;]/);
  return [...new Set(listed.map(plainText).filter(Boolean))];
}

function typeOf(item: CslItem, markers: readonly string[]): PublicationType {
  const type = TYPE_OF_CSL[item.type ?? ''] ?? 'article';
  if (type !== 'article') return type;
  const lower = [...markers, plainText(item.genre)].map((marker) => marker.toLowerCase());
  return lower.some((marker) => REVIEW_MARKERS.includes(marker)) ? 'review' : 'article';
}

/** Drops empty optional fields, so the data file holds only what the source had. */
function compact(record: PublicationRecord): PublicationRecord {
  return Object.fromEntries(
    Object.entries(record).filter(
      ([key, value]) => key === 'authors' || !(value === undefined || (Array.isArray(value) && value.length === 0)),
    ),
  ) as unknown as PublicationRecord;
}

/**
 * One entry as the page's data holds it, or why it cannot be listed: a work needs a title. Everything else is
 * optional, as the page shows only what an entry has.
 */
export function toPublicationRecord(entry: SourceEntry): { record: PublicationRecord } | { problem: string } {
  const { item } = entry;
  const title = cleanTitle(item.title);
  if (!title) return { problem: 'the entry has no title' };
  const keywords = keywordsOf(entry);
  const doi = optional(item.DOI);
  const record: PublicationRecord = {
    id: '',
    type: typeOf(item, [...(entry.publicationTypes ?? []), ...keywords]),
    title,
    authors: (item.author ?? []).map(cleanName).filter((name) => name !== undefined),
    container: optional(item['container-title'] ?? item['event-title'] ?? item['collection-title']),
    volume: optional(item.volume),
    issue: optional(item.issue),
    pages: optional(item.page)?.replace(/\s*[-‐–—]+\s*/g, '-'),
    year: yearOf(item.issued, item['event-date']),
    publisher: optional(item.publisher),
    doi: doi ? normaliseDoi(doi) : undefined,
    pmid: pmidOf(item),
    url: optional(item.URL),
    abstract: optional(item.abstract),
    keywords,
    mesh: entry.mesh,
    publicationTypes: entry.publicationTypes,
  };
  return { record: compact({ ...record, id: publicationId(record) }) };
}
