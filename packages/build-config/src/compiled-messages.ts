import fs from 'node:fs';
import path from 'node:path';

/**
 * A message left in ICU source form: `defaultMessage:` followed by a string, where a compiled one is followed by its
 * AST (an array). The shell's react-intl carries no ICU parser, so such a message shows broken text in the site.
 */
const UNCOMPILED_MESSAGE = /defaultMessage\s*:\s*(["'`])((?:\\.|(?!\1)[^\\])*)\1/g;

export interface UncompiledMessage {
  file: string;
  message: string;
}

const jsFilesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

/** Every message of a built app's JavaScript still in ICU source form (an empty list when all are compiled). */
export function findUncompiledMessages(distDir: string): UncompiledMessage[] {
  return jsFilesUnder(distDir).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(UNCOMPILED_MESSAGE)].map((match) => ({
      file: path.relative(distDir, file),
      message: (match[2] ?? '').slice(0, 80),
    })),
  );
}
