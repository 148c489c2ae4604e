import type { Mention } from './find-mentions';
import type { MessageMatcher } from './pattern-matcher';

/** How far back a negation reaches within its clause: 'I don't have any numbness, tingling, weakness or …'. */
const NEGATION_REACH = 12;
/** How far after a mention a denial reaches: 'my bladder control is fine'. */
const POST_DENIAL_REACH = 4;
/** How far before a relative's name 'my' may stand: 'my 8 year old son'. */
const POSSESSIVE_REACH = 4;
/** How far a word of long ago reaches: 'I had a car crash years ago', not the whole of a long clause. */
const HISTORY_REACH = 15;
/** How near the start of its sentence a time of long ago is 'fronted'. */
const FRONTED = 4;
/** Words that start a new subject after a comma: 'it's not my lower back, it's between my shoulder blades'. */
const NEW_SUBJECT = new Set([
  'it',
  'that',
  'this',
  'there',
  'he',
  'she',
  'i',
  'my',
  'his',
  'her',
  ...QUESTION_OPENINGS(),
]);
/** How far a word of long standing reaches: 'on steroids for years' says nothing of the fall later on. */
const LONG_STANDING_REACH = 2;
/** How far after a mention 'that settled' reaches. */
const RESOLVED_REACH = 12;

/** Words that open a question: 'can', 'is', 'what' … ('can not' opens a statement). */
function QUESTION_OPENINGS(): string[] {
  return [
    'what',
    'how',
    'why',
    'when',
    'where',
    'which',
    'who',
    'is',
    'are',
    'can',
    'could',
    'does',
    'do',
    'did',
    'would',
    'should',
    'will',
    'was',
    'were',
    'has',
    'have',
    'may',
    'might',
  ];
}
const QUESTION_OPENING = new Set(QUESTION_OPENINGS());
/** 'no fever and coughing up blood': after 'and' or 'or', a verb starts a new clause (and a new negation scope). */
const COORDINATORS = new Set(['and', 'or', '&']);
const LIST_JOINERS = new Set(['or', 'nor', 'and']);
const NEW_PREDICATE = new Set(['VERB', 'AUX']);
/** 'the pain is not between my shoulder blades': a negation after these, inside a mention, denies it. */
const COPULAS = new Set(['is', 'are', 'was', 'were', 'am', 'be', 'been', "'s", "'re"]);
/** The vocabulary's context classes: every other class names something in the body or a symptom. */
const CONTEXT_CLASSES = new Set([
  'negation',
  'not-negation',
  'scope-break',
  'post-denial',
  'denial-of-it',
  'conditional',
  'topic',
  'instruction',
  'long-ago',
  'long-standing',
  'resolved',
  'general-question',
  'recent-weeks',
  'death-of-other',
  'novelty',
  'new-onset-marker',
  'not-a-symptom',
  'first-person',
  'third-person',
  'generic-person',
  'relative-possessive',
  'not-a-relative',
]);
const ADULT_AGE = 18;

/** Whose symptoms a mention reports. */
export interface Experiencer {
  /** 'self', 'generic' (you, people, someone), 'other' (he or she, unnamed) or 'relative:<noun>'. */
  key: string;
  isChild: boolean;
}

export interface JudgedMention extends Mention {
  experiencer: Experiencer;
  /** Affirmed, current, about a real person, and not a hypothetical or a general question. */
  reported: boolean;
}

interface PersonReference {
  position: number;
  experiencer: Experiencer;
}

const SELF: Experiencer = { key: 'self', isChild: false };
const GENERIC: Experiencer = { key: 'generic', isChild: false };
const OTHER: Experiencer = { key: 'other', isChild: false };

/** Positions where a class's phrases start, and the furthest each reaches. */
function spansOf(matcher: MessageMatcher, name: string) {
  const starts: number[] = [];
  const covered = new Uint8Array(matcher.tokens.length);
  matcher.tokens.forEach((_token, position) => {
    const ends = matcher.classEnds(name, position);
    if (ends.length === 0) return;
    starts.push(position);
    covered.fill(1, position, Math.max(...ends));
  });
  return { starts, covered, isStart: new Set(starts) };
}

