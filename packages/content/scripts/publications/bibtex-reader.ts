import { plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import { firstLine, type ReadResult, type SourceEntry } from './bibliography-source';

/** An entry starts with '@type{' or '@type(' at the start of a line (BibTeX ignores any text between entries). */
const ENTRY_START = /^[ \t]*@([A-Za-z]+)[ \t]*[{(]/;
/** citation.js's own position inside the text it was given. */
const PARSER_POSITION = / at line (\d+) col \d+:?$/;

interface Chunk {
  kind: string;
  line: number;
  text: string;
}

function splitEntries(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const start = ENTRY_START.exec(line);
    if (start) chunks.push({ kind: (start[1] ?? '').toLowerCase(), line: index + 1, text: line });
    else if (chunks.length > 0) chunks[chunks.length - 1]!.text += `\n${line}`;
  });
  return chunks;
}

/**
 * Reads a BibTeX or BibLaTeX file (Google Scholar, ORCID, Zotero, Mendeley, JabRef) with citation.js, one entry at a
 * time, so that one malformed entry is reported with its line and skipped instead of failing the file. @string
 * abbreviations apply to every entry; @comment and @preamble are ignored.
 */
export function readBibtex(text: string, file: string): ReadResult {
  const chunks = splitEntries(text);
  const macros = chunks.filter((chunk) => chunk.kind === 'string').map((chunk) => chunk.text);
  const macroText = macros.length > 0 ? `${macros.join('\n')}\n` : '';
  const macroLines = macroText.split('\n').length - 1;
  const result: ReadResult = { entries: [], skipped: [] };

  chunks
    .filter((chunk) => !['string', 'comment', 'preamble'].includes(chunk.kind))
    .forEach((chunk, index) => {
      const location = { file, line: chunk.line, entry: index + 1 };
      try {
        // BibLaTeX's mapping keeps abstract, keywords and PMID, which plain BibTeX's drops.
        const items = plugins.input.chain(macroText + chunk.text, {
          generateGraph: false,
          forceType: '@biblatex/text',
        });
        if (items.length === 0) result.skipped.push({ location, reason: 'not a BibTeX entry' });
        for (const item of items) result.entries.push({ item, location } satisfies SourceEntry);
      } catch (error) {
        // The entry is named by its first line; where the parser stopped is added unless it ran off the end.
        const message = firstLine(error);
        const position = PARSER_POSITION.exec(message);
        const stoppedAt = position ? chunk.line + Number(position[1]) - 1 - macroLines : undefined;
        const where = stoppedAt !== undefined && !message.includes('got EOF') ? ` at line ${stoppedAt}` : '';
        result.skipped.push({
          location,
          reason: `malformed BibTeX: ${message.replace(PARSER_POSITION, '')}${where}`,
        });
      }
    });
  return result;
}
