import { plugins } from '@citation-js/core';
import '@citation-js/plugin-ris';
import { firstLine, type ReadResult, type SourceLocation } from './bibliography-source';

/** 'TY  - JOUR': a two-character tag, two spaces, a hyphen. 'ER  -' may end without a space. */
const TAGGED_LINE = /^([A-Z][A-Z0-9]) {2}-(?: |$)/;

interface RisRecord {
  line: number;
  lines: string[];
}

/**
 * Reads an RIS file (EndNote, Scopus, Web of Science, Zotero) with citation.js, one record at a time: a record that
 * does not start with TY, never ends with ER, or that citation.js cannot read is reported with its line and skipped.
 */
export function readRis(text: string, file: string): ReadResult {
  const result: ReadResult = { entries: [], skipped: [] };
  let current: RisRecord | undefined;
  let count = 0;

  const finish = (record: RisRecord, closed: boolean) => {
    count += 1;
    const location: SourceLocation = { file, line: record.line, entry: count };
    if (!closed) return result.skipped.push({ location, reason: "the record has no closing 'ER  -' line" });
    if (!record.lines[0]?.startsWith('TY  -')) {
      return result.skipped.push({ location, reason: "the record does not start with a 'TY  -' line" });
    }
    try {
      const items = plugins.input.chain(`${record.lines.join('\n')}\n`, {
        generateGraph: false,
        forceType: '@ris/file',
      });
      for (const item of items) result.entries.push({ item, location });
    } catch (error) {
      result.skipped.push({ location, reason: `malformed RIS: ${firstLine(error)}` });
    }
    return undefined;
  };

  text.split(/\r?\n/).forEach((line, index) => {
    if (current === undefined) {
      if (line.trim() === '') return;
      current = { line: index + 1, lines: [] };
    }
    current.lines.push(line);
    if (TAGGED_LINE.exec(line)?.[1] === 'ER') {
      finish(current, true);
      current = undefined;
    }
  });
  if (current !== undefined) finish(current, false);
  return result;
}
