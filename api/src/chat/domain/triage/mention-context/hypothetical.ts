import type { Mention } from '../find-mentions';
import {
  LOOKING_AHEAD_WORDS,
  PERFECT_WORDS,
  POINTING_BACK_WORDS,
  PRESENT_STATE_BE_WORDS,
  PRESENT_STATE_GOT_WORDS,
  STORY_TURN_WORDS,
  WORDS_OF_OWNING,
} from '../lexicon/vocabulary';
import { clauseRange, isQuestionClause, runsOnInto } from './clauses';
import type { MentionContext } from './message-facts';
import { type Experiencer, SELF, STORY_PERSON } from './people';
import { anyIn, anyWordIn, firstAtOrAfter, firstStartIn, spanEnd, within } from './spans';

/** 'if I have not been able to …', 'if I've had …': what the 'if' says has gone on until now. */
const PERFECT = new Set(PERFECT_WORDS);
/** 'if I'm running a temperature', 'if I've got a fever': the writer's state now (PRESENT_STATE_BE_WORDS …). */
const PRESENT_STATE_BE = new Set(PRESENT_STATE_BE_WORDS);
const PRESENT_STATE_GOT = new Set(PRESENT_STATE_GOT_WORDS);
const LOOKING_AHEAD = new Set(LOOKING_AHEAD_WORDS);
/** The writer's words of owning: inside a symptom's words they say where it is ('between my legs'). */
const OWNING_WORDS = new Set(WORDS_OF_OWNING);
/** Words by which a later clause points back at a sign told before it: 'I have it', 'which I've got now'. */
const POINTING_BACK = new Set(POINTING_BACK_WORDS);
/** What ends a statement's first phrase. */
const PHRASE_ENDS = new Set([',', ';', ':', '-', '—']);
/** A turn after a programme named: what follows is the room's (STORY_TURN_WORDS). */
const STORY_TURNS = new Set(STORY_TURN_WORDS);
/** Whose a relative named in a story is, when not the writer's: 'the hero's wife', 'his son', 'the mum'. */
const STORY_OWNERS = new Set(["'s", 'his', 'her', 'their', 'the', 'a', 'an']);

/** Question words that ask which value: 'what temperature', 'which temperature'. */
const VALUE_ASKED = new Set(['what', 'which']);

const asksWhatIf = (c: MentionContext, start: number) => c.worriedQuestion.isStart[start] !== 1;

/**
 * Is there a condition before the mention in its clause that supposes it? Not a 'before my' or 'before the' that
 * opens the mention's own words ('I can only walk ten minutes before my legs go numb', "can't stand for long before
 * my legs give way"): the limit told up to the sign, which comes every time; 'before my op' still looks ahead.
 */
function supposedBefore(c: MentionContext, mention: Mention, first: number): boolean {
  const { starts } = c.conditional;
  for (let index = firstAtOrAfter(starts, first); index < starts.length && starts[index]! < mention.start; index += 1) {
    const start = starts[index]!;
    if (!asksWhatIf(c, start)) continue;
    if (c.tokens[start]?.normal === 'before' && spanEnd(c.conditional, start) === mention.start) continue;
    return true;
  }
  return false;
}

export function isHypothetical(
  c: MentionContext,
  mention: Mention,
  range: [number, number],
  experiencer: Experiencer,
): boolean {
  if (mention.definition.hypotheticalCounts) return false;
  // 'Do I need to worry about …' asks a worried question, not what to do if.
  const conditionalBefore = supposedBefore(c, mention, range[0]);
  const besideTheQuestion = toldBesideTheQuestion(c, mention, range);
  if (
    !mention.definition.conditionalCounts &&
    conditionalBefore &&
    !ownCaseInCondition(c, mention, range) &&
    !besideTheQuestion
  ) {
    return true;
  }
  // Not 'the leaflet lists numbness as a risk, and today my legs have gone numb': the writer's own, after it, told
  // as new or named outside the words of what to watch for (the 'my' of 'numbness between my legs' is the sign's),
  // in its clause or a later one of its sentence that does not deny it ('…, I've had none of that').
  if (within(c.instruction, ...range) && !ownAfterInstruction(c, mention, range)) return true;
  if (!within(c.topic, ...range) && !isQuestionClause(c, range)) return false;
  if (toldOnAfterTheQuestion(c, mention, range)) return false;
  // 'At what temperature should I worry?', 'which temperature is too high?': the sign named as the value a question
  // asks for is a threshold, no one's reading; unless the writer tells their own after it, in its sentence or the
  // next ('… after spinal surgery? mine is 38.9').
  if (VALUE_ASKED.has(c.tokens[mention.start - 1]?.normal ?? '') && isQuestionClause(c, range)) {
    const sentence = c.tokens[mention.start]?.sentence ?? 0;
    const nextEnd = c.sentenceEnd[sentence + 1] ?? c.sentenceEnd[sentence] ?? c.tokens.length;
    if (!anyIn(c.selfNamed, range[1], nextEnd)) return true;
  }
  if (besideTheQuestion && !within(c.topic, ...range)) return false;
  // 'Can numbness in my bum be a sign of …?' reports the writer's own symptom; 'can numbness be a sign' does not;
  // nor does a question that dates it ('… since last night?') or that the writer follows with their own case.
  // 'What if the person is walking?' names anyone: it anchors the question to no one.
  const anchored =
    anyIn(c.someoneNamed, range[0], range[1]) ||
    within(c.onsetAnchor, ...range) ||
    followedByOwnCase(c, mention, range);
  return experiencer.key === 'generic' || !anchored;
}

