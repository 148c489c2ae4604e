import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many failures to name, and how long to wait for the API's answer at the end. */
const NAMED = 3;
const HEALTH_WAIT_MS = 5_000;

interface Failure {
  title: string;
  startedAt: Date;
  error: string;
  /** The API's health, asked as the failure was reported (the server has stopped by the run's end). */
  health: Promise<string>;
}

/**
 * Prints, after every other reporter, the first failures (when each started, its error's first line, and whether the
 * API answered just then): a CI log that keeps only its tail still says where a broken run went wrong, and whether
 * the server had stopped answering or the pages had.
 */
export default class FirstFailuresReporter implements Reporter {
  private readonly failures: Failure[] = [];

  constructor(private readonly options: { healthUrl: string }) {}

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const message = stripVTControlCharacters(result.error?.message ?? '');
    const error = message.split('\n').find((line) => line.trim() !== '') ?? result.status;
    const health = this.failures.length < NAMED ? this.health() : Promise.resolve('not asked');
    this.failures.push({ title: test.titlePath().slice(1).join(' › '), startedAt: result.startTime, error, health });
  }

  async onEnd(result: FullResult) {
    if (this.failures.length === 0) return;
    const lines = [`${this.failures.length} failed attempts (run ${result.status}); the first, as reported:`];
    for (const { title, startedAt, error, health } of this.failures.slice(0, NAMED))
      lines.push(`  started ${startedAt.toISOString()}: ${title}`, `    ${error}`, `    the API then: ${await health}`);
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }

  private async health(): Promise<string> {
    const started = performance.now();
    try {
      const response = await fetch(this.options.healthUrl, { signal: AbortSignal.timeout(HEALTH_WAIT_MS) });
      return `answered ${response.status} in ${Math.round(performance.now() - started)} ms`;
    } catch (error) {
      return `no answer (${error instanceof Error ? error.message : String(error)})`;
    }
  }
}
