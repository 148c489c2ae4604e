import type { Mention } from './find-mentions';
import type { MessageMatcher } from './pattern-matcher';
import type { MessageToken } from './read-message';
import { FEMALE_PERSON_WORDS, MALE_PERSON_WORDS } from './lexicon/vocabulary';
import { TypedArena } from './typed-arena';

/** How far back a negation reaches within its clause: 'I don't have any numbness, tingling, weakness or …'. */
const NEGATION_REACH = 12;
/** How far after a mention a denial reaches: 'my bladder control is fine'. */
const POST_DENIAL_REACH = 4;
/** How far before a relative's name 'my' may stand: 'my 8 year old son'. */
const POSSESSIVE_REACH = 4;
/** How far a word of long ago reaches: 'I had a car crash years ago', not the whole of a long clause. */
const HISTORY_REACH = 15;
/** How far after a general question ('asking for a friend') 'it's me' takes it back. */
const RETRACTION_REACH = 16;
/** How far before a claim ('that's happening to me') a negation denies it. */
const NEGATED_CLAIM_REACH = 3;
/** How far before a cause the guess that makes it only a guess may start ('he reckons it's just a pulled muscle'). */
const GUESS_REACH = 6;
/** How many sentences after a question about anyone the writer may claim it ('… Because that's where I am.'). */
const CLAIM_SENTENCES = 1;
/** How far after a mention a 'today' or 'now' dates it. */
const DATED_NOW_REACH = 3;
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
/** A bare answer of no to a question just asked ('night pain? no', 'nope', 'nah'). */
const BARE_NO = new Set(['no', 'no.', 'nope', 'nah', 'na']);
/** A form's answer after a question and a label: 'any chest pain? A: no', 'Q: fever? Answer - no'. */
const ANSWER_LABELS = new Set(['a', 'answer', 'ans']);
/** What stands between a form's or a checklist's question and its answer: 'night pain? no', 'weight loss - no'. */
const ANSWER_MARKS = new Set(['?', ':', '-', '–', '—']);
/** Words for a woman or a girl, and for a man or a boy, and their pronouns: whom a 'she' or a 'he' can refer back to. */
const FEMALE_PERSON = new Set(FEMALE_PERSON_WORDS);
const MALE_PERSON = new Set(MALE_PERSON_WORDS);
const FEMALE_PRONOUNS = new Set(['she', 'her', 'hers', 'herself']);
const MALE_PRONOUNS = new Set(['he', 'him', 'his', 'himself']);
/** Subjects a verb after an age may have of its own ('…10, is she too young …'), besides NEW_SUBJECT's. */
const OWN_SUBJECT = new Set(['you', 'they', 'we', 'your', 'their', 'anyone', 'someone', 'people']);
/** Words that may follow an age in apposition: 'is 10 years old,', '(9),'. */
const AFTER_AN_AGE = new Set(['years', 'year', 'yrs', 'yr', 'old', 'yo', 'months', 'month', ')']);
const AGE_WORDS_REACH = 3;
/** How far a word of long standing reaches: 'on steroids for years' says nothing of the fall later on. */
const LONG_STANDING_REACH = 2;
/** How far before a general question's words ('writing a novel', 'just curious') its subject ('I'm') stands. */
const GENERAL_SUBJECT_REACH = 4;
/** How many clauses after a mention's a clause that points back at it ('which was years ago') may open. */
const BACK_REFERENCE_CLAUSES = 3;
/** How far after a 'now' words of lasting damage may tell how something was left ('now has permanent …'). */
const LASTING_REACH = 2;
/** How far after a mention 'that settled' reaches. */
const RESOLVED_REACH = 12;
/** How far before 'has come back' a 'will', an 'if' or 'the feeling' makes it no symptom's return. */
const UNREAL_RETURN_REACH = 3;
/** Words of a loss ('lost all feeling'), and the pronouns that, returning after one, name what was lost. */
const LOSS_WORDS = new Set(['lost', 'lose', 'losing', 'loss', 'lack']);
const OBJECT_OF_LOSS = new Set(['it', 'they', 'this', 'that']);
/** How far after a history's mention 'again' or 'back' says it has returned ('cancer again', 'cancer is back'). */
const AGAIN_REACH = 3;
/** The first words of @recurred's 'since then' and 'ever since': they date from an event, they tell no new one. */
const SINCE_OPENINGS = new Set(['since', 'ever']);
/** Words before a death told that make it a death escaped: 'nearly died', 'almost killed himself'. */
const NEAR_MISS = new Set(['nearly', 'almost', 'practically', 'nigh']);
/** How near the start of the next sentence 'it' or 'the same' must stand to say that what came before is back. */
const RETURN_OPENING = 3;

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
/** A question's opening is followed by its subject; 'can not', 'can barely pee' are statements without one. */
const STATEMENT_AFTER_OPENING = new Set([
  'not',
  'barely',
  'hardly',
  'only',
  'just',
  'still',
  'never',
  'no',
  'also',
  'now',
]);
/**
 * 'was in a crash 2 hours ago', 'was knocked off my bike': a 'be' or 'have' opening whose next word cannot start a
 * subject (a preposition, a participle) is a statement whose subject, the writer, is left out; not 'was the crash …'.
 */
const LEFT_OUT_SUBJECT_OPENINGS = new Set(['was', 'were', 'is', 'are', 'am', 'has', 'have', 'had']);
const NO_SUBJECT_AFTER_OPENING = new Set([
  'in',
  'at',
  'on',
  'off',
  'into',
  'under',
  'from',
  'out',
  'up',
  'down',
  'over',
  'through',
  'been',
  'hit',
  'thrown',
  'struck',
  'hurt',
  'run',
  'caught',
  'taken',
  'told',
]);
/** A participle in '-ed' says the subject was left out only when a preposition follows it ('was knocked off …'). */
const AFTER_A_PARTICIPLE = new Set(['in', 'at', 'on', 'off', 'into', 'from', 'out', 'over', 'by', 'down', 'up']);
/** 'no fever and coughing up blood': after 'and' or 'or', a verb starts a new clause (and a new negation scope). */
const COORDINATORS = new Set(['and', 'or', '&']);
/** Words that turn from what came before: 'probably just a pulled muscle but now my chest hurts'. */
const CONTRAST_TURNS = new Set(['but', 'although', 'though', 'however', 'yet']);
const LIST_JOINERS = new Set(['or', 'nor', 'and']);
/** A predicate that opens with these speaks of now ('and have wet myself', 'and still can't feel it'). */
const PRESENT_OPENINGS = new Set([
  'have',
  'has',
  "'ve",
  'am',
  'is',
  'are',
  "'m",
  "'s",
  'keep',
  'keeps',
  'can',
  'still',
]);
/**
 * 'had lymphoma in 2020 my back is hurting': dictated without full stops, a present-tense verb after a time of long
 * ago opens a new sentence of now; the time dates what came before it, not this ('I am', 'my feet have gone numb').
 */
const PRESENT_TENSE = new Set(['is', 'are', 'am', "'m", "'re", 'has', 'have', "'ve"]);
/** 'have been numb since 2015', 'has had it for years': a perfect of long standing, which a time of long ago dates. */
const STANDING_PERFECT = new Set(['been', 'had', 'always', 'ever', 'never']);
/** A relative's sign told in the simple past: 'my gran had …', 'grandad suffered …' (not 'has had'). */
const PAST_TELLING = new Set(['had', 'suffered', 'developed', 'got', 'became']);
/** An accident told in the simple past ('fell off a ladder', 'crashed his bike'): an adult's story, asked about. */
const PAST_ACCIDENT = new Set(['fell', 'crashed', 'broke', 'injured']);
const BEFORE_A_PERFECT = new Set(['has', 'have', "'ve", 'is', "'s", 'had', "'d"]);
/** 'did have dark thoughts then', 'used to have': a 'have' after these is no present tense. */
const NOT_PRESENT_BEFORE = new Set(['did', 'do', 'does', 'to', 'would', 'could', 'will', 'might', 'should', 'must']);
/** 'if I have not been able to …', 'if I've had …': what the 'if' says has gone on until now. */
const PERFECT = new Set(['have', 'has', "'ve"]);
/** 'the pain is not between my shoulder blades': a negation after these, inside a mention, denies it. */
const COPULAS = new Set(['is', 'are', 'was', 'were', 'am', 'be', 'been', "'s", "'re"]);
/**
 * 'so my shoulder blades don't ache': a 'do' between a part of the body and a negation denies the symptom words that
 * follow, as a copula does; not 'a lump I didn't have', 'resting doesn't touch it'.
 */
const DO_SUPPORT = new Set(['do', 'does', 'did']);
/** Words that open a condition: a negation inside one ('if it does not get better') denies the condition alone. */
const CONDITION_OPENERS = new Set(['if', 'unless']);
/** A subject that opens the clause after a condition: 'if it does not get better, he would rather be dead'. */
const CLAUSE_SUBJECTS = new Set(['i', 'he', 'she', 'they', 'we']);
/** How far before its negation a condition's 'if' stands ('if it does not', 'if the pain does not'). */
const CONDITION_REACH = 4;
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
  'years-of-it',
  'unchanged',
  'pointed-back',
  'resolved',
  'back-reference',
  'checked-normal',
  'recovered',
  'recurred',
  'activity-again',
  'past-date',
  'still-present',
  'symptom-returned',
  'unreal-return',
  'persisting',
  'course-told',
  'general-question',
  'onset-anchor',
  'worried-question',
  'recent-weeks',
  'long-past',
  'over-now',
  'comes-and-goes',
  'death-of-other',
  'long-recovery',
  'diagnosis-story',
  'mistaken-for',
  'novelty',
  'new-onset-marker',
  'not-a-symptom',
  'first-person',
  'third-person',
  'generic-person',
  'clinic-addressed',
  'relative-possessive',
  'not-a-relative',
  'pet',
  'self-claim',
  'general-retracted',
  // Causes and worries that cancel or explain a mention: words about one, not symptoms.
  'cancer-worry',
  'weight-aim',
  'tired-legs-cause',
  'went-somewhere',
  'chest-pain-cause',
  'unhurt',
  'continence-cause',
  'feet-numbness-cause',
  'transient-cause',
  'clinician',
  'passing',
  'loved-ones',
  'expected-drowsiness',
  'common-illness',
  'rearranging',
  'muscle-strain',
  'normal-temperature',
  'raised-temperature',
  'chronic-condition',
  'lasting-disability',
  'since-diagnosis',
  'changing-now',
  'fiction-frame',
  'accidental-injury',
  'everyday-task',
  'cold-exposure',
  'cold-reaction',
  'household-thing',
  'deliberate-harm',
  'guessed-cause',
  'heredity',
  'asks-prevention',
]);
const ADULT_AGE = 18;
/** What closes an age given in brackets: '(9)', '(18 months)', '(7yo)'. */
const BRACKETED_AGE_ENDS = new Set([')', 'month', 'months', 'week', 'weeks', 'yr', 'yrs', 'year', 'years', 'yo', 'y']);
/** The writer's words of owning: inside a symptom's words they say where it is ('between my legs'). */
const OWNING_WORDS = new Set(['my', 'our']);
/** Words by which a later clause points back at a sign told before it: 'I have it', 'which I've got now'. */
const POINTING_BACK = new Set(['it', 'that', 'this', 'them', 'those', 'these', 'which']);
/** 'like', 'as if' and 'as though' make what follows a comparison; how far back they reach. */
const AS_IF = new Set(['if', 'though']);
const LIKENESS_REACH = 4;
/** How far back 'they' looks for the part of the body it names. */
const PRONOUN_REACH = 6;
/** Generic pronouns that, inside a symptom's words, name things as often as people ('took them again'). */
const OBJECT_PRONOUNS = new Set(['them', 'they']);
/**
 * Arrays of a message's length that judgeMentions takes from its arena: of bytes, two for each of the classes it
 * reads that the message holds (a long message, eight or so) and three besides; of positions or counts, eight.
 */