/**
 * 'will lactulose help with straining, it makes my back pain worse': a mention that runs on out of the question into
 * a later clause after a comma, a statement that names the writer, is told there, not asked (not 'would numbness when
 * I sit …', where 'when' opens no statement of its own).
 */
function toldOnAfterTheQuestion(c: MentionContext, mention: Mention, range: [number, number]): boolean {
  return runsOnInto(c, mention, range[1], (later) => {
    const afterPause = c.opensAfterPause[c.clause[later[0]] ?? 0] === true;
    return afterPause && !isQuestionClause(c, later) && anyIn(c.selfNamed, ...later);
  });
}

/**
 * 'do I need a referral letter, numbness in both legs getting worse since Monday': a question about something else,
 * then, after its one comma, a symptom told with its time or course (@course-told, @onset-anchor, @new-onset-marker,
 * @changing-now): a report told beside the question, not a case it asks about. Not when a symptom is named before the
 * comma ('if I get numbness, tingling …'), nor when the words after it tell no course ('do you treat, say, sciatica').
 */
function toldBesideTheQuestion(c: MentionContext, mention: Mention, [first, end]: [number, number]): boolean {
  const { tokens } = c;
  let comma = -1;
  for (let position = first; position < mention.start; position += 1) {
    if (tokens[position]?.normal !== ',') continue;
    if (comma >= 0) return false;
    comma = position;
  }
  if (comma < 0 || startsAMention(c, first, comma)) return false;
  return (
    within(c.courseTold, comma + 1, end) ||
    within(c.onsetAnchor, comma + 1, end) ||
    within(c.newOnset, comma + 1, end) ||
    within(c.changingNow, comma + 1, end)
  );
}
const startsAMention = (c: MentionContext, first: number, end: number) => {
  for (const other of c.mentions) if (other.start >= first && other.start < end) return true;
  return false;
};

/** After words of what to watch for, in the mention's clause, is the sign told as new or as the writer's own? */
function ownAfterInstruction(c: MentionContext, mention: Mention, range: [number, number]): boolean {
  for (const start of c.instruction.starts) {
    if (start < range[0] || start >= mention.start) continue;
    // 'my patients' in 'one of my patients is unconscious': someone in particular, not a clinician's caseload.
    if (c.oneOfAGroup.covered[start] === 1) return true;
    if (within(c.newOnset, start, range[1]) || ownLaterInSentence(c, mention, range)) return true;
  }
  return false;
}

/**
 * Is the writer named in the mention's clause, or as the one who has it in a later clause of its sentence that
 * points back at it and denies nothing ('…, and since this morning I have it'; not 'I've had none of that', not
 * 'so far so good, can I go swimming?', not 'who do I ask about it?')? A 'my' inside a symptom's words names where the sign is ('numbness
 * between my legs'), not whose it is.
 */
function ownLaterInSentence(c: MentionContext, mention: Mention, [, clauseEnd]: [number, number]): boolean {
  const { tokens, personAt } = c;
  const end = c.sentenceEnd[tokens[mention.start]?.sentence ?? 0] ?? tokens.length;
  for (let position = mention.start; position < end; position += 1) {
    if (personAt[position]?.experiencer !== SELF) continue;
    if (OWNING_WORDS.has(tokens[position]?.normal ?? '') && insideAMention(c, position)) continue;
    if (position < clauseEnd) return true;
    const [first, last] = clauseRange(c, position);
    const pointsBack = anyWordIn(tokens, first, end, POINTING_BACK);
    // A question asks about it ('who do I ask about it?') unless it tells it as new ('is it normal I now have it?').
    const asks = isQuestionClause(c, [first, last]) && !within(c.newOnset, first, end);
    if (pointsBack && !asks && !within(c.denialOfIt, first, last) && !within(c.negation, first, last)) return true;
  }
  return false;
}
const insideAMention = (c: MentionContext, position: number) => {
  for (const other of c.mentions) if (other.start <= position && position < other.end) return true;
  return false;
};

