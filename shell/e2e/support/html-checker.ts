import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** The checker, from npm's vnu-jar (a root devDependency); it runs on the installed Java (17 or newer). */
const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

/** One message of the W3C Nu HTML Checker (its JSON output). */
export interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** A page's messages that count: errors (warnings are 'info' with subType 'warning', and are left out). */
export interface PageErrors {
  page: string;
  errors: CheckerMessage[];
}

/**
 * The checker's CSS validator cannot type a custom property inside max(): it reports
 * `height: max(var(--strokeWidthThick), var(--borderRadiusMedium))` (Fluent's own styles) as "not a height value",
 * though browsers compute it. Exactly those messages are the checker's limit, not errors in the page.
 */
const VAR_INSIDE_MAX = /^CSS: “[\w-]+”: “max\([^”]*var\(--[^”]*\)” is not a “[\w-]+” value\.$/;

/**
 * Nor a custom property inside calc(): Fluent Radio's `width: calc(16px + 2 * var(--spacingHorizontalS))` gets "The
 * types are incompatible", its extract starting at the end of that expression (the property's name, then `))`).
 */
const VAR_INSIDE_CALC = /^CSS: “(width|height)”: The types are incompatible\.$/;
const ENDS_VAR_IN_CALC = /^[\w-]+\)\);/;

export const isCheckerLimit = (message: CheckerMessage) =>
  VAR_INSIDE_MAX.test(message.message) ||
  (VAR_INSIDE_CALC.test(message.message) && ENDS_VAR_IN_CALC.test(message.extract?.trim() ?? ''));

/**
 * Checks each page's HTML (path -> markup) with vnu.jar in one run (its Java start-up is the slow part) and returns
 * each page's errors, the checker's known limit left out.
 */
export async function checkHtml(pages: ReadonlyMap<string, string>): Promise<PageErrors[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-vnu-'));
  try {
    const files = [...pages].map(([page, html], index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      return { page, file };
    });
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files.map(({ file }) => file)],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: (CheckerMessage & { url?: string })[] };
    return files.map(({ page, file }) => ({
      page,
      errors: messages.filter(
        (message) =>
          message.url?.endsWith(`/${path.basename(file)}`) &&
          (message.type === 'error' || message.type === 'non-document-error') &&
          !isCheckerLimit(message),
      ),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