/**
 * Reads the context of every mention: negation (its scope runs to the end of its clause, and a later 'I don't have
 * it' denies what came before), hypotheticals and general questions, long-ago history, and whose symptoms they are.
 */
export function judgeMentions(matcher: MessageMatcher, mentions: readonly Mention[]): JudgedMention[] {
  const { tokens } = matcher;
  const spans = (name: string) => spansOf(matcher, name);
  const negation = spans('negation');
  const notNegation = spans('not-negation');
  const scopeBreak = spans('scope-break');
  const postDenial = spans('post-denial');
  const denialOfIt = spans('denial-of-it');
  const conditional = spans('conditional');
  const topic = spans('topic');
  const instruction = spans('instruction');
  const longAgo = spans('long-ago');
  const longStanding = spans('long-standing');
  const resolved = spans('resolved');
  const generalQuestion = spans('general-question');
  const recentWeeks = spans('recent-weeks');
  const deathOfOther = spans('death-of-other');
  const novelty = spans('novelty');
  const firstPerson = spans('first-person');
  const thirdPerson = spans('third-person');
  const genericPerson = spans('generic-person');
  const child = spans('child');
  const adultRelative = spans('adult-relative');
  const possessive = spans('relative-possessive');
  const notARelative = spans('not-a-relative');
  const newOnset = spans('new-onset-marker');

  // Clauses: a sentence splits at ';' and ':', at 'but', 'although', 'and now' …, and at a comma before a new subject.
  const clause = new Int32Array(tokens.length);
  /** Per clause: does it open a sentence or follow a comma? Only then can a leading 'is' or 'can' ask a question. */
  const opensAfterPause: boolean[] = [];
  let clauseId = 0;
  tokens.forEach((token, position) => {
    const previous = tokens[position - 1];
    const startsClause =
      position > 0 &&
      (token.sentence !== previous?.sentence ||
        previous.normal === ';' ||
        previous.normal === ':' ||
        scopeBreak.isStart.has(position) ||
        (COORDINATORS.has(previous.normal) && NEW_PREDICATE.has(token.pos)) ||
        (previous.normal === ',' && NEW_SUBJECT.has(token.normal)));
    if (startsClause) clauseId += 1;
    clause[position] = clauseId;
    if (startsClause || position === 0) {
      opensAfterPause[clauseId] =
        position === 0 || token.sentence !== previous?.sentence || /^[,;:]$/.test(previous.normal);
    }
  });
  const clauseRange = (position: number): [number, number] => {
    let first = position;
    let last = position;
    while (first > 0 && clause[first - 1] === clause[position]) first -= 1;
    while (last < tokens.length - 1 && clause[last + 1] === clause[position]) last += 1;
    return [first, last + 1];
  };
  /** A clause that opens with 'can', 'is', 'what' … (not 'can not'): a question, general unless it names someone. */
  const isQuestionClause = ([first]: [number, number]) => {
    const opening = tokens[first];
    return (
      opening !== undefined &&
      opensAfterPause[clause[first] ?? 0] === true &&
      QUESTION_OPENING.has(opening.normal) &&
      tokens[first + 1]?.normal !== 'not'
    );
  };
  const within = (starts: readonly number[], [first, end]: [number, number]) =>
    starts.some((start) => start >= first && start < end);

  // People named in the message, in order, so a mention can be given to the nearest one before it.
  const people: PersonReference[] = [];
  let lastRelative: Experiencer | undefined;
  tokens.forEach((token, position) => {
    const isRelative = child.isStart.has(position) || adultRelative.isStart.has(position);
    const hasPossessive = possessive.starts.some(
      (start) => start < position && position - start <= POSSESSIVE_REACH && tokens[start]?.sentence === token.sentence,
    );
    // 'my mum', 'our 12 year old', or a name on its own ('Mum finished radiotherapy'), not 'a friend', 'your son'.
    const isSomeonesOwn =
      hasPossessive || !notARelative.starts.some((start) => start < position && position - start <= 2);
    if (isRelative && isSomeonesOwn) {
      const age = ageBefore(
        tokens.map((each) => each.normal),
        position,
      );
      const experiencer = {
        key: `relative:${token.base}`,
        isChild: child.isStart.has(position) && (age === undefined || age < ADULT_AGE),
      };
      people.push({ position, experiencer });
      lastRelative = experiencer;
    } else if (firstPerson.isStart.has(position) && !possessiveOfRelative(position)) {
      people.push({ position, experiencer: SELF });
    } else if (thirdPerson.isStart.has(position)) {
      people.push({ position, experiencer: lastRelative ?? OTHER });
    } else if (genericPerson.isStart.has(position)) {
      people.push({ position, experiencer: GENERIC });
    }
  });
  function possessiveOfRelative(position: number): boolean {
    for (let next = position + 1; next <= position + POSSESSIVE_REACH && next < tokens.length; next += 1) {
      if (child.isStart.has(next) || adultRelative.isStart.has(next)) return true;
      if (tokens[next]?.isPunctuation) return false;
    }
    return false;
  }

  function experiencerOf(mention: Mention): Experiencer {
    // 'someone else's' in 'feels like it's someone else's' is part of the symptom, not a person.
    // The last person named inside: 'grizzly when I touch her back' is about her.
    const inside = people.findLast(
      ({ position, experiencer }) =>
        position >= mention.start && position < mention.end && !(experiencer === GENERIC && partOfSymptom[position]),
    );
    if (inside) return inside.experiencer;
    const sentence = tokens[mention.start]?.sentence;
    const before = people.filter(({ position }) => position < mention.start);
    const sameSentence = before.filter(({ position }) => tokens[position]?.sentence === sentence);
    // A fragment with no subject before it takes the first one after it in its sentence ('breathing fast and
    // confused, she has had a chest infection').
    const after = people.find(({ position }) => position >= mention.end && tokens[position]?.sentence === sentence);
    return (sameSentence.at(-1) ?? (before.length === 0 ? after : before.at(-1)))?.experiencer ?? SELF;
  }

  // A negation inside a mention that no symptom phrase explains ('the pain is not between my shoulder blades'),
  // unlike the 'not' of 'can not feel'.
  const symptomClasses = new Set([...matcher.classNames()].filter((name) => !CONTEXT_CLASSES.has(name)));
  const partOfSymptom = matcher.coveredBy(symptomClasses);

  /** 'won't settle', 'never went away': a negation just before a word. */
  const negatedBefore = (position: number) => [1, 2, 3].some((back) => negation.isStart.has(position - back));

  function isNegated(mention: Mention, range: [number, number]): boolean {
    if (mention.cancelledAt.some((start) => !negatedBefore(start))) return true;
    const [first] = range;
    for (let position = mention.start + 1; position < mention.end; position += 1) {
      const afterCopula = COPULAS.has(tokens[position - 1]?.normal ?? '');
      if (afterCopula && negation.isStart.has(position) && !partOfSymptom[position] && !notNegation.covered[position]) {
        return true;
      }
    }
    let crossedComma = false;
    for (let position = mention.start - 1; position >= Math.max(first, mention.start - NEGATION_REACH); position -= 1) {
      if (tokens[position]?.normal === ',') crossedComma = true;
      // The 'not' of 'can not catch my breath' belongs to a symptom and denies nothing after it.
      if (!negation.isStart.has(position) || notNegation.covered[position] || partOfSymptom[position]) continue;
      // Past a comma, a negation reaches only along a list: 'no numbness, tingling or weakness'.
      if (crossedComma && !tokens.slice(position, range[1]).some((token) => LIST_JOINERS.has(token.normal))) continue;
      const isNever = tokens[position]?.normal === 'never';
      if (isNever && within(novelty.starts, [position, range[1]])) continue;
      return true;
    }
    const afterEnd = Math.min(range[1], mention.end + POST_DENIAL_REACH);
    return within(postDenial.starts, [mention.end, afterEnd]);
  }

  function isHypothetical(mention: Mention, range: [number, number], experiencer: Experiencer): boolean {
    if (mention.definition.hypotheticalCounts) return false;
    if (!mention.definition.conditionalCounts && within(conditional.starts, [range[0], mention.start])) return true;
    if (within(instruction.starts, range)) return true;
    if (!within(topic.starts, range) && !isQuestionClause(range)) return false;
    // 'Can numbness in my bum be a sign of …?' reports the writer's own symptom; 'can numbness be a sign' does not.
    const anchored =
      experiencer.key !== 'generic' && people.some(({ position }) => position >= range[0] && position < range[1]);
    return !anchored;
  }

  /** A word of long ago near the mention, in its clause, with no 'now' or 'new' between them. */
  function isLongAgo(
    starts: readonly number[],
    mention: Mention,
    range: [number, number],
    reach = HISTORY_REACH,
  ): boolean {
    return starts.some((start) => {
      if (start < range[0] || start >= range[1]) return false;
      const [from, to] = start < mention.start ? [start, mention.start] : [mention.end, start];
      return to - from <= reach && !within(newOnset.starts, [from, to]);
    });
  }

  /** 'About twelve years ago I had …': a time of long ago at the head of a sentence governs all of it. */
  const frontedLongAgo = (mention: Mention) =>
    longAgo.starts.some((start) => {
      const sentence = tokens[start]?.sentence;
      const [first] = matcher.sentenceRange(sentence ?? 0);
      return (
        sentence === tokens[mention.start]?.sentence &&
        start - first <= FRONTED &&
        start < mention.start &&
        !within(newOnset.starts, [start, mention.start])
      );
    });

  function isHistory(mention: Mention, range: [number, number], experiencer: Experiencer): boolean {
    if (mention.definition.historyCounts) return false;
    if (frontedLongAgo(mention)) return true;
    if (isLongAgo(longAgo.starts, mention, range)) return true;
    if (isLongAgo(longStanding.starts, mention, range, LONG_STANDING_REACH)) return true;
    const sentence = tokens[mention.start]?.sentence;
    const resolvedAfter = resolved.starts.some(
      (start) =>
        start >= mention.end &&
        start - mention.end <= RESOLVED_REACH &&
        tokens[start]?.sentence === sentence &&
        !negatedBefore(start),
    );
    if (resolvedAfter) return true;
    if (mention.definition.acute && isLongAgo(recentWeeks.starts, mention, range)) return true;
    return (
      experiencer.key.startsWith('relative:') &&
      deathOfOther.starts.some((start) => tokens[start]?.sentence === sentence)
    );
  }

  const judged = mentions.map((mention) => {
    const range = clauseRange(mention.start);
    const experiencer = experiencerOf(mention);
    const hypothetical = isHypothetical(mention, range, experiencer);
    const reported =
      experiencer.key !== 'generic' &&
      !isNegated(mention, range) &&
      !hypothetical &&
      !isHistory(mention, range, experiencer);
    const speaksOfSelf = people.some(
      ({ position, experiencer: person }) => person === SELF && position >= range[0] && position < range[1],
    );
    return { ...mention, experiencer, reported, anchored: !hypothetical && speaksOfSelf };
  });

  // 'Can chest pain be a heart attack? Just curious, I don't have it': a later denial takes back what came before,
  // except what the writer plainly reports as their own ('my bum is numb').
  // A general question ('for an essay', 'just curious') takes back everything the writer does not claim as theirs.
  const lastDenial = Math.max(-1, ...denialOfIt.starts);
  const isGeneral = generalQuestion.starts.length > 0;
  return judged.map(({ anchored, ...mention }) => ({
    ...mention,
    reported: mention.reported && (anchored || (!isGeneral && mention.end > lastDenial)),
  }));
}

/** 'my 8 year old son' -> 8; undefined when no age is given just before the relative's name. */
function ageBefore(normals: readonly string[], position: number): number | undefined {
  for (let index = position - 1; index >= Math.max(0, position - POSSESSIVE_REACH); index -= 1) {
    if (
      normals[index] === 'old' &&
      /^\d+$/.test(normals[index - 2] ?? '') &&
      /^years?$/.test(normals[index - 1] ?? '')
    ) {
      return Number(normals[index - 2]);
    }
    if (/^\d+$/.test(normals[index] ?? '')) return Number(normals[index]);
  }
  return undefined;
}
