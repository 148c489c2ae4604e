import type { Mention } from '../find-mentions';
import {
  BEFORE_A_PERFECT_WORDS,
  BREAK_TOLD_WORDS,
  HAPPENING_AFTER_GOT_WORDS,
  NEAR_MISS_WORDS,
  PAST_TELLING_WORDS,
} from '../lexicon/vocabulary';
import { clauseRange } from './clauses';
import type { MentionContext } from './message-facts';
import { negatedBefore } from './negation';
import type { Experiencer } from './people';
import { firstAtOrAfter, firstStartIn, normalAt, within } from './spans';

/** Words before a death told that make it a death escaped: 'nearly died', 'almost killed himself'. */
const NEAR_MISS = new Set(NEAR_MISS_WORDS);
/** A relative's sign told in the simple past: 'my gran had …', 'grandad suffered …' (not 'has had'). */
const PAST_TELLING = new Set(PAST_TELLING_WORDS);
const BEFORE_A_PERFECT = new Set(BEFORE_A_PERFECT_WORDS);
/** A happening done to someone after 'got' ('got knocked over', 'got stabbed'): told of now unless dated in the past. */
const HAPPENING_AFTER_GOT = new Set(HAPPENING_AFTER_GOT_WORDS);
/** A bone told broken: anywhere in the sentence, it makes the fall told with it a past told ('fell … and broke …'). */
const BREAK_TOLD = new Set(BREAK_TOLD_WORDS);

/**
 * A death told ('we lost her in May'), not her own loss that a mention goes on to tell ('lost her balance', 'lost
 * her feeling down below'): there 'her' is whose, not whom. Nor a death only nearly told: 'nearly died', 'almost
 * killed himself'.
 */
const toldDeath = ({ matcher, tokens, inMention }: MentionContext, start: number) =>
  inMention[matcher.spanEnd('death-of-other', start)] !== 1 && !NEAR_MISS.has(normalAt(tokens, start - 1));

/**
 * 'My gran had bowel incontinence in her 90s, is that something that runs in families?', 'my sister's scar got
 * infected after her op, how can I avoid that?': a relative's sign told in the simple past in its clause (before it
 * or in its words), in a message that asks whether it is handed down or how to prevent it, is their history asked
 * about for the writer's sake; not 'mum can't hold her wee, is it hereditary?' (told of now), 'has had' or 'has got'
 * (going on until now), nor one its sentence tells as new ('my gran had an accident last night'), nor a happening done
 * to them told with 'got' and no time in the past ('my mum got knocked over by a car': just happened, not a past told).
 */
