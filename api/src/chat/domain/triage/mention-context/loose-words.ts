import type { Mention } from '../find-mentions';
import { CONTRAST_TURNS } from './clauses';
import type { MentionContext } from './message-facts';
import { negatedBefore, notNegatedBefore } from './negation';
import { anyStartIn, holdsIn, within } from './spans';

/** How far before a cause the guess that makes it only a guess may start ('he reckons it's just a pulled muscle'). */
const GUESS_REACH = 6;

/**
 * 'Cut myself chopping onions', 'I've just burnt myself on the oven': an accident, unless its sentence or the next
 * says it was deliberate ('… on purpose', '… because of the pain').
 */
export function isAccident(c: MentionContext, mention: Mention): boolean {
  const { tokens, sentenceFirst, sentenceEnd } = c;
  if (!mention.definition.accidentsExcluded) return false;
  if (!holdsIn(c.accidentalInjury.covered, mention.start, mention.end, 1)) return false;
  const sentence = tokens[mention.start]?.sentence ?? 0;
  const end = sentenceEnd[sentence + 1] ?? sentenceEnd[sentence] ?? tokens.length;
  return !within(c.deliberateHarm, sentenceFirst[sentence] ?? 0, end);
}

/**
 * 'Frozen solid at the bus stop, shivering for twenty minutes', 'shivering on the touchline': a mention that is
 * only a shiver, with the cold the writer stood in told in its sentence, is the cold's; not 'shivery and hot', where
 * another word of the mention says more, nor a shiver with no cold to account for it.
 */
export function isFromTheCold(c: MentionContext, mention: Mention): boolean {
  const { tokens } = c;
  if (holdsIn(c.coldReaction.covered, mention.start, mention.end, 0)) return false;
  const sentence = tokens[mention.start]?.sentence ?? 0;
  return within(c.coldExposure, c.sentenceFirst[sentence] ?? 0, c.sentenceEnd[sentence] ?? tokens.length);
}

/**
 * 'Her mouth has gone lopsided and she's dribbling', 'dribbling down his chin': a mention that is only a dribble told
 * alone (@dribble-alone), in a sentence that names the mouth, the chin or drool and nothing of urine, a toilet or wet
 * clothes, is the mouth's, not the bladder's; not 'dribbling wee and my mouth is dry', nor a dribble with no mouth.
 */
export function isFromTheMouth(c: MentionContext, mention: Mention): boolean {
  const { tokens } = c;
  if (holdsIn(c.dribbleAlone.covered, mention.start, mention.end, 0)) return false;
  const sentence = tokens[mention.start]?.sentence ?? 0;
  const first = c.sentenceFirst[sentence] ?? 0;
  const end = c.sentenceEnd[sentence] ?? tokens.length;
  return within(c.mouthNamed, first, end) && !within(c.urineNamed, first, end);
}

/**
 * 'The price of parking makes me want to die', 'going to kms if the exam has organic on it (joke obviously)', "I
 * want to end it... my gym membership that is": a figure of speech (ConceptDefinition.figurative), inside one whose
 * loose object is named, or followed in its sentence by a retraction that no one doubts ('they think I'm just
 * joking'). A laugh leaves it reported: 'I want to die lol'.
 */
export function isFigureOfSpeech(c: MentionContext, mention: Mention): boolean {
  if (mention.definition.figurative !== true) return false;
  if (!holdsIn(c.figureOfSpeech.covered, mention.start, mention.end, 0)) return true;
  const sentence = c.tokens[mention.start]?.sentence ?? 0;
  return anyStartIn(c, c.jestRetracted, mention.end, c.sentenceEnd[sentence] ?? c.tokens.length, undoubted);
}