/**
 * 'Is it normal to feel numb down there? It's like I've been sat on a bike': a worried question, then a statement
 * that names the writer, or that dates what was asked about or says it is there now ('been trying since 6am',
 * 'happening now', 'started an hour ago'): what is told as going on is someone's now, not a question at large.
 */
function followedByOwnCase(c: MentionContext, mention: Mention, range: [number, number]): boolean {
  const { tokens } = c;
  if (!within(c.worriedQuestion, ...range)) return false;
  const next = (tokens[mention.start]?.sentence ?? 0) + 1;
  const [first, end] = [c.sentenceFirst[next] ?? 0, c.sentenceEnd[next] ?? 0];
  if (first >= end || tokens[end - 1]?.normal === '?' || deniedFirst(c, first, end, false)) return false;
  return anyIn(c.selfNamed, first, end) || toldAsGoingOn(c, first, end);
}
/**
 * The first phrase (to a comma) of a statement denies it or says it is over: 'mine isn't', 'mine's fine', 'it's gone'.
 * With `anyNegation`, any negation in it does; else only one just after 'mine' ('can't sleep' tells the sign itself).
 */
const deniedFirst = (c: MentionContext, first: number, end: number, anyNegation = true) => {
  let phraseEnd = first;
  while (phraseEnd < end && !PHRASE_ENDS.has(c.tokens[phraseEnd]?.normal ?? '')) phraseEnd += 1;
  const mine = MINE.has(c.tokens[first]?.normal ?? '');
  const negationAt = anyNegation
    ? [first, phraseEnd]
    : [first, mine ? Math.min(phraseEnd, first + MINE_DENIED) : first];
  return (
    within(c.negation, negationAt[0]!, negationAt[1]!) ||
    within(c.denialOfIt, first, phraseEnd) ||
    within(c.overNow, first, phraseEnd) ||
    within(c.resolved, first, phraseEnd)
  );
};
/** 'Mine isn't', 'mines not', 'mine does not': how near after 'mine' its negation stands. */
const MINE = new Set(['mine', 'mines']);
const MINE_DENIED = 4;
/**
 * 'Is it normal for your legs to go numb? Gone from my toes to my knees since Tuesday': a worried question put to
 * 'you', then a statement of it going on that names no one but the writer, asks about the writer's own; so does
 * each clause of the question ('is it normal to hurt after a sneeze when you've got osteoporosis? I sneezed …').
 */
export function worryToldAsOwn(c: MentionContext, mention: Mention): boolean {
  const sentence = c.tokens[mention.start]?.sentence ?? 0;
  if (!followedByOwnCase(c, mention, [c.sentenceFirst[sentence] ?? 0, mention.end])) return false;
  const next = sentence + 1;
  const [first, end] = [c.sentenceFirst[next] ?? 0, c.sentenceEnd[next] ?? 0];
  const named = (c.anyoneNamed[end] ?? 0) - (c.anyoneNamed[first] ?? 0);
  if (named !== (c.selfNamed[end] ?? 0) - (c.selfNamed[first] ?? 0)) return false;
  // Its first phrase (to a comma) tells it going on and denies nothing: not 'mine's fine', 'it's gone now', 'I only
  // have it in one'; 'happened a few days ago, nothing since' tells it.
  let clauseEnd = first;
  while (clauseEnd < end && !PHRASE_ENDS.has(c.tokens[clauseEnd]?.normal ?? '')) clauseEnd += 1;
  return toldAsGoingOn(c, first, clauseEnd) && !deniedFirst(c, first, end);
}
/** A statement that dates a sign or says it is there now: 'since Tuesday', 'an hour ago', 'right now', 'still bad'. */
const toldAsGoingOn = (c: MentionContext, first: number, end: number) =>
  within(c.onsetAnchor, first, end) ||
  within(c.newOnset, first, end) ||
  within(c.courseTold, first, end) ||
  within(c.stillPresent, first, end);

/**
 * An 'if' about the writer's own symptom (named after the 'if') that reports it: dated in the perfect ('do I need to
 * go to A&E if I haven't been able to pee for two days?'), or a worried question followed by a statement of its
 * course ('Should I worry if my pain sits between my shoulder blades? It's been there a few weeks').
 */