const ARENA_BYTE_ROWS = 21;
const ARENA_INT_ROWS = 8;

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
/** Everyone, told as whom something is said or sent to ('said goodbye to everyone'): no one a symptom is about. */
const RECIPIENTS: ReadonlySet<string> = new Set(['everyone', 'everybody']);
/** What is said or sent to everyone: a farewell, thanks, an apology or a message ('sent a message to everyone'). */
const SENT_TO_EVERYONE: ReadonlySet<string> = new Set([
  'bye',
  'goodbye',
  'goodbyes',
  'farewell',
  'sorry',
  'thanks',
  'message',
  'messages',
  'text',
  'texts',
  'letter',
  'letters',
  'note',
  'notes',
  'post',
]);
const OTHER: Experiencer = { key: 'other', isChild: false };
/** The writer's animal ('my dog', 'our cat'), and 'he' or 'she' after it: the vet's patient, not the clinic's. */
const PET: Experiencer = { key: 'pet', isChild: false };

/** Where a class's phrases start (in order, so 'any in [a, b)?' is a binary search) and what they cover. */
interface Spans {
  starts: readonly number[];
  covered: Uint8Array;
  /** 1 where a phrase starts. */
  isStart: Uint8Array;
}

/**
 * The spans of the class, or `none` (shared, never written) when the message holds none. Its starts are the matcher's
 * own list, read in place: a copy and a callback per class were made for each of the fifty or so classes read.
 */
