import type { Page } from '@playwright/test';

/** V8's block coverage of one function: its first range is the whole function, the others blocks inside it. */
export interface FunctionCoverage {
  ranges: readonly { startOffset: number; endOffset: number; count: number }[];
}

/**
 * How many characters of a script ran at least once. V8's ranges nest, so they are painted outermost first and the
 * innermost range decides each character (a block that never ran inside a function that did).
 */
export function executedCharacters(sourceLength: number, functions: readonly FunctionCoverage[]): number {
  const ran = new Uint8Array(sourceLength);
  const ranges = functions
    .flatMap((fn) => fn.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const range of ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  return ran.reduce((sum, value) => sum + value, 0);
}

export interface ScriptCoverage {
  /** Characters of script source the page loaded, and of those, how many ran. */
  loaded: number;
  executed: number;
}

/** Starts Chromium's precise JS coverage; the function returned stops it and sums what the page's scripts ran. */
export async function watchScriptCoverage(page: Page): Promise<() => Promise<ScriptCoverage>> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  return async () => {
    const entries = (await page.coverage.stopJSCoverage()).filter((entry) => entry.url.startsWith('http'));
    return entries.reduce(
      (sum, entry) => {
        const length = entry.source?.length ?? 0;
        return { loaded: sum.loaded + length, executed: sum.executed + executedCharacters(length, entry.functions) };
      },
      { loaded: 0, executed: 0 },
    );
  };
}
