import { RED_FLAG_CATALOGUE, type RedFlagConceptId } from '@clinic/content';
import { CHAT_LIMITS } from '@clinic/contracts';
import { findMentions } from './find-mentions';
import { judgeMentions, type JudgedMention } from './mention-context';
import type { MessageMatcher } from './pattern-matcher';
import { type MessageToken, readMessage } from './read-message';

/**
 * The chat accepts messages of up to 2,000 characters (CHAT_LIMITS); anything longer is read in windows of that
 * size, split at a space, so the work per message stays linear and bounded per window whatever is sent.
 */
function windowsOf(message: string): string[] {
  const windows: string[] = [];
  let rest = message;
  while (rest.length > CHAT_LIMITS.messageMaxLength) {
    const cut = rest.lastIndexOf(' ', CHAT_LIMITS.messageMaxLength);
    const end = cut > CHAT_LIMITS.messageMaxLength / 2 ? cut : CHAT_LIMITS.messageMaxLength;
    windows.push(rest.slice(0, end));
    rest = rest.slice(end);
  }
  windows.push(rest);
  return windows;
}

/** Concepts that may speak of a pain without saying where it is ('the pain wakes me every night'). */
const MAY_LEAVE_PAIN_UNPLACED: ReadonlySet<RedFlagConceptId> = new Set(['night-pain', 'pain-on-straining']);

/**
 * Where, in a window that names no part of the body (@pain-place), a pain word or an injury told as what hurts
 * (@hurt-as-injury) stands: told to a spine clinic, a pain its message does not place is the spinal pain the clinic
 * sees ('the pain keeps me up all night', 'thought it was a gym injury, but it keeps waking me'). Empty when
 * the window places a pain anywhere ('my knee wakes me at night') or speaks of no pain.
 */
function unplacedPainWords(matcher: MessageMatcher): Uint8Array {
  const at = new Uint8Array(matcher.tokens.length);
  let placed = false;
  matcher.eachSpan('pain-place', () => {
    placed = true;
  });
  if (placed) return at;
  matcher.eachSpan('pain-word', (start, end) => at.fill(1, start, end));
  matcher.eachSpan('hurt-as-injury', (start, end) => at.fill(1, start, end));
  return at;
}

/**
 * Does the mention's sentence hold an unplaced pain word ('the pain doesn't let up, and nights are the worst')? Or,
 * when its sentence opens with 'it', the sentence before, whose pain 'it' is ('Not a pain I know. It's there all the
 * time, and worst at night').
 */
function painInSentence(mention: JudgedMention, tokens: readonly MessageToken[], unplacedPain: Uint8Array): boolean {
  const sentence = tokens[mention.start]?.sentence;
  let position = mention.end - 1;
  for (; position >= 0 && tokens[position]?.sentence === sentence; position -= 1) {
    if (unplacedPain[position] === 1) return true;
  }
  const opensWithIt = tokens[position + 1]?.normal === 'it';
  for (let after = mention.end; after < tokens.length && tokens[after]?.sentence === sentence; after += 1) {
    if (unplacedPain[after] === 1) return true;
  }
  if (!opensWithIt) return false;
  for (; position >= 0 && tokens[position]?.sentence === (sentence ?? 0) - 1; position -= 1) {
    if (unplacedPain[position] === 1) return true;
  }
  return false;
}

/** The concepts each person in the message is reported to have: the writer, a child, a parent they care for … */
function conceptsByPerson({ tokens, mentions, unplacedPain }: WindowReading): Set<RedFlagConceptId>[] {
  const people = new Map<string, Set<RedFlagConceptId>>();
  for (const mention of mentions) {
    if (!mention.reported) continue;
    const painToo = MAY_LEAVE_PAIN_UNPLACED.has(mention.concept) && painInSentence(mention, tokens, unplacedPain);
    for (const experiencer of [mention.experiencer, ...(mention.experiencer.alongside ?? [])]) {
      const concepts = people.get(experiencer.key) ?? new Set<RedFlagConceptId>();
      concepts.add(mention.concept);
      if (painToo) concepts.add('spinal-pain');
      if (experiencer.isChild) concepts.add('child-patient');
      people.set(experiencer.key, concepts);
    }
  }
  return [...people.values()];
}

/** The concepts the message reports, each with the person it concerns; for the evaluation's listing of misses. */
export function reportedConcepts(message: string): { concept: RedFlagConceptId; person: string }[] {
  const read = readMessage(message);
  const { mentions, matcher } = findMentions(read);
  return judgeMentions(matcher, mentions)
    .filter((mention) => mention.reported)
    .map((mention) => ({ concept: mention.concept, person: mention.experiencer.key }));
}

/** One window of a message as the triage read it: its tokens and every mention, judged in context. */
export interface WindowReading {
  tokens: readonly MessageToken[];
  mentions: readonly JudgedMention[];
  /** 1 where a pain word stands that the window places nowhere in the body (unplacedPainWords). */
  unplacedPain: Uint8Array;
}

/** Reads a message once, window by window, for the rules (and for the second net, second-net/, beside them). */
export function readForTriage(message: string): WindowReading[] {
  return windowsOf(message).map((window) => {
    const { mentions, matcher } = findMentions(readMessage(window));
    return {
      tokens: matcher.tokens,
      mentions: judgeMentions(matcher, mentions),
      unplacedPain: unplacedPainWords(matcher),
    };
  });
}

/** The ids of the catalogue entries one of whose triggers the message reports for one person, in catalogue order. */
export function ruleEntries(readings: readonly WindowReading[]): string[] {
  const people = readings.flatMap(conceptsByPerson);
  return RED_FLAG_CATALOGUE.filter((entry) =>
    entry.triggers.some((trigger) => people.some((concepts) => trigger.all.every((concept) => concepts.has(concept)))),
  ).map((entry) => entry.id);
}

/**
 * The red-flag rules alone: reads the message (wink-nlp), finds the catalogue's concepts and judges their context,
 * then returns the ids of the catalogue entries one of whose triggers the message reports for one person, in
 * catalogue order; empty when there are none. The chat uses them with the second net beside them (triage.ts).
 */
export function triageByRules(message: string): string[] {
  return ruleEntries(readForTriage(message));
}
