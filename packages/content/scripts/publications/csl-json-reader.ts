import { plugins } from '@citation-js/core';
import { firstLine, type ReadResult } from './bibliography-source';

/** The line of a JSON.parse error's character position, where the message gives one. */
function lineOfParseError(text: string, error: unknown): number | undefined {
  const message = error instanceof Error ? error.message : '';
  const lineColumn = /\(line (\d+) column \d+\)/.exec(message);
  if (lineColumn) return Number(lineColumn[1]);
  const position = /at position (\d+)/.exec(message);
  if (position) return text.slice(0, Number(position[1])).split('\n').length;
  return undefined;
}

/**
 * Reads CSL-JSON (Zotero's and Mendeley's export, citation.js's own format): an array of items, or one item. A file
 * that is not JSON is reported with the line of the error; an item that is not an object is skipped.
 */
export function readCslJson(text: string, file: string): ReadResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return {
      entries: [],
      skipped: [
        { location: { file, line: lineOfParseError(text, error) }, reason: `not valid JSON (${firstLine(error)})` },
      ],
    };
  }
  const items: unknown[] = Array.isArray(data) ? data : [data];
  const result: ReadResult = { entries: [], skipped: [] };
  items.forEach((item, index) => {
    const location = { file, entry: index + 1 };
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      result.skipped.push({ location, reason: 'not a CSL-JSON item (an object)' });
      return;
    }
    try {
      for (const parsed of plugins.input.chain(item, { generateGraph: false, forceType: '@csl/object' })) {
        result.entries.push({ item: parsed, location });
      }
    } catch (error) {
      result.skipped.push({ location, reason: `malformed CSL-JSON: ${firstLine(error)}` });
    }
  });
  return result;
}
