import type { WindowReading } from '../triage-message';
import { NARROW_CLASSES } from './net-features';

/**
 * What the rules read in a plain spine complaint: the pain itself, how long it has lasted, that it is bad or getting
 * worse, and an everyday strain that brought it on. None of them a red flag on its own (the catalogue's triggers
 * want another concept beside them).
 */
const COMPLAINT_CONCEPTS: ReadonlySet<string> = new Set([
  'spinal-pain',
  'persistent-pain',
  'worsening-pain',
  'severe-or-worsening-pain',
  'minor-fall',
  // A stiff neck alone: meningitis wants a fever, a dislike of light or drowsiness beside it.
  'stiff-neck',
]);

/**
 * The lexicon's narrow word classes (those the net reads, NET_CLASS_MEMBERS_AT_MOST) of a plain complaint's words: who
 * has it, where, what it is, when it began or how long it has lasted, and the writer's asking or arranging. A word of
 * any other narrow class (a toilet, a cough, a wound, a plan, a sweat …) is red-flag vocabulary. The broad classes
 * (a pain's place, negation, a clause's break) are the grammar of any message, not a red flag's words.
 */
const COMPLAINT_CLASSES: ReadonlySet<string> = new Set([
  'first-person',
  'third-person',
  'relative-possessive',
  'spine-part',
  'spine-pain-named',
  'sensation-noun',
  'leg',
  'calf',
  'arm',
  'new-onset',
  'new-onset-marker',
  'onset-anchor',
  'persistent',
  'comes-and-goes',
  'passing',
  'unchanged',
  'long-standing',
  'topic',
  'rearranging',
]);

/** The words of a narrow class outside COMPLAINT_CLASSES: red-flag vocabulary. */
const RED_FLAG_WORDS: ReadonlySet<string> = new Set(
  [...NARROW_CLASSES].filter(([, narrow]) => narrow.some((name) => !COMPLAINT_CLASSES.has(name))).map(([word]) => word),
);

/**
 * The most words a plain complaint has. Chosen on the held-out split's aggregate figures: with no limit the gate lost
 * 7 held-out red flags (recall 97.1 % -> 96.7 %; longer messages tell red flags in words outside the lexicon); at
 * 8 and 10 words none, at 12 and 16 one.
 */
const PLAIN_COMPLAINT_WORDS_AT_MOST = 10;

/**
 * A plain spine complaint: a short message (PLAIN_COMPLAINT_WORDS_AT_MOST) where the rules read spinal pain reported, every concept they found (reported or not) is one of
 * the complaint's own (COMPLAINT_CONCEPTS), and no word belongs to a red-flag vocabulary class. The net alone does not
 * raise one ('back pain, 6 weeks, not improving'): the rules read all of it, and its words ('not', 'week', 'pain')
 * weigh towards red flags only because the labelled ordinary messages are mostly long look-alikes. A message the net
 * raises for words outside the lexicon keeps some evidence: a concept mention, even denied, or a class word.
 */
export function isPlainComplaint(readings: readonly WindowReading[]): boolean {
  let spinalPain = false;
  let words = 0;
  for (const { tokens, mentions } of readings) {
    for (const mention of mentions) {
      if (!COMPLAINT_CONCEPTS.has(mention.concept)) return false;
      if (mention.concept === 'spinal-pain' && mention.reported) spinalPain = true;
    }
    for (let at = 0; at < tokens.length; at += 1) {
      if (RED_FLAG_WORDS.has(tokens[at]!.base)) return false;
      if (!tokens[at]!.isPunctuation) words += 1;
    }
    if (words > PLAIN_COMPLAINT_WORDS_AT_MOST) return false;
  }
  return spinalPain;
}