function spansOf(matcher: MessageMatcher, name: string, arena: TypedArena, none: Spans): Spans {
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
function within(spans: Spans, first: number, end: number): boolean {
  const from = Math.max(0, first);
  const to = Math.min(spans.isStart.length, end);
  if (to <= from) return false;
  const { starts } = spans;
  const index = firstAtOrAfter(starts, from);
  return index < starts.length && starts[index]! < to;
}

/** The last start of these spans in [first, end), or first when none starts there. */
function lastStartIn(spans: Spans, first: number, end: number): number {
  const { starts } = spans;
  let last = first;
  for (let index = firstAtOrAfter(starts, first); index < starts.length && starts[index]! < end; index += 1) {
    last = starts[index]!;
  }
  return last;
}

/** Running counts of the positions that satisfy a test, for O(1) 'any in [a, b)?'. */
function countsOf(length: number, test: (position: number) => boolean, arena: TypedArena): Int32Array {
  const counts = arena.int32(length + 1);
  for (let position = 0; position < length; position += 1) {
    counts[position + 1] = (counts[position] ?? 0) + (test(position) ? 1 : 0);
  }
  return counts;
}
/**
 * Does a phrase that starts in [from, to) pass the test? The bounds are arguments, so the test is one function made
 * once per message, not a closure over the mention made for each call (most of judgeMentions' allocation was those).
 */
function anyStartIn(spans: Spans, from: number, to: number, test: (start: number) => boolean): boolean {
  const { starts } = spans;
  // From the first start in range (they are sorted): each of a long message's many mentions does not scan them all.
  for (let index = firstAtOrAfter(starts, from); index < starts.length && starts[index]! < to; index += 1) {
    if (test(starts[index]!)) return true;
  }
  return false;
}

/** The first phrase that starts in [from, to), if any. */
function firstStartIn(spans: Spans, from: number, to: number): number | undefined {
  const start = spans.starts[firstAtOrAfter(spans.starts, from)];
  return start !== undefined && start < to ? start : undefined;
}

/** The index of the first of the sorted starts at or after `from` (their length if none), by binary search. */
function firstAtOrAfter(starts: readonly number[], from: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! < from) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Is one of the tokens in [from, to) one of the words (without a slice of the tokens)? */
function anyWordIn(tokens: readonly MessageToken[], from: number, to: number, words: ReadonlySet<string>): boolean {
  for (let position = from; position < Math.min(to, tokens.length); position += 1) {
    if (words.has(tokens[position]!.normal)) return true;
  }
  return false;
}

/** Does `values` hold `value` in [from, to)? subarray().includes() made a view, an object, on every call. */
function holdsIn(values: Uint8Array, from: number, to: number, value: number): boolean {
  for (let index = from; index < Math.min(to, values.length); index += 1) if (values[index] === value) return true;
  return false;
}
const anyIn = (counts: Int32Array, first: number, end: number) =>
  end > first && (counts[end] ?? 0) - (counts[Math.max(0, first)] ?? 0) > 0;

/**
 * Reads the context of every mention: negation (its scope runs to the end of its clause, and a later 'I don't have
 * it' denies what came before), hypotheticals and general questions, long-ago history, and whose symptoms they are.
 */
export function judgeMentions(matcher: MessageMatcher, mentions: readonly Mention[]): JudgedMention[] {
  // Nothing to judge: the clauses, people and fifty classes' spans below are read for the mentions alone.
  if (mentions.length === 0) return [];
  const { tokens } = matcher;
  const arena = new TypedArena({ bytes: ARENA_BYTE_ROWS * tokens.length, ints: ARENA_INT_ROWS * (tokens.length + 1) });
  const zeros = arena.uint8(tokens.length);
  const none: Spans = { starts: [], covered: zeros, isStart: zeros };
  const spans = (name: string) => spansOf(matcher, name, arena, none);
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
  const yearsOfIt = spans('years-of-it');
  const unchanged = spans('unchanged');
  const pointedBack = spans('pointed-back');
  const resolved = spans('resolved');
  const lifeUnchanged = spans('unexplained');
  const backReference = spans('back-reference');
  const checkedNormal = spans('checked-normal');
  const recovered = spans('recovered');
  const recurred = spans('recurred');
  const activityAgain = spans('activity-again');
  const pastDate = spans('past-date');
  const stillPresent = spans('still-present');
  const symptomReturned = spans('symptom-returned');
  const unrealReturn = spans('unreal-return');
  const persisting = spans('persisting');
  const courseTold = spans('course-told');
  const transientCause = spans('transient-cause');
  const passing = spans('passing');
  const generalQuestion = spans('general-question');
  const onsetAnchor = spans('onset-anchor');
  const worriedQuestion = spans('worried-question');
  const recentWeeks = spans('recent-weeks');
  const longPast = spans('long-past');
  const overNow = spans('over-now');
  const comesAndGoes = spans('comes-and-goes');
  const deathOfOther = spans('death-of-other');
  const longRecovery = spans('long-recovery');
  const diagnosisStory = spans('diagnosis-story');
  const mistakenFor = spans('mistaken-for');
  const chronicCondition = spans('chronic-condition');
  const lastingDisability = spans('lasting-disability');
  const sinceDiagnosis = spans('since-diagnosis');
  const changingNow = spans('changing-now');
  const fictionFrame = spans('fiction-frame');
  const accidentalInjury = spans('accidental-injury');
  const deliberateHarm = spans('deliberate-harm');
  const coldExposure = spans('cold-exposure');
  const coldReaction = spans('cold-reaction');
  const novelty = spans('novelty');
  const firstPerson = spans('first-person');
  const thirdPerson = spans('third-person');
  const genericPerson = spans('generic-person');
  const clinicAddressed = spans('clinic-addressed');
  const child = spans('child');
  const adultRelative = spans('adult-relative');
  const possessive = spans('relative-possessive');
  const notARelative = spans('not-a-relative');
  const pet = spans('pet');
  const newOnset = spans('new-onset-marker');
  const selfClaim = spans('self-claim');
  const generalRetracted = spans('general-retracted');
  const guessedCause = spans('guessed-cause');
  const heredity = spans('heredity');
  const asksPrevention = spans('asks-prevention');

  // A negation inside a mention that no symptom phrase explains ('the pain is not between my shoulder blades'),
  // unlike the 'not' of 'can not feel'.
  const partOfSymptom = matcher.coverAllBut(CONTEXT_CLASSES, arena.uint8(tokens.length));
  /**
   * A death told ('we lost her in May'), not her own loss that a mention goes on to tell ('lost her balance', 'lost
   * her feeling down below'): there 'her' is whose, not whom.
   */
  const inMention = arena.uint8(tokens.length);
  for (const mention of mentions) inMention.fill(1, mention.start, mention.end);
  // Nor a death only nearly told: 'nearly died', 'almost killed himself'.
  const toldDeath = (start: number) =>
    inMention[matcher.spanEnd('death-of-other', start)] !== 1 && !NEAR_MISS.has(normalAt(tokens, start - 1));

  // Clauses: a sentence splits at ';' and ':', at 'but', 'although', 'and now' …, and at a comma before a new subject.
  const clause = arena.int32(tokens.length);
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
        scopeBreak.isStart[position] === 1 ||
        (COORDINATORS.has(previous.normal) && token.opensPredicate) ||
        (previous.normal === ',' && NEW_SUBJECT.has(token.normal) && !continuesAfterAge(position)));
    if (startsClause) clauseId += 1;
    clause[position] = clauseId;
    if (startsClause || position === 0) {
      opensAfterPause[clauseId] =
        position === 0 || token.sentence !== previous?.sentence || /^[,;:]$/.test(previous.normal);
    }
  });
  /**
   * 'My kid is 10, has a fever': after an age in apposition, a verb without a subject of its own ('has', not 'is it')
   * goes on with the person the age is about; it asks no question.
   */
  function continuesAfterAge(position: number): boolean {
    const opening = tokens[position]?.normal ?? '';
    const next = tokens[position + 1]?.normal ?? '';
    return (
      QUESTION_OPENING.has(opening) && !NEW_SUBJECT.has(next) && !OWN_SUBJECT.has(next) && endsWithAge(position - 1)
    );
  }
  function endsWithAge(comma: number): boolean {
    let back = comma - 1;
    while (back >= comma - AGE_WORDS_REACH && AFTER_AN_AGE.has(tokens[back]?.normal ?? '')) back -= 1;
    return /^\d+$/.test(tokens[back]?.normal ?? '');
  }
  const clauseFirst: number[] = [];
  const clauseEnd: number[] = [];
  const sentenceFirst: number[] = [];
  const sentenceEnd: number[] = [];
  tokens.forEach((token, position) => {
    const id = clause[position] ?? 0;
    clauseFirst[id] ??= position;
    clauseEnd[id] = position + 1;
    sentenceFirst[token.sentence] ??= position;
    sentenceEnd[token.sentence] = position + 1;
  });
  // Each clause's [first, end) made once: clauseRange is asked for several times per mention, and made a pair each time.
  const clauseRanges = clauseFirst.map((first, id): [number, number] => [first, clauseEnd[id] ?? first + 1]);
  /** The clause of a token of the message (the pair is shared: read it, never write it). */
  const clauseRange = (position: number): [number, number] => clauseRanges[clause[position] ?? 0]!;
  const listJoiners = countsOf(tokens.length, (position) => LIST_JOINERS.has(tokens[position]?.normal ?? ''), arena);
  /** A clause that opens with 'can', 'is', 'what' … (not 'can not'): a question, general unless it names someone. */
  const isQuestionClause = ([first]: [number, number]) => {
    const opening = tokens[first];
    return (
      opening !== undefined &&
      opensAfterPause[clause[first] ?? 0] === true &&
      QUESTION_OPENING.has(opening.normal) &&
      !STATEMENT_AFTER_OPENING.has(tokens[first + 1]?.normal ?? '') &&
      !(LEFT_OUT_SUBJECT_OPENINGS.has(opening.normal) && opensWithoutSubject(first + 1))
    );
  };
  /** After a 'was' or 'has', a preposition or a participle ('knocked off', 'hit by'): no subject follows. */
  function opensWithoutSubject(next: number): boolean {
    const word = tokens[next]?.normal ?? '';
    if (NO_SUBJECT_AFTER_OPENING.has(word)) return true;
    return word.length > 3 && word.endsWith('ed') && AFTER_A_PARTICIPLE.has(tokens[next + 1]?.normal ?? '');
  }

  // People named in the message, in order, so a mention can be given to the nearest one before it.
  const people: PersonReference[] = [];
  let lastRelative: Experiencer | undefined;
  // The last relative who can be 'she' (not a man or a boy), and the last who can be 'he' (not a woman or a girl).
  let lastNotMale: Experiencer | undefined;
  let lastNotFemale: Experiencer | undefined;
  tokens.forEach((token, position) => {
    const isRelative = child.isStart[position] === 1 || adultRelative.isStart[position] === 1;
    if (isRelative && isSomeonesOwn(position)) {
      const age = ageBefore(tokens, position);
      const experiencer = {
        key: `relative:${token.base}`,
        isChild: child.isStart[position] === 1 && (age === undefined || age < ADULT_AGE),
      };
      people.push({ position, experiencer });
      lastRelative = experiencer;
      if (!MALE_PERSON.has(token.normal)) lastNotMale = experiencer;
      if (!FEMALE_PERSON.has(token.normal)) lastNotFemale = experiencer;
    } else if (pet.isStart[position] === 1 && isPetAsSubject(position)) {
      // 'My dachshund … the vet says he's lost bladder control': a 'he' or 'she' after the writer's animal is it.
      people.push({ position, experiencer: PET });
      lastRelative = PET;
      lastNotMale = PET;
      lastNotFemale = PET;
    } else if (isNamedWithChildAge(position)) {
      // 'Ella (9) has …': a name with a child's age after it.
      lastRelative = { key: `relative:${token.base}`, isChild: true };
      lastNotMale = lastRelative;
      lastNotFemale = lastRelative;
      people.push({ position, experiencer: lastRelative });
    } else if (
      firstPerson.isStart[position] === 1 &&
      !possessiveOfRelative(position) &&
      // 'For my novel', 'asking for my course', "I'm writing a story where …": the writer named only in, or as the
      // subject of, what makes the message general.
      !within(generalQuestion, position - 1, position + GENERAL_SUBJECT_REACH)
    ) {
      people.push({ position, experiencer: SELF });
    } else if (thirdPerson.isStart[position] === 1) {
      // 'He' is the last relative who can be a he, 'she' the last who can be a she: not 'mum' in 'mum says he …'.
      const referent = MALE_PRONOUNS.has(token.normal)
        ? lastNotFemale
        : FEMALE_PRONOUNS.has(token.normal)
          ? lastNotMale
          : lastRelative;
      people.push({ position, experiencer: referent ?? OTHER });
    } else if (
      genericPerson.isStart[position] === 1 &&
      clinicAddressed.covered[position] !== 1 &&
      !namesBodyParts(position) &&
      // 'said goodbye to everyone': everyone a farewell or a message is sent to, not anyone it is about.
      !(
        RECIPIENTS.has(token.normal) &&
        tokens[position - 1]?.normal === 'to' &&
        SENT_TO_EVERYONE.has(tokens[position - 2]?.normal ?? '')
      )
    ) {
      people.push({ position, experiencer: GENERIC });
    }
  });
  /**
   * 'My dog has …', 'and our old cat is …', 'the dog wet herself': the writer's animal as a subject, its 'my' (or,
   * for a household's animal, 'the') opening a clause; not 'walking my dog, suddenly numb …', 'out with the dog',
   * whose subject (the writer) is left out.
   */
  function isPetAsSubject(position: number): boolean {
    for (let back = position - 1; back >= Math.max(0, position - POSSESSIVE_REACH); back -= 1) {
      if (possessive.isStart[back] !== 1 && tokens[back]?.normal !== 'the') continue;
      const before = tokens[back - 1];
      return (
        before === undefined ||
        before.isPunctuation ||
        before.sentence !== tokens[back]?.sentence ||
        COORDINATORS.has(before.normal) ||
        CONTRAST_TURNS.has(before.normal)
      );
    }
    return false;
  }
  /** A word, not a symptom's, followed by '(9)' or ', aged 9': a child's name. */
  function isNamedWithChildAge(position: number): boolean {
    const next = tokens[position + 1]?.normal;
    if (next !== '(' && next !== ',') return false;
    // No closure over `position`: it would make every call (one per token) allocate a context.
    if (partOfSymptom[position] === 1 || !/^[a-z]+$/.test(normalAt(tokens, position))) return false;
    const second = normalAt(tokens, position + 2);
    const third = normalAt(tokens, position + 3);
    const age = next === '(' && BRACKETED_AGE_ENDS.has(third) ? second : next === ',' && second === 'aged' ? third : '';
    return /^\d+$/.test(age) && Number(age) < ADULT_AGE;
  }
  /** 'my thighs feel like they're wrapped in cling film': 'they' after a part of the body, before any person. */
  function namesBodyParts(position: number): boolean {
    if (!OBJECT_PRONOUNS.has(tokens[position]?.normal ?? '')) return false;
    const sentence = tokens[position]?.sentence;
    for (let back = position - 1; back >= Math.max(0, position - PRONOUN_REACH); back -= 1) {
      if (tokens[back]?.sentence !== sentence) return false;
      const namesPerson =
        firstPerson.isStart[back] === 1 ||
        thirdPerson.isStart[back] === 1 ||
        genericPerson.isStart[back] === 1 ||
        child.isStart[back] === 1 ||
        adultRelative.isStart[back] === 1;
      if (namesPerson) return false;
      if (partOfSymptom[back] === 1) return true;
    }
    return false;
  }
  /** 'my mum', 'our 12 year old', or a name on its own ('Mum finished radiotherapy'), not 'a friend', 'your son'. */
  function isSomeonesOwn(position: number): boolean {
    return within(possessive, position - POSSESSIVE_REACH, position) || !within(notARelative, position - 2, position);
  }
  function possessiveOfRelative(position: number): boolean {
    // 'a friend of mine', 'an aunt of mine': the 'mine' names whose they are, not the writer as a subject.
    const relativeBeforeOf = child.isStart[position - 2] === 1 || adultRelative.isStart[position - 2] === 1;
    if (tokens[position - 1]?.normal === 'of' && relativeBeforeOf) return true;
    for (let next = position + 1; next <= position + POSSESSIVE_REACH && next < tokens.length; next += 1) {
      if (child.isStart[next] === 1 || adultRelative.isStart[next] === 1) return true;
      if (tokens[next]?.isPunctuation) return false;
    }
    return false;
  }

  // For each position, the person named last at or before it (any, and those that are not part of a symptom
  // phrase), and the first one named at or after it.
  // By position: an array, since it is read at every position several times.
  const personAt = new Array<PersonReference | undefined>(tokens.length);
  for (const person of people) personAt[person.position] = person;
  const lastPerson = arena.int32(tokens.length).fill(-1);
  const lastPersonOutsideSymptoms = arena.int32(tokens.length).fill(-1);
  const nextPerson = arena.int32(tokens.length + 1).fill(-1);
  tokens.forEach((_token, position) => {
    const person = personAt[position];
    lastPerson[position] = person ? position : (lastPerson[position - 1] ?? -1);
    // 'someone else's' in 'feels like it's someone else's' is part of the symptom, not a person.
    const counts = person && !(person.experiencer === GENERIC && partOfSymptom[position]);
    lastPersonOutsideSymptoms[position] = counts ? position : (lastPersonOutsideSymptoms[position - 1] ?? -1);
  });
  for (let position = tokens.length - 1; position >= 0; position -= 1) {
    nextPerson[position] = personAt[position] ? position : (nextPerson[position + 1] ?? -1);
  }
  const selfNamed = countsOf(tokens.length, (position) => personAt[position]?.experiencer === SELF, arena);
  const anyoneNamed = countsOf(tokens.length, (position) => personAt[position] !== undefined, arena);
  /** Someone in particular: not 'you', 'people', 'the person', who name anyone. */
  const someoneNamed = countsOf(
    tokens.length,
    (position) => personAt[position] !== undefined && personAt[position]?.experiencer !== GENERIC,
    arena,
  );

  function experiencerOf(mention: Mention): Experiencer {
    // The last person named inside: 'grizzly when I touch her back' is about her.
    const inside = lastPersonOutsideSymptoms[mention.end - 1] ?? -1;
    // 'Took them again' names the tablets, not a person: the one before it took them.
    const namesAThing = OBJECT_PRONOUNS.has(tokens[inside]?.normal ?? '');
    if (inside >= mention.start && !namesAThing) return personAt[inside]?.experiencer ?? SELF;
    const sentence = tokens[mention.start]?.sentence;
    const before = mention.start > 0 ? (lastPerson[mention.start - 1] ?? -1) : -1;
    if (before >= 0 && tokens[before]?.sentence === sentence) return personAt[before]?.experiencer ?? SELF;
    // A fragment with no subject before it takes the first one after it in its sentence ('breathing fast and
    // confused, she has had a chest infection').
    const after = nextPerson[mention.end] ?? -1;
    // 'You' or 'them' after it ('legs like jelly, can't stand without them going wobbly') is not its subject.
    const subjectAfter = after >= 0 ? personAt[after]?.experiencer : undefined;
    if (before < 0 && subjectAfter !== undefined && subjectAfter !== GENERIC && tokens[after]?.sentence === sentence) {
      return subjectAfter;
    }
    return before >= 0 ? (personAt[before]?.experiencer ?? SELF) : SELF;
  }

  /**
   * Does the phrase of @resolved that starts here say a symptom is over or unchanged? Not in 'I haven't changed
   * anything', which says the writer changed nothing in their life (@unexplained), nor after a negation ('won't settle').
   */
  const resolvesIt = (start: number) =>
    resolved.isStart[start] === 1 && lifeUnchanged.covered[start] !== 1 && !negatedBefore(start);

  /** 'won't settle', 'never went away', 'I have not been on a diet': a negation just before a word. */
  const negatedBefore = (position: number) => holdsIn(negation.covered, Math.max(0, position - 4), position, 1);
  const notNegatedBefore = (position: number) => !negatedBefore(position);

  /** 'Stood up and they have not come back': a negation inside the phrase of the spans that starts here. */
  const negatedWithin = (spans: Spans, start: number) => {
    for (let position = start; position < tokens.length && spans.covered[position] === 1; position += 1) {
      if (negation.isStart[position] === 1 && !notNegation.covered[position]) return true;
    }
    return false;
  };

  /** 'numb like I've been sat on it': a comparison, not a cause. */
  const likenedBefore = (position: number) => {
    for (let back = position - 1; back >= Math.max(0, position - LIKENESS_REACH); back -= 1) {
      const word = tokens[back]?.normal ?? '';
      if (word === 'like' || (AS_IF.has(word) && tokens[back - 1]?.normal === 'as')) return true;
    }
    return false;
  };

  /**
   * A cause given before a 'but' that then turns to the mention ('probably just a pulled muscle but now my chest
   * hurts') does not account for it: the writer offers the cause and turns from it to what is new.
   */
  const turnedFrom = (cause: number, mentionStart: number) => {
    for (let position = cause + 1; position < mentionStart; position += 1) {
      if (CONTRAST_TURNS.has(tokens[position]?.normal ?? '')) return true;
    }
    return false;
  };

  /** Are the tokens from `first` to the mention's end all words of symptoms (and at least one)? */
  const symptomToEnd = (first: number, end: number) => first < end && !holdsIn(partOfSymptom, first, end, 0);

  /**
   * Where a history is the point (ConceptDefinition.historyCounts), one said just after to be had again or back ('I
   * think I have cancer again') is a return, which no worry or guess in its sentence cancels.
   */
  const toldAgain = (mention: Mention) =>
    mention.definition.historyCounts === true &&
    (within(recurred, mention.end, mention.end + AGAIN_REACH) ||
      within(symptomReturned, mention.end, mention.end + AGAIN_REACH));

  /** A cancelling phrase neither denied ('not trying to lose weight') nor a likeness. */
  const cancels = (start: number) => !negatedBefore(start) && !likenedBefore(start);

  /**
   * Where a history is the point, a cancelling phrase of its own (a bare class, '@cancer-worry') that holds the
   * mention's words ('worried about cancer'): the disease only feared or guessed, never had, whatever else the
   * sentence tells of a symptom that lasts ('… because my back has ached for 2 days').
   */
  const heldByCancel = (mention: Mention, at: number) => {
    if (mention.definition.historyCounts !== true || at > mention.start) return false;
    for (const pattern of mention.definition.unlessInSentence ?? []) {
      if (pattern.startsWith('@') && !pattern.includes(' ') && matcher.spanEnd(pattern.slice(1), at) >= mention.end) {
        return true;
      }
    }
    return false;
  };

  function isNegated(mention: Mention, range: [number, number]): boolean {
    if (mention.cancelledAt.some(cancels) && !toldAgain(mention)) {
      for (const at of mention.cancelledAt) if (cancels(at) && heldByCancel(mention, at)) return true;
      // A cause that would account for it does not when it is still there days later.
      const sentence = tokens[mention.start]?.sentence ?? 0;
      if (!within(persisting, sentenceFirst[sentence] ?? 0, sentenceEnd[sentence] ?? 0)) return true;
    }
    const [first] = range;
    for (let position = mention.start + 1; position < mention.end; position += 1) {
      // 'my bum is sore not numb', 'down below is fine, no numbness': a 'no' or 'not' between a symptom's words (or
      // after a comma) and the symptom that ends the mention denies it, as after a copula; not 'pain, no injury,
      // between my shoulder blades', where the denied words are not the mention's end.
      const before = tokens[position - 1]?.normal ?? '';
      // A turn bounds the denial: 'bruised but not red' denies the red; 'not itchy but red' does not.
      const deniesWhatFollows =
        (COPULAS.has(before) ||
          (CONTRAST_TURNS.has(before) && symptomToEnd(position + 1, mention.end)) ||
          (DO_SUPPORT.has(before) && partOfSymptom[position - 2] === 1 && symptomToEnd(position + 1, mention.end)) ||
          ((partOfSymptom[position - 1] === 1 || before === ',') && symptomToEnd(position + 1, mention.end))) &&
        !anyWordIn(tokens, position + 1, mention.end, CONTRAST_TURNS);
      if (
        deniesWhatFollows &&
        negation.isStart[position] === 1 &&
        !partOfSymptom[position] &&
        !notNegation.covered[position]
      ) {
        return true;
      }
    }
    let crossedComma = false;
    let comma = -1;
    for (let position = mention.start - 1; position >= Math.max(first, mention.start - NEGATION_REACH); position -= 1) {
      if (tokens[position]?.normal === ',') {
        crossedComma = true;
        comma = position;
      }
      // The 'not' of 'can not catch my breath' belongs to a symptom and denies nothing after it.
      if (negation.isStart[position] !== 1 || notNegation.covered[position] || partOfSymptom[position]) continue;
      // Past a comma, a negation reaches only along a list: 'no numbness, tingling or weakness'.
      if (crossedComma && !anyIn(listJoiners, position, range[1])) continue;
      // Not a list of symptoms: 'no diet, and back hurt' denies the diet, and ', and' opens what follows.
      if (
        crossedComma &&
        COORDINATORS.has(normalAt(tokens, comma + 1)) &&
        !holdsIn(partOfSymptom, position, comma, 1)
      ) {
        continue;
      }
      const isNever = tokens[position]?.normal === 'never';
      if (isNever && within(novelty, position, range[1])) continue;
      // 'If it does not get better he would rather be dead': the 'not' is the condition's, and a subject after it
      // opens the clause that says the mention.
      const inCondition = anyWordIn(tokens, Math.max(first, position - CONDITION_REACH), position, CONDITION_OPENERS);
      if (inCondition && anyWordIn(tokens, position + 1, mention.start, CLAUSE_SUBJECTS)) continue;
      return true;
    }
    const afterEnd = Math.min(range[1], mention.end + POST_DENIAL_REACH);
    return within(postDenial, mention.end, afterEnd) || answeredNo(mention.end);
  }

  /**
   * 'Pain at night? No.', 'numb bum? nope, just a stiff back': a symptom asked as a question and answered with a bare
   * 'no' just after its question mark, or a form's dash or colon ('weight loss - no,', 'night pain: no'): a checklist
   * answered; not 'no idea', 'no better', 'night pain - no sleep for days', whose 'no' begins a phrase.
   */
  function answeredNo(end: number): boolean {
    const last = Math.min(tokens.length - 1, end + POST_DENIAL_REACH);
    // A checklist's item answered straight after it, in a sentence a form's mark opened: 'checklist - leg weakness no,
    // bowel issue no'; not 'can't feel my legs no.', with no checklist to answer.
    if (tokens[end]?.normal === 'no') {
      const next = tokens[end + 1];
      const answered = next === undefined || next.isPunctuation || next.sentence !== tokens[end]?.sentence;
      if (answered && markOpensSentence(end)) return true;
    }
    for (let position = end; position < last; position += 1) {
      const token = tokens[position]!;
      if (!ANSWER_MARKS.has(token.normal)) {
        if (token.isPunctuation) return false;
        continue;
      }
      // 'Any chest pain? A: no': the answer's label and its mark stand between the question and the answer.
      if (
        ANSWER_LABELS.has(tokens[position + 1]?.normal ?? '') &&
        ANSWER_MARKS.has(tokens[position + 2]?.normal ?? '')
      ) {
        position += 2;
      }
      const answer = tokens[position + 1]!;
      if (!BARE_NO.has(answer.normal) && answer.base !== 'no') return false;
      if (answer.normal === 'no.') return true;
      const next = tokens[position + 2];
      return next === undefined || next.isPunctuation || next.sentence !== answer.sentence;
    }
    return false;
  }

  /** Does a form's mark ('-', ':', '?') stand before this position in its sentence ('History: …', 'Checklist - …')? */
  function markOpensSentence(position: number): boolean {
    const first = sentenceFirst[tokens[position]?.sentence ?? 0] ?? 0;
    for (let back = position - 1; back >= first; back -= 1) {
      if (ANSWER_MARKS.has(tokens[back]!.normal)) return true;
    }
    return false;
  }

  const asksWhatIf = (start: number) => worriedQuestion.isStart[start] !== 1;

  function isHypothetical(mention: Mention, range: [number, number], experiencer: Experiencer): boolean {
    if (mention.definition.hypotheticalCounts) return false;
    // 'Do I need to worry about …' asks a worried question, not what to do if.
    const conditionalBefore = anyStartIn(conditional, range[0], mention.start, asksWhatIf);
    if (!mention.definition.conditionalCounts && conditionalBefore && !ownCaseInCondition(mention, range)) return true;
    // Not 'the leaflet lists numbness as a risk, and today my legs have gone numb': the writer's own, after it, told
    // as new or named outside the words of what to watch for (the 'my' of 'numbness between my legs' is the sign's),
    // in its clause or a later one of its sentence that does not deny it ('…, I've had none of that').
    if (within(instruction, ...range) && !ownAfterInstruction(mention, range)) return true;
    if (!within(topic, ...range) && !isQuestionClause(range)) return false;
    // 'Can numbness in my bum be a sign of …?' reports the writer's own symptom; 'can numbness be a sign' does not;
    // nor does a question that dates it ('… since last night?') or that the writer follows with their own case.
    // 'What if the person is walking?' names anyone: it anchors the question to no one.
    const anchored =
      anyIn(someoneNamed, range[0], range[1]) || within(onsetAnchor, ...range) || followedByOwnCase(mention, range);
    return experiencer.key === 'generic' || !anchored;
  }

  /** After words of what to watch for, in the mention's clause, is the sign told as new or as the writer's own? */
  function ownAfterInstruction(mention: Mention, range: [number, number]): boolean {
    for (const start of instruction.starts) {
      if (start < range[0] || start >= mention.start) continue;
      if (within(newOnset, start, range[1]) || ownLaterInSentence(mention, range)) return true;
    }
    return false;
  }

  /**
   * Is the writer named in the mention's clause, or as the one who has it in a later clause of its sentence that
   * points back at it and denies nothing ('…, and since this morning I have it'; not 'I've had none of that', not
   * 'so far so good, can I go swimming?', not 'who do I ask about it?')? A 'my' inside a symptom's words names where the sign is ('numbness
   * between my legs'), not whose it is.
   */
  function ownLaterInSentence(mention: Mention, [, clauseEnd]: [number, number]): boolean {
    const end = sentenceEnd[tokens[mention.start]?.sentence ?? 0] ?? tokens.length;
    for (let position = mention.start; position < end; position += 1) {
      if (personAt[position]?.experiencer !== SELF) continue;
      if (OWNING_WORDS.has(tokens[position]?.normal ?? '') && insideAMention(position)) continue;
      if (position < clauseEnd) return true;
      const [first, last] = clauseRange(position);
      const pointsBack = anyWordIn(tokens, first, end, POINTING_BACK);
      // A question asks about it ('who do I ask about it?') unless it tells it as new ('is it normal I now have it?').
      const asks = isQuestionClause([first, last]) && !within(newOnset, first, end);
      if (pointsBack && !asks && !within(denialOfIt, first, last) && !within(negation, first, last)) return true;
    }
    return false;
  }
  const insideAMention = (position: number) =>
    mentions.some((other) => other.start <= position && position < other.end);

  /** 'Is it normal to feel numb down there? It's like I've been sat on a bike': a worried question, then a statement. */
  function followedByOwnCase(mention: Mention, range: [number, number]): boolean {
    if (!within(worriedQuestion, ...range)) return false;
    const next = (tokens[mention.start]?.sentence ?? 0) + 1;
    const [first, end] = [sentenceFirst[next] ?? 0, sentenceEnd[next] ?? 0];
    return anyIn(selfNamed, first, end) && tokens[end - 1]?.normal !== '?';
  }

  /**
   * An 'if' about the writer's own symptom (named after the 'if') that reports it: dated in the perfect ('do I need to
   * go to A&E if I haven't been able to pee for two days?'), or a worried question followed by a statement of its
   * course ('Should I worry if my pain sits between my shoulder blades? It's been there a few weeks').
   */
  function ownCaseInCondition(mention: Mention, [first]: [number, number]): boolean {
    const conditionalAt = firstStartIn(conditional, first, mention.start) ?? mention.start;
    if (!anyIn(selfNamed, conditionalAt, mention.end)) return false;
    const inThePerfect = anyWordIn(tokens, conditionalAt, mention.end, PERFECT);
    const sentence = tokens[mention.start]?.sentence ?? 0;
    if (inThePerfect && within(onsetAnchor, mention.end, sentenceEnd[sentence] ?? mention.end)) return true;
    if (!within(worriedQuestion, first, conditionalAt)) return false;
    const [nextFirst, nextEnd] = [sentenceFirst[sentence + 1] ?? 0, sentenceEnd[sentence + 1] ?? 0];
    return tokens[nextEnd - 1]?.normal !== '?' && within(courseTold, nextFirst, nextEnd);
  }

  /**
   * 'Took an overdose when I was 17 and again last night': said to have happened again later in its sentence, no time
   * of long ago is all of it.
   */
  const recursLater = (mention: Mention) => {
    const end = sentenceEnd[tokens[mention.start]?.sentence ?? 0] ?? tokens.length;
    // 'never happened again', 'has not been back since': denied, a recurrence tells the episode was the only one.
    const { starts } = recurred;
    for (let index = firstAtOrAfter(starts, mention.end); index < starts.length && starts[index]! < end; index += 1) {
      const start = starts[index]!;
      // 'A crash years ago and have had a stiff neck ever since': a 'since' after another mention dates that one.
      if (SINCE_OPENINGS.has(normalAt(tokens, start)) && anyIn(mentionStarts(), mention.end, start)) continue;
      if (recursHere(start)) return true;
    }
    return false;
  };
  /** Not 'been working ever since', 'fine ever since': a 'since' inside a recovery or an activity ends it, not again. */
  const recursHere = (start: number) =>
    notNegatedBefore(start) && recovered.covered[start] !== 1 && activityAgain.covered[start] !== 1;

  /** A word of long ago near the mention, in its clause, with no 'now' or 'new' between them. */
  function isLongAgo(spans: Spans, mention: Mention, range: [number, number], reach = HISTORY_REACH): boolean {
    const first = Math.max(range[0], mention.start - reach);
    const end = Math.min(range[1], mention.end + reach + 1);
    // 'Surgery years ago and wet myself today': a time just after the mention dates it, not the one before.
    const datedNow = within(newOnset, mention.end, Math.min(range[1], mention.end + DATED_NOW_REACH));
    if (recursLater(mention)) return false;
    for (let start = first; start < end; start += 1) {
      // 'A lump I didn't have last year': a time said not to have had it makes it new.
      if (spans.isStart[start] !== 1 || (datedNow && start < mention.start) || negatedBefore(start)) continue;
      if (spans === longAgo && start < mention.start && presentTenseBefore(spanEnd(spans, start), mention)) continue;
      if (holdsNewOnset(spans, start)) continue;
      const [from, to] = start < mention.start ? [start, mention.start] : [mention.end, start];
      if (to - from <= reach && !within(newOnset, from, to) && !closedByComma(spans, start, mention)) return true;
    }
    return false;
  }

  /**
   * 'Come up in the past few weeks', 'over the last couple of days': a time of long ago ('in the past') whose own
   * phrase goes on to a recent time tells that recent time.
   */
  function holdsNewOnset(spans: Spans, start: number): boolean {
    // 'Since birth', 'since I was a teen': the 'since' opening a time of long standing dates it from then, not lately.
    const from = spans === longStanding && tokens[start]?.normal === 'since' ? start + 1 : start;
    for (let position = from; position < tokens.length && spans.covered[position] === 1; position += 1) {
      if (newOnset.isStart[position] === 1) return true;
    }
    return false;
  }

  /** 'bowel cancer last year, back ache, …': a time before a mention, followed by a comma, dates what came before. */
  /** A present-tense verb (not a perfect of long standing) from `from` up to the mention's end: now, not then. */
  function presentTenseBefore(from: number, mention: Mention): boolean {
    for (let position = from; position < mention.end; position += 1) {
      const word = tokens[position]?.normal ?? '';
      if (!PRESENT_TENSE.has(word) || STANDING_PERFECT.has(tokens[position + 1]?.normal ?? '')) continue;
      if (!NOT_PRESENT_BEFORE.has(tokens[position - 1]?.normal ?? '')) return true;
    }
    return false;
  }
  /** Where a time phrase that starts at `start` ends. */
  function spanEnd(spans: Spans, start: number): number {
    let end = start;
    while (end < tokens.length && spans.covered[end] === 1) end += 1;
    return end;
  }

  function closedByComma(spans: Spans, start: number, mention: Mention): boolean {
    if (start > mention.start) return false;
    let end = start;
    while (end < mention.start && spans.covered[end] === 1) end += 1;
    return tokens[end]?.normal === ',' && end < mention.start;
  }

  /**
   * 'About twelve years ago I had …': a time of long ago at the head of a sentence, before anyone is named, governs
   * all of it; not 'I had a fall years ago and can't pee', where it dates the fall alone.
   */
  const frontedLongAgo = (mention: Mention) => {
    const sentence = tokens[mention.start]?.sentence ?? 0;
    const first = sentenceFirst[sentence] ?? 0;
    if (recursLater(mention)) return false;
    for (let start = first; start <= first + FRONTED && start < mention.start; start += 1) {
      if (longAgo.isStart[start] !== 1 || within(newOnset, start, mention.start)) continue;
      if (anyIn(anyoneNamed, first, start) || presentTenseBefore(spanEnd(longAgo, start), mention)) continue;
      // 'Bowel cancer last year, back ache …': after a symptom and closed by a comma, it dates that symptom alone.
      const datesWhatCameBefore = holdsIn(partOfSymptom, first, start, 1) && closedByComma(longAgo, start, mention);
      if (!datesWhatCameBefore) return true;
    }
    return false;
  };

  /**
   * 'A few years back and took an overdose': a time dates the past-tense predicates joined to its own by 'and' (a
   * shared subject), so the clause is read from the first of them; not 'and have wet myself', 'and wet myself today'.
   */
  function datedRange(range: [number, number]): [number, number] {
    const [first, end] = range;
    // The clause's own pair when it is not widened: a new pair per mention was most of this function's cost.
    if (PRESENT_OPENINGS.has(tokens[first]?.normal ?? '') || within(newOnset, first, end)) return range;
    let from = first;
    while (from > 0 && COORDINATORS.has(tokens[from - 1]?.normal ?? '') && tokens[from - 2]?.normal !== ',') {
      const [previousFirst] = clauseRange(from - 1);
      if (previousFirst >= from - 1) break;
      from = previousFirst;
    }
    return from === first ? range : [from, end];
  }

  /** Dated by a time of long ago: at the sentence's head, near it in its clause, or pointed back to after it. */
  function datedLongAgo(mention: Mention, range: [number, number]): boolean {
    if (frontedLongAgo(mention)) return true;
    if (isLongAgo(longAgo, mention, datedRange(range))) return true;
    // 'Took an overdose when I was young': a time of long ago opening the next clause, straight after, dates this one.
    const next = range[1];
    const timeOpensNext = longAgo.isStart[next] === 1 && tokens[next - 1]?.isPunctuation === false;
    if (timeOpensNext && isLongAgo(longAgo, mention, [range[0], next + 1])) return true;
    return datedByBackReference(mention, range) || sinceLongAgo(mention, range);
  }

  /**
   * 'Had a crash years ago and have had a lump since, it is growing', 'fell in 2015 and my feet have been numb, getting
   * worse': a state (not an acute event) said after it in its sentence to change in the present is current, whatever
   * old event the sentence also dates; not the old event itself (the time in its own clause: 'hurt my back in a crash
   * years ago, it is getting worse'), not 'it was growing', 'it grew', nor 'not getting worse'.
   */
  function changesNow(mention: Mention, [first, clauseEnd]: [number, number]): boolean {
    if (mention.definition.acute) return false;
    // 'A lump my GP called a lipoma five years ago has suddenly got bigger': a change told in the clause after its
    // time of long ago is of now; with the time after the change, or no change after it, the old event is dated.
    if (within(longAgo, first, clauseEnd))
      return anyStartIn(changingNow, lastStartIn(longAgo, first, clauseEnd) + 1, clauseEnd, notNegatedBefore);
    const end = sentenceEnd[tokens[mention.start]?.sentence ?? 0] ?? tokens.length;
    // After the mention's first word: a mention may take in its own change ('a lump for years, it is getting bigger').
    return anyStartIn(changingNow, mention.start + 1, end, notNegatedBefore);
  }

  function isHistory(mention: Mention, range: [number, number], experiencer: Experiencer): boolean {
    if (mention.definition.historyCounts) return false;
    if (hasReturned(mention)) return false;
    if (!changesNow(mention, range) && datedLongAgo(mention, range)) return true;
    // 'A lump for years, it is getting bigger': long there, but said to change now, it is current.
    // 'A curve in my spine since I was a teen': a 'since' of long standing opens a clause of its own, just after.
    const standingRange: [number, number] = longStanding.isStart[range[1]] === 1 ? [range[0], range[1] + 1] : range;
    if (
      isLongAgo(longStanding, mention, standingRange, LONG_STANDING_REACH) &&
      !turnsToNowAfter(mention) &&
      !changesNow(mention, range)
    ) {
      return true;
    }
    const sentence = tokens[mention.start]?.sentence ?? 0;
    const sentenceRange: [number, number] = [sentenceFirst[sentence] ?? 0, sentenceEnd[sentence] ?? 0];
    // Brought on by exercise or a posture (told in its sentence or the one before: 'Pulled something carrying boxes.
    // It hurts to sneeze but much less than on Saturday'), it ends with a passing said later in its sentence or the next.
    const causeFirst = sentenceFirst[sentence - 1] ?? sentenceRange[0];
    const passesWithCause =
      mention.definition.transient === true && within(transientCause, causeFirst, sentenceRange[1]);
    const nextEnd = sentenceEnd[sentence + 1] ?? sentenceRange[1];
    const resolvedEnd = passesWithCause ? nextEnd : Math.min(sentenceRange[1], mention.end + RESOLVED_REACH + 1);
    for (let start = mention.end; start < resolvedEnd; start += 1) {
      const passes = passesWithCause && passing.isStart[start] === 1 && !negatedWithin(passing, start);
      const ends = resolvesIt(start) || passes;
      if (ends && !negatedBefore(start) && !returnsAfter(start, sentence)) return true;
    }
    if (overLongAgo(mention, sentenceRange)) return true;
    if (unchangedForYears(mention, sentence)) return true;
    if (yearsToldAfter(mention, sentenceRange)) return true;
    if (mention.definition.acute && isLongAgo(recentWeeks, mention, range)) return true;
    if (isCheckedAndOver(mention, sentence, range)) return true;
    if (toldAsDatedStory(sentenceRange)) return true;
    if (mention.definition.knownConditionAccounts && knownConditionAsUsual(mention, experiencer, sentenceRange)) {
      return true;
    }
    if (!experiencer.key.startsWith('relative:')) return false;
    return (
      toldDeathOf(experiencer, sentenceRange) ||
      recoveredAfter(experiencer, sentence) ||
      toldAsDiagnosisStory(experiencer, sentenceRange) ||
      toldAsMistakenFor(range, sentenceRange) ||
      hasLongStandingCondition(experiencer, sentenceRange) ||
      askedForOwnSake(mention, range, sentenceRange, experiencer)
    );
  }

  /**
   * 'My gran had bowel incontinence in her 90s, is that something that runs in families?', 'my sister's scar got
   * infected after her op, how can I avoid that?': a relative's sign told in the simple past in its clause (before it
   * or in its words), in a message that asks whether it is handed down or how to prevent it, is their history asked
   * about for the writer's sake; not 'mum can't hold her wee, is it hereditary?' (told of now), 'has had' or 'has got'
   * (going on until now), nor one its sentence tells as new ('my gran had an accident last night').
   */
  function askedForOwnSake(
    mention: Mention,
    [first]: [number, number],
    [from, to]: [number, number],
    experiencer: Experiencer,
  ): boolean {
    if (heredity.starts.length === 0 && asksPrevention.starts.length === 0) return false;
    if (within(newOnset, from, to)) return false;
    for (let position = first; position < mention.end; position += 1) {
      const word = normalAt(tokens, position);
      // 'My neighbour fell off a ladder and broke his back, any safety tips?': an adult's accident, not a child's.
      const told = PAST_TELLING.has(word) || (!experiencer.isChild && PAST_ACCIDENT.has(word));
      if (told && !BEFORE_A_PERFECT.has(normalAt(tokens, position - 1))) return true;
    }
    return false;
  }

  /**
   * 'My uncle died in May; he had numb legs', 'my grandad killed himself after years of pain': a death told in the
   * sentence of this relative, whom it names ('lost her', 'killed himself') or who is named last before it ('my gran
   * died'); not another's ('my gran died and my son wants to kill himself'), nor a death that names no one.
   */
  function toldDeathOf(experiencer: Experiencer, [first, end]: [number, number]): boolean {
    const { starts } = deathOfOther;
    for (let index = firstAtOrAfter(starts, first); index < starts.length && starts[index]! < end; index += 1) {
      const start = starts[index]!;
      if (toldDeath(start) && deathOf(start) === experiencer.key) return true;
    }
    return false;
  }
  /** The key of the person whose death the phrase of @death-of-other that starts here tells, if it names one. */
  function deathOf(start: number): string | undefined {
    const inside = lastPerson[matcher.spanEnd('death-of-other', start) - 1] ?? -1;
    const named = inside >= start ? inside : start > 0 ? (lastPerson[start - 1] ?? -1) : -1;
    if (named < 0 || tokens[named]?.sentence !== tokens[start]?.sentence) return undefined;
    return personAt[named]?.experiencer.key;
  }

  /**
   * 'Dark thoughts last winter, had counselling, much better now', 'my back ached and I was shivery, but that was
   * ages ago and I'm fine now': an episode dated weeks or more past in its sentence, undenied, and said after it to be
   * over (@over-now, outside any mention: not 'no feeling anymore') is history. Not when the sentence also tells a time
   * of the last days ('yesterday … fine now': a transient red flag is still urgent), nor when anything after it in the
   * message says it goes on or is back ('comes and goes', 'again', 'it's back', 'still').
   */
  function overLongAgo(mention: Mention, [first, end]: [number, number]): boolean {
    const dated =
      anyStartIn(longPast, first, end, notNegatedBefore) ||
      anyStartIn(longAgo, first, end, notNegatedBefore) ||
      anyStartIn(recentWeeks, first, end, notNegatedBefore);
    if (!dated) return false;
    // Told over in its sentence, or else in the next ('Dark thoughts last winter. I've had counselling and I'm in a
    // much better place now.'); neither sentence may then tell a time of the last days.
    const overEnd = anyStartIn(overNow, mention.end, end, saidOver)
      ? end
      : (sentenceEnd[(tokens[mention.start]?.sentence ?? 0) + 1] ?? end);
    if (!anyStartIn(overNow, mention.end, overEnd, saidOver)) return false;
    if (anyStartIn(newOnset, first, overEnd, recentTime)) return false;
    const last = tokens.length;
    return (
      !anyStartIn(stillPresent, mention.end, last, saysStillThere) &&
      !anyStartIn(recurred, mention.end, last, recursHere) &&
      !anyStartIn(symptomReturned, mention.end, last, saysStillThere) &&
      !within(comesAndGoes, first, last)
    );
  }
  /** An end told outside any mention, and not denied ('not fine now'). */
  const saidOver = (start: number) => inMention[start] !== 1 && !negatedBefore(start);
  /** A time of the last days ('yesterday', 'this morning', 'a few hours ago'): not the 'now' of 'fine now'. */
  const recentTime = (start: number) => overNow.covered[start] !== 1 && tokens[start]?.normal !== 'now';

  /**
   * 'Was in a car crash in the 90s and has had a crooked spine since', '… and her back has been bent ever since': a
   * bare 'since' closing the mention's clause points back at the time of long ago told before it in its sentence, so
   * the mention has gone on from then; not 'since last week', nor one then said to be worse or changing.
   */
  function sinceLongAgo(mention: Mention, [, clauseEnd]: [number, number]): boolean {
    const sentence = tokens[mention.start]?.sentence ?? 0;
    const [first, end] = [sentenceFirst[sentence] ?? 0, sentenceEnd[sentence] ?? tokens.length];
    // 'since' opens a clause of its own (scope-break): it may stand at the mention's clause's end.
    let since = mention.end;
    while (since < clauseEnd && tokens[since]?.normal !== 'since') since += 1;
    const after = since + 1 < end ? (tokens[since + 1]?.normal ?? '') : '';
    const bare =
      tokens[since]?.normal === 'since' &&
      (after === '' || after === 'then' || tokens[since + 1]?.isPunctuation === true);
    if (!bare) return false;
    const datedBefore = anyStartIn(longAgo, first, mention.start, notNegatedBefore);
    return datedBefore && !anyStartIn(stillPresent, since + 1, end, saysStillThere);
  }

  /**
   * 'Back pain for years, but now it wakes me at night', '… but lately I keep wetting myself': a pain of long standing
   * goes on, and a turn to now after it in its sentence ('but now', 'but this week') tells a change in it now.
   */
  const turnsToNow = (start: number) => CONTRAST_TURNS.has(tokens[start]?.normal ?? '') && saysStillThere(start);
  function turnsToNowAfter(mention: Mention): boolean {
    const end = sentenceEnd[tokens[mention.start]?.sentence ?? 0] ?? tokens.length;
    return anyStartIn(stillPresent, mention.end, end, turnsToNow);
  }

  /**
   * 'The same stiff lower back for 30 years, no change': years of it told just after the mention, then said in its
   * sentence not to have changed (not 'no change, until this week it got worse', told as still there after).
   */
  function unchangedForYears(mention: Mention, sentence: number): boolean {
    if (!within(yearsOfIt, mention.end, mention.end + LONG_STANDING_REACH + 1)) return false;
    const end = sentenceEnd[sentence] ?? tokens.length;
    return unchanged.starts.some(
      (start) => start > mention.end && start < end && !negatedBefore(start) && !returnsAfter(start, sentence),
    );
  }

  /**
   * 'An ache round my shoulder blades after long days, which has been the case for years', '… and have done for twenty
   * years': a later clause of the mention's sentence that points back at it (@pointed-back: 'which has been the
   * case', 'and have done', 'it has been like that') and gives it years, undenied and with no symptom of its own,
   * tells a state of long standing; not when anything in the sentence is told as new ('now', 'since', 'this week'),
   * changing or turned to now ('… but now it is worse').
   */
  function yearsToldAfter(mention: Mention, [first, end]: [number, number]): boolean {
    if (mention.definition.acute || within(newOnset, first, end) || turnsToNowAfter(mention)) return false;
    if (anyStartIn(changingNow, mention.start + 1, end, notNegatedBefore)) return false;
    // From the mention's end: 'which has been the case …' may go on in the mention's own clause.
    return anyStartIn(pointedBack, mention.end, end, givesYearsToMention);
  }

  /** From a pointing back, to its clause's end: years given, undenied, with no symptom told there of its own. */
  function givesYearsToMention(start: number): boolean {
    // The clause of the word after it (the 'and' of 'and have done' closes the clause before), or of the word after
    // the phrase, when a word inside it opens a clause ('that's been just the same for years').
    const [, afterFirst] = clauseRange(Math.min(start + 1, tokens.length - 1));
    const [, afterPhrase] = clauseRange(Math.min(spanEnd(pointedBack, start), tokens.length - 1));
    const to = Math.max(afterFirst, afterPhrase);
    const years = within(longStanding, start, to) || within(yearsOfIt, start, to);
    return years && !within(negation, start, to) && !anyIn(mentionStarts(), start, to);
  }

  /**
   * 'I had a small stroke in 2018 which started with a sudden severe headache', 'had a heart attack last year that I
   * thought was indigestion': anyone's event told with how it first showed, or what it was taken for, and dated in the
   * past in its sentence is a story, its symptoms and all; not when the sentence tells anything new outside the story's
   * own words ('… and now I have the same headache').
   */
  function toldAsDatedStory([first, end]: [number, number]): boolean {
    if (!within(diagnosisStory, first, end) && !within(mistakenFor, first, end)) return false;
    const dated =
      anyStartIn(longAgo, first, end, notNegatedBefore) || anyStartIn(pastDate, first, end, notNegatedBefore);
    return dated && !anyStartIn(newOnset, first, end, outsideStory);
  }
  const outsideStory = (start: number) => diagnosisStory.covered[start] !== 1 && mistakenFor.covered[start] !== 1;

  /**
   * 'My brother broke his back in a crash. He's walking again after lots of rehab', '… She's doing fine after
   * treatment': a relative's event with a recovery that took time told of them in the next sentence is their story;
   * not when the event's own sentence tells anything new ('this morning', 'now', 'since').
   */
  function recoveredAfter(experiencer: Experiencer, sentence: number): boolean {
    const [first, end] = [sentenceFirst[sentence] ?? 0, sentenceEnd[sentence] ?? 0];
    if (within(newOnset, first, end)) return false;
    const [nextFirst, nextEnd] = [sentenceFirst[sentence + 1] ?? end, sentenceEnd[sentence + 1] ?? end];
    const recovery = firstStartIn(longRecovery, nextFirst, nextEnd);
    if (recovery === undefined || negatedBefore(recovery)) return false;
    const named = lastPerson[recovery] ?? -1;
    return named >= nextFirst && personAt[named]?.experiencer.key === experiencer.key;
  }

  /**
   * 'My uncle had a heart attack that he thought was back pain', 'Grandad had a stroke, he put it down to a migraine':
   * a relative's event told with what they took it for at the time is their story, its symptoms and all, unless the
   * event's own clause dates it now ('… had a heart attack this morning that he thought was his back'), or says it
   * is going on ('is having a heart attack, he thought it was his back' tells no past event).
   */
  function toldAsMistakenFor([clauseFirst, clauseEnd]: [number, number], [first, end]: [number, number]): boolean {
    return within(mistakenFor, first, end) && !within(newOnset, clauseFirst, clauseEnd);
  }

  /**
   * 'My brother was diagnosed with myeloma after years of back pain': a relative's diagnosis told with what led up to
   * it is their story, unless its sentence says something is new of them ('… and now she has a new pain in her
   * neck'); not what is new of someone else ('… so now I'm worried', '… and now I have the same pain', the writer's
   * own, read for the writer).
   */
  function toldAsDiagnosisStory(experiencer: Experiencer, [first, end]: [number, number]): boolean {
    if (!within(diagnosisStory, first, end)) return false;
    // The story's own words ('… that started as …') and the 'now' of a recovery ('… he's fine now') tell nothing new.
    return !newOnset.starts.some(
      (start) =>
        start >= first &&
        start < end &&
        diagnosisStory.covered[start] !== 1 &&
        recovered.covered[start] !== 1 &&
        !namesSomeoneElse(clauseRange(start), experiencer),
    );
  }
  /** Does the clause name a person other than this one ('now I'm paranoid' beside a relative's story)? */
  const namesSomeoneElse = ([first, end]: [number, number], experiencer: Experiencer) => {
    for (let position = first; position < end; position += 1) {
      const person = personAt[position]?.experiencer;
      if (person !== undefined && person.key !== experiencer.key) return true;
    }
    return false;
  };

  /**
   * 'In the show the main character wets himself', 'in the book I'm reading the heroine can't feel her legs': what
   * follows a story on screen or in print in its sentence is a character's, unless the writer names themselves after
   * it (not the reader or viewer: 'the book I'm reading', 'the film I saw').
   */
  function isFiction(mention: Mention): boolean {
    const first = sentenceFirst[tokens[mention.start]?.sentence ?? 0] ?? 0;
    const frame = firstStartIn(fictionFrame, first, mention.start);
    if (frame === undefined) return false;
    for (let position = frame; position < mention.end; position += 1) {
      if (personAt[position]?.experiencer !== SELF || fictionFrame.covered[position] === 1) continue;
      const isViewer = fictionFrame.covered[position - 1] === 1;
      if (!isViewer) return false;
    }
    return true;
  }

  /**
   * 'Cut myself chopping onions', 'I've just burnt myself on the oven': an accident, unless its sentence or the next
   * says it was deliberate ('… on purpose', '… because of the pain').
   */
  function isAccident(mention: Mention): boolean {
    if (!mention.definition.accidentsExcluded) return false;
    if (!holdsIn(accidentalInjury.covered, mention.start, mention.end, 1)) return false;
    const sentence = tokens[mention.start]?.sentence ?? 0;
    const end = sentenceEnd[sentence + 1] ?? sentenceEnd[sentence] ?? tokens.length;
    return !within(deliberateHarm, sentenceFirst[sentence] ?? 0, end);
  }

  /**
   * 'Frozen solid at the bus stop, shivering for twenty minutes', 'shivering on the touchline': a mention that is
   * only a shiver, with the cold the writer stood in told in its sentence, is the cold's; not 'shivery and hot', where
   * another word of the mention says more, nor a shiver with no cold to account for it.
   */
  function isFromTheCold(mention: Mention): boolean {
    if (holdsIn(coldReaction.covered, mention.start, mention.end, 0)) return false;
    const sentence = tokens[mention.start]?.sentence ?? 0;
    return within(coldExposure, sentenceFirst[sentence] ?? 0, sentenceEnd[sentence] ?? tokens.length);
  }

  /**
   * 'The chest pain I had last year is back', 'numb after my op in 2019 and it has come back', '… It's returned.': a
   * return said after the mention, in its sentence or at the head of the next, and not undone by a later settling,
   * makes it current whatever dated it before; not 'will it come back?', 'hasn't come back', 'the feeling came back'.
   */
  function hasReturned(mention: Mention): boolean {
    const sentence = tokens[mention.start]?.sentence ?? 0;
    const nextFirst = sentenceFirst[sentence + 1] ?? tokens.length;
    const reach = Math.min(sentenceEnd[sentence + 1] ?? nextFirst, nextFirst + RETURN_OPENING + 1);
    for (const start of symptomReturned.starts) {
      // 'She is back at netball' tells a recovery, not a return (saysStillThere).
      if (start < mention.end || start >= reach || !saysStillThere(start) || opensASymptom(start)) continue;
      const [first, end] = [
        sentenceFirst[tokens[start]?.sentence ?? 0] ?? 0,
        sentenceEnd[tokens[start]?.sentence ?? 0] ?? 0,
      ];
      if (negatedBefore(start) || within(unrealReturn, Math.max(first, start - UNREAL_RETURN_REACH), start)) continue;
      const settledAfter = anyStartIn(resolved, start, end, resolvesIt);
      if (!settledAfter && !recoversLoss(mention, start)) return true;
    }
    return false;
  }
  /** 'Is back pain hereditary?': a symptom's words start inside the phrase, whose 'back' is the body's, not a return. */
  const opensASymptom = (start: number) => {
    let end = start + 1;
    while (end < tokens.length && symptomReturned.covered[end] === 1 && symptomReturned.isStart[end] !== 1) end += 1;
    return anyIn(mentionStarts(), start + 1, end);
  };
  /** Running counts of the positions where a mention starts, made when first asked for. */
  let mentionStartCounts: Int32Array | undefined;
  const mentionStarts = () => {
    if (mentionStartCounts === undefined) {
      const starts = new Uint8Array(tokens.length);
      for (const other of mentions) starts[other.start] = 1;
      mentionStartCounts = countsOf(tokens.length, (position) => starts[position] === 1, arena);
    }
    return mentionStartCounts;
  };
  /** 'I lost all feeling down there but it came back': after a loss, 'it' coming back is what was lost, recovered. */
  const recoversLoss = (mention: Mention, start: number) =>
    OBJECT_OF_LOSS.has(tokens[start - 1]?.normal ?? '') && anyWordIn(tokens, mention.start, mention.end, LOSS_WORDS);

  /**
   * 'It settled, but now it's back', 'it cleared up but it keeps coming back', 'got better but worse again': said to be
   * still there, back or going on since, after its settling, in its sentence or the next, it is not over.
   */
  function returnsAfter(settled: number, sentence: number): boolean {
    const end = sentenceEnd[sentence + 1] ?? sentenceEnd[sentence] ?? tokens.length;
    return anyStartIn(stillPresent, settled + 1, end, saysStillThere);
  }

  /**
   * A phrase of @still-present that says so, not one inside a recovery or a passing ('back at school', 'stood up and
   * they came back') or an activity taken up again ('fine to run again?').
   */
  function saysStillThere(start: number): boolean {
    // 'It never came back': denied just before it, it says the opposite.
    // Not across a turn: in 'it has not changed but now …' the 'not' denies the change, not what the 'but now' tells.
    let first = Math.max(sentenceFirst[tokens[start]?.sentence ?? 0] ?? 0, start - 2);
    while (first < start && clause[first] !== clause[start]) first += 1;
    const denied = within(negation, first, start);
    return (
      !denied && recovered.covered[start] !== 1 && passing.covered[start] !== 1 && activityAgain.covered[start] !== 1
    );
  }

  /**
   * '…, which was 30 years ago', '… That was years ago.': a clause that points back, among the next few after the
   * mention's (its own predicates joined by 'and' included: 'thrown off a horse and broke my back, which was …'),
   * dates it.
   */
  function datedByBackReference(mention: Mention, range: [number, number]): boolean {
    let next = range[1];
    for (let clauses = 0; clauses < BACK_REFERENCE_CLAUSES && next < tokens.length; clauses += 1) {
      const [, nextEnd] = clauseRange(next);
      if (backReference.isStart[next] === 1) return isLongAgo(longAgo, mention, [range[0], nextEnd]);
      next = nextEnd;
    }
    return false;
  }

  /**
   * 'Went to A&E with chest pain; the tests were normal and it settled', 'night sweats that turned out to be flu, all
   * cleared up', 'a temperature last month, it was a kidney infection, antibiotics sorted it': an episode looked into
   * (or explained) and over, told in the mention's sentence or the next, with nothing after the mention said to be
   * still there, back or going on since. Over is a settling or a recovery told after it, or a time in the past that
   * dates its sentence ('chest pain in March, the ECG was fine, it was muscular').
   */
  function isCheckedAndOver(mention: Mention, sentence: number, [clauseStart, clauseEnd]: [number, number]): boolean {
    const first = sentenceFirst[sentence] ?? mention.start;
    const end = sentenceEnd[sentence + 1] ?? sentenceEnd[sentence] ?? tokens.length;
    // The cause found may come before it in its sentence: 'turned out to be a kidney infection and it cleared up'.
    const checked = within(checkedNormal, first, end);
    // 'He's back at football' tells a recovery, not that it is back.
    const stillThere = anyStartIn(stillPresent, mention.start, end, saysStillThere);
    if (!checked || stillThere) return false;
    const toldOver =
      anyStartIn(resolved, mention.end, end, resolvesIt) || anyStartIn(recovered, mention.end, end, notNegatedBefore);
    // The time dates the mention's own clause, which says nothing new: not 'this new pain started last week'.
    const dated =
      !within(newOnset, clauseStart, clauseEnd) && anyStartIn(pastDate, clauseStart, clauseEnd, notNegatedBefore);
    return toldOver || dated;
  }

  /**
   * 'My uncle has had MS for years and his legs are numb', 'my cousin uses a wheelchair after a spinal cord injury',
   * 'my sister has had numb legs since her MS diagnosis', 'my sister has MS and gets numb legs at times': an adult
   * relative's long-standing condition, or one whose symptom is told to come and go, with nothing said to be new (the
   * 'since' of 'since her diagnosis' is not), accounts for what the sentence gives them.
   */
  const notSinceDiagnosis = (start: number) => sinceDiagnosis.covered[start] !== 1;
  /**
   * 'Now has permanent bladder problems': a 'now' just before words of lasting damage tells how it was left; the 'now'
   * of 'now and then' tells how often.
   */
  const notNowLasting = (start: number) =>
    notSinceDiagnosis(start) &&
    comesAndGoes.covered[start] !== 1 &&
    !within(lastingDisability, start + 1, start + LASTING_REACH + 1);
  /**
   * 'Known stress incontinence, no change', 'I have MS and my legs go numb at times', 'IBS with urgency to go, have
   * done for years', 'a lump on my back, known lipoma, unchanged for years': an adult's named long-term condition
   * (@chronic-condition) in the sentence accounts for what it gives them there when the symptom is told as that
   * condition's usual state (coming and going, unchanged, dated by the diagnosis, or given years after its words),
   * and nothing in the sentence is told as new, changing or turned to now. Not 'I have had MS for years and can't feel
   * my bum' (the years are the condition's, told before the symptom), nor '… but since Monday I can't feel it'.
   */
  function knownConditionAsUsual(mention: Mention, experiencer: Experiencer, [first, end]: [number, number]): boolean {
    if (experiencer.isChild || !within(chronicCondition, first, end)) return false;
    const usualState =
      anyStartIn(comesAndGoes, first, end, notNegatedBefore) ||
      anyStartIn(unchanged, first, end, notNegatedBefore) ||
      within(sinceDiagnosis, first, end) ||
      within(longStanding, mention.start, end) ||
      within(yearsOfIt, mention.start, end);
    return (
      usualState &&
      !anyStartIn(newOnset, first, end, newBesideCondition) &&
      !anyStartIn(changingNow, first, end, notNegatedBefore) &&
      !turnsToNowAfter(mention)
    );
  }
  /**
   * A word of something new that is not the condition's own dating: not the 'since' of 'since my diagnosis', 'since
   * having the kids' or 'since childhood', nor the 'new' of 'nothing new' (@unchanged).
   */
  const newBesideCondition = (start: number) =>
    notNowLasting(start) &&
    unchanged.covered[start] !== 1 &&
    longAgo.isStart[start] !== 1 &&
    longStanding.isStart[start] !== 1;
  function hasLongStandingCondition(experiencer: Experiencer, [first, end]: [number, number]): boolean {
    const longStandingCondition =
      within(lastingDisability, first, end) ||
      (within(chronicCondition, first, end) &&
        (within(longStanding, first, end) || within(sinceDiagnosis, first, end) || within(comesAndGoes, first, end)));
    const saidToBeNew = anyStartIn(newOnset, first, end, notNowLasting);
    return !experiencer.isChild && longStandingCondition && !saidToBeNew;
  }

  // 'Can chest pain be a heart attack? Just curious, I don't have it': a later denial takes back what came before,
  // except what the writer plainly reports as their own ('my bum is numb').
  // A general question ('for an essay', 'just curious') takes back everything the writer does not claim as theirs.
  const lastDenial = denialOfIt.starts.at(-1) ?? -1;
  const isGeneral = generalQuestion.starts.some((start) => !within(generalRetracted, start, start + RETRACTION_REACH));
  /**
   * A question about anyone, or 'you', that the writer then claims: 'Mine's got so bad', 'that's where I am'. Where
   * the claim starts, or -1.
   */
  const claimAfter = (mention: Mention) => {
    const sentence = tokens[mention.start]?.sentence ?? 0;
    const end = sentenceEnd[sentence + CLAIM_SENTENCES] ?? sentenceEnd[sentence] ?? tokens.length;
    const { starts } = selfClaim;
    for (let index = firstAtOrAfter(starts, mention.end); index < starts.length; index += 1) {
      const start = starts[index]!;
      if (start >= end) break;
      if (claimStands(start)) return start;
    }
    return -1;
  };
  /**
   * 'Is back pain in kids a red flag? My 7 year old's had it for a month': a claim in a later sentence, made by the
   * child or relative named just before it in that sentence, makes what the question named theirs.
   */
  const claimerOf = (mention: Mention, claim: number): Experiencer | undefined => {
    const sentence = tokens[claim]?.sentence;
    if (sentence === tokens[mention.start]?.sentence) return undefined;
    const named = lastPerson[claim] ?? -1;
    const person = named >= 0 && tokens[named]?.sentence === sentence ? personAt[named]?.experiencer : undefined;
    return person?.key.startsWith('relative:') ? person : undefined;
  };
  /** Nor one its own clause dates long ago ('I came off mine years ago and was fine'): that claims a past, not now. */
  const claimStands = (start: number) => !deniedInItsSentence(start) && !claimDatedLongAgo(start);
  const claimDatedLongAgo = (start: number) => {
    const [first, end] = clauseRange(start);
    return within(longAgo, first, end) || within(longStanding, first, end);
  };
  /** 'That's not happening to me': a negation just before a claim, in its sentence, denies it. */
  const deniedInItsSentence = (start: number) => {
    const sentenceStart = sentenceFirst[tokens[start]?.sentence ?? 0] ?? 0;
    return within(negation, Math.max(sentenceStart, start - NEGATED_CLAIM_REACH), start);
  };
  /** Does an everyday cause, neither denied nor turned from ('… but now'), account for the mention? */
  function isExplained(explainedAt: readonly number[], mentionStart: number): boolean {
    for (const at of explainedAt) {
      if (!negatedBefore(at) && !turnedFrom(at, mentionStart) && !guessedBefore(at)) return true;
    }
    return false;
  }
  /**
   * 'He reckons it's just a pulled muscle': a cause the patient only guesses at, just before it in its sentence,
   * explains nothing (the red flags are for what no one has looked into).
   */
  const guessedBefore = (at: number) => {
    const sentenceStart = sentenceFirst[tokens[at]?.sentence ?? 0] ?? 0;
    return within(guessedCause, Math.max(sentenceStart, at - GUESS_REACH), at);
  };
  // Built field by field: object spread per mention was most of the triage's time on long messages.
  const explained: boolean[] = [];
  const judged = mentions.map((mention) => {
    const { concept, definition, start, end, cancelledAt, explainedAt } = mention;
    const range = clauseRange(start);
    const claim = claimAfter(mention);
    const claimed = claim >= 0;
    const claimer = claimed ? claimerOf(mention, claim) : undefined;
    const experiencer = claimer ?? (claimed && experiencerOf(mention) === GENERIC ? SELF : experiencerOf(mention));
    const hypothetical = !claimed && (isHypothetical(mention, range, experiencer) || isFiction(mention));
    const anchored = claimed || (!hypothetical && anyIn(selfNamed, range[0], range[1]));
    const reported =
      experiencer.key !== 'generic' &&
      experiencer !== PET &&
      !isNegated(mention, range) &&
      !hypothetical &&
      !isHistory(mention, range, experiencer) &&
      !isAccident(mention) &&
      !isFromTheCold(mention) &&
      (anchored || (!isGeneral && end > lastDenial));
    explained.push(reported && isExplained(explainedAt, start));
    return { concept, definition, start, end, cancelledAt, explainedAt, experiencer, reported };
  });
  // A mention an everyday cause accounts for is not reported, unless the same person is reported to have,
  // unexplained, a concept that keeps it urgent (ConceptDefinition.explained.unlessAlso).
  if (!explained.includes(true)) return judged;
  const unexplained = new Set<string>();
  judged.forEach((mention, index) => {
    if (mention.reported && !explained[index]) unexplained.add(`${mention.experiencer.key} ${mention.concept}`);
  });
  const keepsUrgent = (mention: JudgedMention) =>
    (mention.definition.explained?.unlessAlso ?? []).some((concept) =>
      unexplained.has(`${mention.experiencer.key} ${concept}`),
    );
  judged.forEach((mention, index) => {
    if (explained[index] && !keepsUrgent(mention)) judged[index] = { ...mention, reported: false };
  });
  return judged;
}

const normalAt = (tokens: readonly MessageToken[], index: number) => tokens[index]?.normal ?? '';

/** 'my 8 year old son' -> 8; undefined when no age is given just before the relative's name. */
function ageBefore(tokens: readonly MessageToken[], position: number): number | undefined {
  const normal = (index: number) => tokens[index]?.normal ?? '';
  for (let index = position - 1; index >= Math.max(0, position - POSSESSIVE_REACH); index -= 1) {
    if (normal(index) === 'old' && /^\d+$/.test(normal(index - 2)) && /^years?$/.test(normal(index - 1))) {
      return Number(normal(index - 2));
    }
    if (/^\d+$/.test(normal(index))) return Number(normal(index));
  }
  return undefined;
}