export function askedForOwnSake(
  c: MentionContext,
  mention: Mention,
  [first]: [number, number],
  [from, to]: [number, number],
): boolean {
  const { tokens } = c;
  if (c.heredity.starts.length === 0 && c.asksPrevention.starts.length === 0) return false;
  if (within(c.newOnset, from, to)) return false;
  // A break told anywhere in the sentence ('my neighbour fell off a ladder and broke his back'): the bone was seen to.
  for (let position = from; position < to; position += 1) {
    if (BREAK_TOLD.has(normalAt(tokens, position))) return true;
  }
  for (let position = first; position < mention.end; position += 1) {
    const word = normalAt(tokens, position);
    if (!PAST_TELLING.has(word) || BEFORE_A_PERFECT.has(normalAt(tokens, position - 1))) continue;
    if (word === 'got' && HAPPENING_AFTER_GOT.has(normalAt(tokens, position + 1)) && !datedPast(c, from, to)) continue;
    return true;
  }
  return false;
}
/** Does the sentence give a time in the past ('years ago', 'last year', 'in March', 'in 2010')? */
function datedPast(c: MentionContext, first: number, end: number): boolean {
  if (within(c.longAgo, first, end) || within(c.pastDate, first, end) || within(c.longPast, first, end)) return true;
  for (let position = first; position < end; position += 1) {
    if (isYear(normalAt(c.tokens, position))) return true;
  }
  return false;
}
/** A year of the last two centuries written in figures: '1998', '2010'. */
function isYear(word: string): boolean {
  if (word.length !== 4 || (!word.startsWith('19') && !word.startsWith('20'))) return false;
  for (let index = 2; index < 4; index += 1) {
    const code = word.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/**
 * 'My uncle died in May; he had numb legs', 'my grandad killed himself after years of pain': a death told in the
 * sentence of this relative, whom it names ('lost her', 'killed himself') or who is named last before it ('my gran
 * died'); not another's ('my gran died and my son wants to kill himself'), nor a death that names no one.
 */
export function toldDeathOf(c: MentionContext, experiencer: Experiencer, [first, end]: [number, number]): boolean {
  const { starts } = c.deathOfOther;
  for (let index = firstAtOrAfter(starts, first); index < starts.length && starts[index]! < end; index += 1) {
    const start = starts[index]!;
    if (toldDeath(c, start) && deathOf(c, start) === experiencer.key) return true;
  }
  return false;
}
/** The key of the person whose death the phrase of @death-of-other that starts here tells, if it names one. */
function deathOf({ matcher, tokens, lastPerson, personAt }: MentionContext, start: number): string | undefined {
  const inside = lastPerson[matcher.spanEnd('death-of-other', start) - 1] ?? -1;
  const named = inside >= start ? inside : start > 0 ? (lastPerson[start - 1] ?? -1) : -1;
  if (named < 0 || tokens[named]?.sentence !== tokens[start]?.sentence) return undefined;
  return personAt[named]?.experiencer.key;
}

/**
 * 'My brother broke his back in a crash. He's walking again after lots of rehab', '… She's doing fine after
 * treatment': a relative's event with a recovery that took time told of them in the next sentence is their story;
 * not when the event's own sentence tells anything new ('this morning', 'now', 'since').
 */
export function recoveredAfter(c: MentionContext, experiencer: Experiencer, sentence: number): boolean {
  const { sentenceFirst, sentenceEnd } = c;
  const [first, end] = [sentenceFirst[sentence] ?? 0, sentenceEnd[sentence] ?? 0];
  if (within(c.newOnset, first, end)) return false;
  const [nextFirst, nextEnd] = [sentenceFirst[sentence + 1] ?? end, sentenceEnd[sentence + 1] ?? end];
  const recovery = firstStartIn(c.longRecovery, nextFirst, nextEnd);
  if (recovery === undefined || negatedBefore(c, recovery)) return false;
  const named = c.lastPerson[recovery] ?? -1;
  return named >= nextFirst && c.personAt[named]?.experiencer.key === experiencer.key;
}

/**
 * 'My uncle had a heart attack that he thought was back pain', 'Grandad had a stroke, he put it down to a migraine':
 * a relative's event told with what they took it for at the time is their story, its symptoms and all, unless the
 * event's own clause dates it now ('… had a heart attack this morning that he thought was his back'), or says it
 * is going on ('is having a heart attack, he thought it was his back' tells no past event).
 */
export function toldAsMistakenFor(
  c: MentionContext,
  [clauseFirst, clauseEnd]: [number, number],
  [first, end]: [number, number],
): boolean {
  return within(c.mistakenFor, first, end) && !within(c.newOnset, clauseFirst, clauseEnd);
}

/**
 * 'My brother was diagnosed with myeloma after years of back pain': a relative's diagnosis told with what led up to
 * it is their story, unless its sentence says something is new of them ('… and now she has a new pain in her
 * neck'); not what is new of someone else ('… so now I'm worried', '… and now I have the same pain', the writer's
 * own, read for the writer).
 */
export function toldAsDiagnosisStory(
  c: MentionContext,
  experiencer: Experiencer,
  [first, end]: [number, number],
): boolean {
  if (!within(c.diagnosisStory, first, end)) return false;
  // The story's own words ('… that started as …') and the 'now' of a recovery ('… he's fine now') tell nothing new.
  for (const start of c.newOnset.starts) {
    const toldNew =
      start >= first &&
      start < end &&
      c.diagnosisStory.covered[start] !== 1 &&
      c.recovered.covered[start] !== 1 &&
      !namesSomeoneElse(c, clauseRange(c, start), experiencer);
    if (toldNew) return false;
  }
  return true;
}
/** Does the clause name a person other than this one ('now I'm paranoid' beside a relative's story)? */
const namesSomeoneElse = (c: MentionContext, [first, end]: [number, number], experiencer: Experiencer) => {
  for (let position = first; position < end; position += 1) {
    const person = c.personAt[position]?.experiencer;
    if (person !== undefined && person.key !== experiencer.key) return true;
  }
  return false;
};

/**
 * 'My cousin lost control of his bladder with a slipped disc and needed emergency surgery': a relative's event told
 * with the treatment it needed after it, done, is their story; not when its sentence tells anything new ('this
 * morning', 'now'), nor when the treatment is another's ('… my dad needed surgery on his knee'), nor a sign told
 * after an operation ('had back surgery 2 weeks ago, her scar is leaking').
 */
export function treatedAfter(
  c: MentionContext,
  mention: Mention,
  experiencer: Experiencer,
  [first, end]: [number, number],
): boolean {
  if (within(c.newOnset, first, end)) return false;
  const treatment = firstStartIn(c.treatmentNeeded, mention.end, end);
  if (treatment === undefined || negatedBefore(c, treatment)) return false;
  const named = c.lastPerson[treatment] ?? -1;
  return named >= first && c.personAt[named]?.experiencer.key === experiencer.key;
}