/** A retraction no one doubts, and not turned from after it ('only joking, but seriously …'). */
const undoubted = (c: MentionContext, at: number) => {
  if (c.jestDoubted.covered[at] === 1) return false;
  const end = c.sentenceEnd[c.tokens[at]?.sentence ?? 0] ?? c.tokens.length;
  for (let position = at + 1; position < end; position += 1) {
    if (CONTRAST_TURNS.has(c.tokens[position]?.normal ?? '')) return false;
  }
  return true;
};

/** Does an everyday cause, neither denied nor turned from ('… but now'), account for the mention? */
export function isExplained(c: MentionContext, explainedAt: readonly number[], mentionStart: number): boolean {
  for (const at of explainedAt) {
    if (!negatedBefore(c, at) && !turnedFrom(c, at, mentionStart) && !guessedBefore(c, at)) return true;
  }
  return false;
}

/**
 * A cause given before a 'but' that then turns to the mention ('probably just a pulled muscle but now my chest
 * hurts') does not account for it: the writer offers the cause and turns from it to what is new.
 */
const turnedFrom = ({ tokens }: MentionContext, cause: number, mentionStart: number) => {
  for (let position = cause + 1; position < mentionStart; position += 1) {
    if (CONTRAST_TURNS.has(tokens[position]?.normal ?? '')) return true;
  }
  return false;
};

/**
 * 'He reckons it's just a pulled muscle': a cause the patient only guesses at, just before it in its sentence,
 * explains nothing (the red flags are for what no one has looked into).
 */
const guessedBefore = (c: MentionContext, at: number) => {
  const sentenceStart = c.sentenceFirst[c.tokens[at]?.sentence ?? 0] ?? 0;
  return within(c.guessedCause, Math.max(sentenceStart, at - GUESS_REACH), at);
};

/**
 * 'Catching my toes on the stairs. It's my new slippers.', "Can't do my buttons up. Arthritis in my fingers, had it
 * for years.": a cause of the concept's (ConceptDefinition.causedAfter) told after a mention of its wordings, in its
 * sentence or the next, undenied, not guessed at ('he reckons it's his shoes') and not turned from after it ('… but
 * it happens in trainers too'), accounts for it; not when anything after the mention tells it as changing or worse
 * ('… and it's getting worse'), nor, for a cause that accounts for no new symptom, when either sentence tells one.
 */
export function isCausedAfter(c: MentionContext, mention: Mention): boolean {
  const { tokens, matcher } = c;
  const causedAfter = mention.definition.causedAfter;
  if (causedAfter === undefined) return false;
  const sentence = tokens[mention.start]?.sentence ?? 0;
  const first = c.sentenceFirst[sentence] ?? 0;
  const end = c.sentenceEnd[sentence + 1] ?? c.sentenceEnd[sentence] ?? tokens.length;
  if (anyStartIn(c, c.changingNow, mention.start, tokens.length, notNegatedBefore)) return false;
  if (matcher.startsOf('worsening').some((at) => at >= mention.end && !negatedBefore(c, at))) return false;
  return causedAfter.some(({ wordings, causes, newToo }) => {
    if (wordings !== undefined && !holdsPhraseOf(c, wordings, mention)) return false;
    if (!newToo && within(c.newOnset, first, end)) return false;
    return matcher
      .startsOf(causes)
      .some(
        (at) =>
          at >= mention.end &&
          at < end &&
          !deniedInItsSentence(c, at) &&
          !guessedBefore(c, at) &&
          !turnedFrom(c, at, tokens.length),
      );
  });
}

/** 'It's not my shoes': a negation just before, in its own sentence (not the "can't" of the sentence before). */
const deniedInItsSentence = (c: MentionContext, at: number) =>
  holdsIn(c.negation.covered, Math.max(c.sentenceFirst[c.tokens[at]?.sentence ?? 0] ?? 0, at - 4), at, 1);

/** Does a phrase of the class share a word with the mention? */
function holdsPhraseOf({ matcher }: MentionContext, name: string, mention: Mention): boolean {
  return matcher.startsOf(name).some((at) => at < mention.end && matcher.spanEnd(name, at) > mention.start);
}
