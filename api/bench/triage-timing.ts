/**
 * The triage's own time per message, for `npm run bench:chat`: a realistic 2,000-character message (target p99
 * at most 2 ms) and adversarial inputs (target p99 at most 10 ms), each run many times after a warm-up; and the
 * cost of loading the language model when the API starts.
 * The realistic message is timed twice: just after the start, and in the steady state a running API is in after its
 * first few thousand messages. The start is the API's own: the model loaded, then the triage warmed up on messages of
 * its own (warm-up.ts) before the server listens, because without it the first visitors' messages were read while V8
 * was still optimising the triage (66 TurboFan compilations and 8 deopts within the first 400 messages, runs 50-130
 * taking 4-6 ms with no collection in them): after-start p99 5.4-5.6 ms without the warm-up; with it 1.5-4.4 ms
 * over six runs, median 2.0 ms (a scavenge may still land among the 400), for about half a second more at start
 * (quiet host, session 45).
 */
import { performance } from 'node:perf_hooks';

const RUNS = Number(process.env.TRIAGE_BENCH_RUNS ?? 400);
const WARM_UP = 50;
const STEADY = { warmUp: 2_000, runs: 2_000 };

/** About 2,000 characters of a visitor's message, red flags and denials included. */
const REALISTIC = [
  "Hi, I've had lower back pain on and off for about three years, mostly after gardening or sitting at my desk.",
  'Last week I lifted a heavy box and felt something go, and since then the pain shoots down my left leg to my foot.',
  "My GP gave me naproxen and said to keep moving, which I'm trying to do. I'm sleeping fine most nights.",
  "I don't have any numbness down below and I can wee normally, no fever, no weight loss, never had cancer.",
  "My mum had a slipped disc years ago and she's fine now. I'm 45, otherwise healthy, and I walk the dog daily.",
  'Would physio help, how long does this usually take to settle, and could the surgeon see me privately soon?',
  "Yesterday the tingling spread into my right foot too and this morning I wet myself without realising, which isn't like me.",
]
  .join(' ')
  .repeat(3)
  .slice(0, 2000);

const tenThousand = (unit: string) => unit.repeat(Math.ceil(10_000 / unit.length)).slice(0, 10_000);

/** The API's longest message: adversarial text beyond it is rejected before the triage (and read in windows if not). */
const atMost = (unit: string) => unit.repeat(Math.ceil(2_000 / unit.length)).slice(0, 2_000);

const ADVERSARIAL: readonly [string, string][] = [
  ['10k of one letter', tenThousand('a')],
  ['10k of one punctuation mark', tenThousand('!')],
  ['10k-character no-space string (letters, digits)', tenThousand('a1b2c3')],
  ['a 10k-character word', tenThousand('numbness')],
  ['thousands of commas', atMost(', ')],
  ['thousands of negations', atMost('no not never ')],
  ['words of 40 letters', atMost(`${'x'.repeat(39)} `)],
  ['deep nesting of brackets', `${'('.repeat(1000)}${')'.repeat(1000)}`],
  ['no-space mixture of symptoms and marks', atMost('numb,bum(wee)!poo;back-pain.')],
  ['symptom words end to end', atMost('numb bum cant pee back pain both legs weak no fever ')],
];

function timeRuns(
  run: (message: string) => unknown,
  message: string,
  { warmUp, runs } = { warmUp: WARM_UP, runs: RUNS },
) {
  for (let index = 0; index < warmUp; index += 1) run(message);
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    run(message);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);

/** Loads the triage (and the model with it), then times it; returns the lines to print. */
export async function benchTriage(): Promise<string[]> {
  const heapBefore = process.memoryUsage().heapUsed;
  const rssBefore = process.memoryUsage().rss;
  const loadStart = performance.now();
  // As the API starts (server.ts): the model loaded, then the triage warmed up before the first visitor's message.
  const { triageMessage } = await import('../src/chat/domain/triage/triage');
  const { warmUpTriage } = await import('../src/chat/domain/triage/warm-up');
  warmUpTriage();
  const loadMs = performance.now() - loadStart;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  const rssMb = (process.memoryUsage().rss - rssBefore) / 1e6;
  const row = (name: string, message: string, target: number, timing?: typeof STEADY) => {
    const { p50, p99 } = timeRuns(triageMessage, message, timing);
    return `${name.padEnd(48)} ${String(message.length).padStart(6)} ${ms(p50)} ${ms(p99)} ${p99 <= target ? 'ok' : 'OVER'}`;
  };
  const rows = [
    row('2,000-character message, after start (<= 2 ms)', REALISTIC, 2),
    row('2,000-character message, steady state (<= 2 ms)', REALISTIC, 2, STEADY),
    ...ADVERSARIAL.map(([name, message]) => row(name, message, 10)),
  ];
  return [
    `Triage load at start (wink-nlp + English model + lexicon, warm-up): ${loadMs.toFixed(0)} ms, heap +${heapMb.toFixed(1)} MB, rss +${rssMb.toFixed(1)} MB`,
    `Triage per message, ${RUNS} runs after ${WARM_UP} warm-up (steady state: ${STEADY.runs} after ${STEADY.warmUp}; adversarial target p99 <= 10 ms)`,
    `${'input'.padEnd(48)} ${'chars'.padStart(6)} ${'p50'.padStart(10)} ${'p99'.padStart(10)}`,
    ...rows,
  ];
}