function ownCaseInCondition(c: MentionContext, mention: Mention, [first]: [number, number]): boolean {
  const { tokens, sentenceFirst, sentenceEnd } = c;
  const conditionalAt = firstStartIn(c.conditional, first, mention.start) ?? mention.start;
  if (!anyIn(c.selfNamed, conditionalAt, mention.end)) return false;
  if (presentStateInCondition(c, mention, conditionalAt)) return true;
  const inThePerfect = anyWordIn(tokens, conditionalAt, mention.end, PERFECT);
  const sentence = tokens[mention.start]?.sentence ?? 0;
  if (inThePerfect && within(c.onsetAnchor, mention.end, sentenceEnd[sentence] ?? mention.end)) return true;
  if (!within(c.worriedQuestion, first, conditionalAt)) return false;
  const [nextFirst, nextEnd] = [sentenceFirst[sentence + 1] ?? 0, sentenceEnd[sentence + 1] ?? 0];
  return tokens[nextEnd - 1]?.normal !== '?' && within(c.courseTold, nextFirst, nextEnd);
}

/**
 * 'Is the appointment still ok if I'm running a high temperature?', 'can I still come if I've got a fever?': after
 * the 'if', the writer in the present progressive or with 'have got', the mention its object (no comma or second
 * condition between): the writer's state now, not a case that may come ('if I'm going to get …' looks ahead).
 */
function presentStateInCondition(c: MentionContext, mention: Mention, conditionalAt: number): boolean {
  const { tokens, personAt } = c;
  for (let position = conditionalAt; position < mention.start; position += 1) {
    if (personAt[position]?.experiencer !== SELF) continue;
    const verb = tokens[position + 1]?.normal ?? '';
    const next = tokens[position + 2]?.normal ?? '';
    const progressive = PRESENT_STATE_BE.has(verb) && next.endsWith('ing') && !LOOKING_AHEAD.has(next);
    const hasGot = PERFECT.has(verb) && PRESENT_STATE_GOT.has(next);
    if (!progressive && !hasGot) continue;
    for (let between = position + 3; between < mention.start; between += 1) {
      if (tokens[between]?.normal === ',' || c.conditional.isStart[between] === 1) return false;
    }
    return true;
  }
  return false;
}

/**
 * 'In the show the main character wets himself', 'in the book I'm reading the heroine can't feel her legs': what
 * follows a story on screen or in print in its sentence is a character's, unless the writer names themselves after
 * it (not the reader or viewer: 'the book I'm reading', 'the film I saw'), or a relative of theirs ('watching Holby
 * and my dad went grey'), or a turn tells what happened while they watched ('watching Holby, then …', '… when …',
 * 'suddenly'): then it is a report, until a stranger of the programme ('a man on it', 'someone') or a new frame ('the
 * character') is named after it.
 */
export function isFiction(c: MentionContext, mention: Mention): boolean {
  const { tokens, fictionFrame, personAt } = c;
  const first = c.sentenceFirst[tokens[mention.start]?.sentence ?? 0] ?? 0;
  const frame = firstStartIn(fictionFrame, first, mention.start);
  if (frame === undefined) return false;
  let story = true;
  let storyRelative: Experiencer | undefined;
  let strangerNamed = false;
  for (let position = frame; position < mention.end; position += 1) {
    if (fictionFrame.isStart[position] === 1 && position < mention.start) story = true;
    if (fictionFrame.covered[position] === 1) continue;
    const experiencer = personAt[position]?.experiencer;
    if (experiencer === SELF) {
      const isViewer = fictionFrame.covered[position - 1] === 1;
      if (!isViewer) return false;
    } else if (experiencer === STORY_PERSON || c.storyStranger.isStart[position] === 1) {
      if (position < mention.start) story = true;
      strangerNamed = true;
    } else if (strangerNamed && experiencer?.key === 'other' && c.thirdPerson.isStart[position] === 1) {
      // 'In the show a man had chest pain and then he collapsed': 'he' after the story's stranger, no one of the
      // writer's named between, is still the story's, after a turn too.
      if (position < mention.start) story = true;
    } else if (experiencer !== undefined && experiencer.key.startsWith('relative:')) {
      // 'The hero's wife', 'his son' (and 'she' or 'he' after them) are the story's; 'my dad', 'grandad' the room's.
      const isPronoun = c.thirdPerson.isStart[position] === 1;
      if (!isPronoun && STORY_OWNERS.has(tokens[position - 1]?.normal ?? '')) storyRelative = experiencer;
      else if (experiencer !== storyRelative) story = false;
    } else if (position < mention.start && STORY_TURNS.has(tokens[position]?.normal ?? '')) {
      story = false;
    }
  }
  return story;
}
