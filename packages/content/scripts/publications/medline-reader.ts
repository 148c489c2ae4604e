import type { CslItem, CslName } from '@citation-js/core';
import type { ReadResult, SourceLocation } from './bibliography-source';

/**
 * PubMed's MEDLINE format (.nbib, 'Send to: Citation manager'). citation.js's PubMed plugin only fetches records by
 * PMID from NCBI's API and reads no files, so this reads them: one record per blank-line-separated block, each line
 * 'TAG - value' with the tag left-aligned in four columns, long values continued on lines indented by six spaces.
 */
const FIELD_LINE = /^([A-Z][A-Z0-9]{0,3}) *- (.*)$/;
const CONTINUATION_LINE = /^ {6}(.*)$/;

type Fields = Map<string, string[]>;

interface Block {
  line: number;
  lines: string[];
}

function splitBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') {
      current = undefined;
      return;
    }
    if (!current) blocks.push((current = { line: index + 1, lines: [] }));
    current.lines.push(line);
  });
  return blocks;
}

/** The block's fields in order, or the first line that is neither a field nor a continuation. */
function parseFields(block: Block): { fields: Fields } | { badLine: number } {
  const fields: Fields = new Map();
  let last: { tag: string; index: number } | undefined;
  for (const [offset, line] of block.lines.entries()) {
    const field = FIELD_LINE.exec(line);
    const continuation = CONTINUATION_LINE.exec(line);
    if (field) {
      const [, tag = '', value = ''] = field;
      const values = fields.get(tag) ?? [];
      values.push(value.trim());
      fields.set(tag, values);
      last = { tag, index: values.length - 1 };
    } else if (continuation && last) {
      const values = fields.get(last.tag) ?? [];
      values[last.index] = `${values[last.index] ?? ''} ${(continuation[1] ?? '').trim()}`;
    } else {
      return { badLine: block.line + offset };
    }
  }
  return { fields };
}

/** 'Example, Alex J' (FAU) -> family and given; 'Example AJ' (AU) -> family and initials. */
function parseName(fullAuthor: string | undefined, author: string | undefined): CslName | undefined {
  if (fullAuthor) {
    const [family = '', given = ''] = fullAuthor.split(/,\s*/, 2);
    return given ? { family, given } : { family };
  }
  if (!author) return undefined;
  const parts = author.trim().split(/\s+/);
  if (parts.length === 1) return { family: author.trim() };
  const initials = parts.pop() ?? '';
  return { family: parts.join(' '), given: initials };
}

function authorsOf(fields: Fields): CslName[] {
  const full = fields.get('FAU') ?? [];
  const short = fields.get('AU') ?? [];
  const people = Array.from({ length: Math.max(full.length, short.length) }, (_, index) =>
    parseName(full[index], short[index]),
  ).filter((name): name is CslName => name !== undefined);
  const groups = (fields.get('CN') ?? []).map((literal) => ({ literal }));
  return [...people, ...groups];
}

/** The DOI among 'LID'/'AID' values such as '10.1016/j.spinee.2020.01.001 [doi]'. */
function doiOf(fields: Fields): string | undefined {
  const ids = [...(fields.get('LID') ?? []), ...(fields.get('AID') ?? [])];
  return ids.find((id) => id.endsWith('[doi]'))?.replace(/\s*\[doi\]$/, '');
}

function toCslItem(fields: Fields): CslItem {
  const first = (tag: string) => fields.get(tag)?.[0];
  const bookTitle = first('BTI');
  const title = first('TI');
  const year = /\d{4}/.exec(first('DP') ?? '')?.[0];
  const item: CslItem = {
    type: bookTitle ? (title ? 'chapter' : 'book') : 'article-journal',
    title: title ?? bookTitle,
    author: authorsOf(fields),
    'container-title': bookTitle && title ? bookTitle : (first('JT') ?? first('TA')),
    volume: first('VI'),
    issue: first('IP'),
    page: first('PG'),
    issued: year ? { 'date-parts': [[Number(year)]] } : undefined,
    publisher: first('PB'),
    DOI: doiOf(fields),
    PMID: first('PMID'),
    abstract: first('AB'),
  };
  return Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)) as CslItem;
}

/** Reads a MEDLINE (.nbib) file: a record without a PMID line, or with a line that is not a field, is skipped. */
export function readMedline(text: string, file: string): ReadResult {
  const result: ReadResult = { entries: [], skipped: [] };
  splitBlocks(text).forEach((block, index) => {
    const location: SourceLocation = { file, line: block.line, entry: index + 1 };
    const parsed = parseFields(block);
    if ('badLine' in parsed) {
      result.skipped.push({
        location: { ...location, line: parsed.badLine },
        reason: "malformed MEDLINE: the line is neither 'TAG - value' nor a six-space continuation",
      });
      return;
    }
    if (!parsed.fields.has('PMID')) {
      result.skipped.push({ location, reason: "malformed MEDLINE: the record has no 'PMID-' line" });
      return;
    }
    result.entries.push({
      item: toCslItem(parsed.fields),
      keywords: parsed.fields.get('OT') ?? [],
      mesh: parsed.fields.get('MH') ?? [],
      publicationTypes: parsed.fields.get('PT') ?? [],
      location,
    });
  });
  return result;
}
