import type { MessageMatcher } from '../pattern-matcher';
import type { MessageToken } from '../read-message';
import type { TypedArena } from '../typed-arena';

/** Where a class's phrases start (in order, so 'any in [a, b)?' is a binary search) and what they cover. */
export interface Spans {
  starts: readonly number[];
  covered: Uint8Array;
  /** 1 where a phrase starts. */
  isStart: Uint8Array;
}

/**
 * The spans of the class, or `none` (shared, never written) when the message holds none. Its starts are the matcher's
 * own list, read in place: a copy and a callback per class were made for each of the fifty or so classes read.
 */
export function spansOf(matcher: MessageMatcher, name: string, arena: TypedArena, none: Spans): Spans {
  const starts = matcher.startsOf(name);
  if (starts.length === 0) return none;
  const covered = arena.uint8(matcher.tokens.length);
  const isStart = arena.uint8(matcher.tokens.length);
  for (const start of starts) {
    covered.fill(1, start, matcher.spanEnd(name, start));
    isStart[start] = 1;
  }
  return { starts, covered, isStart };
}

/** Does a phrase of these spans start in [first, end)? */
export function within(spans: Spans, first: number, end: number): boolean {
  const from = Math.max(0, first);
  const to = Math.min(spans.isStart.length, end);
  if (to <= from) return false;
  const { starts } = spans;
  const index = firstAtOrAfter(starts, from);
  return index < starts.length && starts[index]! < to;
}

/** The last start of these spans in [first, end), or first when none starts there. */
export function lastStartIn(spans: Spans, first: number, end: number): number {
  const { starts } = spans;
  let last = first;
  for (let index = firstAtOrAfter(starts, first); index < starts.length && starts[index]! < end; index += 1) {
    last = starts[index]!;
  }
  return last;
}

/** Running counts of the positions that satisfy a test, for O(1) 'any in [a, b)?'. */
export function countsOf(length: number, test: (position: number) => boolean, arena: TypedArena): Int32Array {
  const counts = arena.int32(length + 1);
  for (let position = 0; position < length; position += 1) {
    counts[position + 1] = (counts[position] ?? 0) + (test(position) ? 1 : 0);
  }
  return counts;
}

/**
 * Does a phrase that starts in [from, to) pass the test? The bounds and the message's context are arguments, so the
 * test is a function of the module, not a closure over the mention made for each call (most of judgeMentions'
 * allocation was those).
 */
export function anyStartIn<Context>(
  context: Context,
  spans: Spans,
  from: number,
  to: number,
  test: (context: Context, start: number) => boolean,
): boolean {
  const { starts } = spans;
  // From the first start in range (they are sorted): each of a long message's many mentions does not scan them all.
  for (let index = firstAtOrAfter(starts, from); index < starts.length && starts[index]! < to; index += 1) {
    if (test(context, starts[index]!)) return true;
  }
  return false;
}

/** The first phrase that starts in [from, to), if any. */
export function firstStartIn(spans: Spans, from: number, to: number): number | undefined {
  const start = spans.starts[firstAtOrAfter(spans.starts, from)];
  return start !== undefined && start < to ? start : undefined;
}

/** The index of the first of the sorted starts at or after `from` (their length if none), by binary search. */
export function firstAtOrAfter(starts: readonly number[], from: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! < from) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where a phrase of these spans that starts at `start` ends. */
export function spanEnd(spans: Spans, start: number): number {
  let end = start;
  while (end < spans.covered.length && spans.covered[end] === 1) end += 1;
  return end;
}

/** Is one of the tokens in [from, to) one of the words (without a slice of the tokens)? */
export function anyWordIn(
  tokens: readonly MessageToken[],
  from: number,
  to: number,
  words: ReadonlySet<string>,
): boolean {
  for (let position = from; position < Math.min(to, tokens.length); position += 1) {
    if (words.has(tokens[position]!.normal)) return true;
  }
  return false;
}

/** Does `values` hold `value` in [from, to)? subarray().includes() made a view, an object, on every call. */
export function holdsIn(values: Uint8Array, from: number, to: number, value: number): boolean {
  for (let index = from; index < Math.min(to, values.length); index += 1) if (values[index] === value) return true;
  return false;
}

/** Is any position in [first, end) counted in these running counts? */
export const anyIn = (counts: Int32Array, first: number, end: number) =>
  end > first && (counts[end] ?? 0) - (counts[Math.max(0, first)] ?? 0) > 0;

export const normalAt = (tokens: readonly MessageToken[], index: number) => tokens[index]?.normal ?? '';
