import type { Mention } from '../find-mentions';
import type { MessageMatcher } from '../pattern-matcher';
import type { MessageToken } from '../read-message';
import { TypedArena } from '../typed-arena';
import { clausesOf } from './clauses';
import { type PersonReference, peopleOf } from './people';
import { type Spans, spansOf } from './spans';

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
  'cause-worn-off',
  'time-to-settle',
  'awake-with-worry',
  'passing-twinge',
  'straining-remedy',
  'straining-at-effort',
  'fades-under-glass',
  'fade-undone',
  'everyday-jump',
  // Causes and settings told beside a symptom (what accounts for it, or where it happened): not the body's.
  'wet-with-sweat',
  'dose-not-taken-after-all',
  'tackled-in-play',
  'container-still-full',
  'one-posture-limit',
  'pushing-a-load',
  'standing-for-long',
  'footwear',
  'footwear-cause',
  'hand-condition-cause',
  'feet-nerve-condition',
  'clumsy-by-nature',
  'weight-reason',
  'weight-change-made',
  'collapsible-thing',
  'lips-coloured',
  'goes-on-now',
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
  'passed-at-once',
  'nothing-since',
  'comes-and-goes',
  'death-of-other',
  'long-recovery',
  'treatment-needed',
  'diagnosis-story',
  'mistaken-for',
  'novelty',
  'new-onset-marker',
  'not-a-symptom',
  'first-person',
  'third-person',
  'one-of-a-group',
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
  'workout-soreness',
  'workout-ache',
  'went-somewhere',
  'chest-pain-cause',
  'unhurt',
  'continence-cause',
  'feet-numbness-cause',
  'transient-cause',
  'numbing-days-before',
  'time-of-today',
  'this-time',
  'milder-this-time',
  'clinician',
  'passing',
  'passed-in-the-day',
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
  'story-stranger',
  'accidental-injury',
  'everyday-task',
  'cold-exposure',
  'cold-reaction',
  'dribble-alone',
  'mouth-named',
  'urine-named',
  'household-thing',
  'deliberate-harm',
  'guessed-cause',
  'heredity',
  'asks-prevention',
  'figure-of-speech',
  'hassle',
  'thing-ended',
  'jest-retracted',
  'jest-doubted',
]);

/**
 * Arrays of a message's length that judgeMentions takes from its arena: of bytes, two for each of the classes it
 * reads that the message holds (a long message, eight or so) and three besides; of positions or counts, eight.
 */
const ARENA_BYTE_ROWS = 31;
const ARENA_INT_ROWS = 8;

/**
 * What every reading of a message's mentions looks at, built once per message: the spans of the context classes by
 * name, the clauses and sentences with their ranges, and the people named and whom each position refers to. The
 * readings (negation.ts, hypothetical.ts, long-ago.ts …) are functions of this context, not closures over it.
 */
export class MentionContext {
  readonly tokens: readonly MessageToken[];
  readonly arena: TypedArena;
  readonly negation: Spans;
  readonly notNegation: Spans;
  readonly scopeBreak: Spans;
  readonly postDenial: Spans;
  readonly denialOfIt: Spans;
  readonly conditional: Spans;
  readonly topic: Spans;
  readonly instruction: Spans;
  readonly longAgo: Spans;
  readonly longStanding: Spans;
  readonly yearsOfIt: Spans;
  readonly unchanged: Spans;
  readonly pointedBack: Spans;
  readonly resolved: Spans;
  /** 'since the anaesthetic wore off': a cause's wearing off, no symptom's (resolvesIt). */
  readonly causeWornOff: Spans;
  /** 'it takes a minute to settle': how long each bout lasts, no end of the symptom (resolvesIt). */
  readonly timeToSettle: Spans;
  /** 'she has been fitting for ages': a fit whose length is the danger, not its history (isHistory). */
  readonly goesOnNow: Spans;
  readonly lifeUnchanged: Spans;
  readonly backReference: Spans;
  readonly checkedNormal: Spans;
  readonly recovered: Spans;
  readonly recurred: Spans;
  readonly activityAgain: Spans;
  readonly pastDate: Spans;
  readonly stillPresent: Spans;
  readonly symptomReturned: Spans;
  readonly unrealReturn: Spans;
  readonly persisting: Spans;
  readonly courseTold: Spans;
  readonly transientCause: Spans;
  readonly passing: Spans;
  readonly passedInTheDay: Spans;
  readonly generalQuestion: Spans;
  readonly onsetAnchor: Spans;
  readonly worriedQuestion: Spans;
  readonly recentWeeks: Spans;
  readonly longPast: Spans;
  readonly overNow: Spans;
  readonly passedAtOnce: Spans;
  readonly nothingSince: Spans;
  readonly comesAndGoes: Spans;
  readonly deathOfOther: Spans;
  readonly longRecovery: Spans;
  readonly treatmentNeeded: Spans;
  readonly diagnosisStory: Spans;
  readonly mistakenFor: Spans;
  readonly chronicCondition: Spans;
  readonly lastingDisability: Spans;
  readonly sinceDiagnosis: Spans;
  readonly changingNow: Spans;
  readonly fictionFrame: Spans;
  readonly storyStranger: Spans;
  readonly accidentalInjury: Spans;
  readonly deliberateHarm: Spans;
  readonly coldExposure: Spans;
  readonly coldReaction: Spans;
  readonly dribbleAlone: Spans;
  readonly mouthNamed: Spans;
  readonly urineNamed: Spans;
  readonly novelty: Spans;
  readonly firstPerson: Spans;
  readonly thirdPerson: Spans;
  readonly oneOfAGroup: Spans;
  readonly genericPerson: Spans;
  readonly clinicAddressed: Spans;
  readonly child: Spans;
  readonly adultRelative: Spans;
  readonly possessive: Spans;
  readonly notARelative: Spans;
  readonly pet: Spans;
  readonly newOnset: Spans;
  readonly selfClaim: Spans;
  readonly generalRetracted: Spans;
  readonly guessedCause: Spans;
  readonly heredity: Spans;
  readonly asksPrevention: Spans;
  readonly figureOfSpeech: Spans;
  readonly jestRetracted: Spans;
  readonly jestDoubted: Spans;
  /**
   * A negation inside a mention that no symptom phrase explains ('the pain is not between my shoulder blades'),
   * unlike the 'not' of 'can not feel': 1 where a symptom's words (no context class) stand.
   */
  readonly partOfSymptom: Uint8Array;
  /**
   * A death told ('we lost her in May'), not her own loss that a mention goes on to tell ('lost her balance', 'lost
   * her feeling down below'): there 'her' is whose, not whom. 1 inside any mention.
   */
  readonly inMention: Uint8Array;
  /** Each token's clause (clauses.ts). */
  readonly clause: Int32Array;
  /** Per clause: does it open a sentence or follow a comma? Only then can a leading 'is' or 'can' ask a question. */
  readonly opensAfterPause: readonly boolean[];
  /** Each clause's [first, end), made once: shared pairs, read and never written. */
  readonly clauseRanges: readonly [number, number][];
  readonly sentenceFirst: readonly number[];
  readonly sentenceEnd: readonly number[];
  /** Running counts of 'or', 'nor', 'and'. */
  readonly listJoiners: Int32Array;
  /** The person named at each position, if any (people.ts). */
  readonly personAt: readonly (PersonReference | undefined)[];
  /** For each position, the person named last at or before it (any, and those not part of a symptom phrase). */
  readonly lastPerson: Int32Array;
  readonly lastPersonOutsideSymptoms: Int32Array;
  /** For each position, the first person named at or after it. */
  readonly nextPerson: Int32Array;
  /** Running counts of the writer named, anyone named, and someone in particular named (not 'you', 'people'). */
  readonly selfNamed: Int32Array;
  readonly anyoneNamed: Int32Array;
  readonly someoneNamed: Int32Array;
  /** Running counts of the positions where a mention starts, made when first asked for (mentionStarts). */
  mentionStartCounts: Int32Array | undefined = undefined;

  constructor(
    readonly matcher: MessageMatcher,
    readonly mentions: readonly Mention[],
  ) {
    const { tokens } = matcher;
    this.tokens = tokens;
    const arena = new TypedArena({
      bytes: ARENA_BYTE_ROWS * tokens.length,
      ints: ARENA_INT_ROWS * (tokens.length + 1),
    });
    this.arena = arena;
    const zeros = arena.uint8(tokens.length);
    const none: Spans = { starts: [], covered: zeros, isStart: zeros };
    const spans = (name: string) => spansOf(matcher, name, arena, none);
    this.negation = spans('negation');
    this.notNegation = spans('not-negation');
    this.scopeBreak = spans('scope-break');
    this.postDenial = spans('post-denial');
    this.denialOfIt = spans('denial-of-it');
    this.conditional = spans('conditional');
    this.topic = spans('topic');
    this.instruction = spans('instruction');
    this.longAgo = spans('long-ago');
    this.longStanding = spans('long-standing');
    this.yearsOfIt = spans('years-of-it');
    this.unchanged = spans('unchanged');
    this.pointedBack = spans('pointed-back');
    this.resolved = spans('resolved');
    this.causeWornOff = spans('cause-worn-off');
    this.timeToSettle = spans('time-to-settle');
    this.goesOnNow = spans('goes-on-now');
    this.lifeUnchanged = spans('unexplained');
    this.backReference = spans('back-reference');
    this.checkedNormal = spans('checked-normal');
    this.recovered = spans('recovered');
    this.recurred = spans('recurred');
    this.activityAgain = spans('activity-again');
    this.pastDate = spans('past-date');
    this.stillPresent = spans('still-present');
    this.symptomReturned = spans('symptom-returned');
    this.unrealReturn = spans('unreal-return');
    this.persisting = spans('persisting');
    this.courseTold = spans('course-told');
    this.transientCause = spans('transient-cause');
    this.passing = spans('passing');
    this.passedInTheDay = spans('passed-in-the-day');
    this.generalQuestion = spans('general-question');
    this.onsetAnchor = spans('onset-anchor');
    this.worriedQuestion = spans('worried-question');
    this.recentWeeks = spans('recent-weeks');
    this.longPast = spans('long-past');
    this.overNow = spans('over-now');
    this.passedAtOnce = spans('passed-at-once');
    this.nothingSince = spans('nothing-since');
    this.comesAndGoes = spans('comes-and-goes');
    this.deathOfOther = spans('death-of-other');
    this.longRecovery = spans('long-recovery');
    this.treatmentNeeded = spans('treatment-needed');
    this.diagnosisStory = spans('diagnosis-story');
    this.mistakenFor = spans('mistaken-for');
    this.chronicCondition = spans('chronic-condition');
    this.lastingDisability = spans('lasting-disability');
    this.sinceDiagnosis = spans('since-diagnosis');
    this.changingNow = spans('changing-now');
    this.fictionFrame = spans('fiction-frame');
    this.storyStranger = spans('story-stranger');
    this.accidentalInjury = spans('accidental-injury');
    this.deliberateHarm = spans('deliberate-harm');
    this.coldExposure = spans('cold-exposure');
    this.coldReaction = spans('cold-reaction');
    this.dribbleAlone = spans('dribble-alone');
    this.mouthNamed = spans('mouth-named');
    this.urineNamed = spans('urine-named');
    this.novelty = spans('novelty');
    this.firstPerson = spans('first-person');
    this.thirdPerson = spans('third-person');
    this.oneOfAGroup = spans('one-of-a-group');
    this.genericPerson = spans('generic-person');
    this.clinicAddressed = spans('clinic-addressed');
    this.child = spans('child');
    this.adultRelative = spans('adult-relative');
    this.possessive = spans('relative-possessive');
    this.notARelative = spans('not-a-relative');
    this.pet = spans('pet');
    this.newOnset = spans('new-onset-marker');
    this.selfClaim = spans('self-claim');
    this.generalRetracted = spans('general-retracted');
    this.guessedCause = spans('guessed-cause');
    this.heredity = spans('heredity');
    this.asksPrevention = spans('asks-prevention');
    this.figureOfSpeech = spans('figure-of-speech');
    this.jestRetracted = spans('jest-retracted');
    this.jestDoubted = spans('jest-doubted');

    this.partOfSymptom = matcher.coverAllBut(CONTEXT_CLASSES, arena.uint8(tokens.length));
    this.inMention = arena.uint8(tokens.length);
    for (const mention of mentions) this.inMention.fill(1, mention.start, mention.end);

    const clauses = clausesOf(tokens, this.scopeBreak, arena);
    this.clause = clauses.clause;
    this.opensAfterPause = clauses.opensAfterPause;
    this.clauseRanges = clauses.clauseRanges;
    this.sentenceFirst = clauses.sentenceFirst;
    this.sentenceEnd = clauses.sentenceEnd;
    this.listJoiners = clauses.listJoiners;

    const people = peopleOf(this);
    this.personAt = people.personAt;
    this.lastPerson = people.lastPerson;
    this.lastPersonOutsideSymptoms = people.lastPersonOutsideSymptoms;
    this.nextPerson = people.nextPerson;
    this.selfNamed = people.selfNamed;
    this.anyoneNamed = people.anyoneNamed;
    this.someoneNamed = people.someoneNamed;
  }
}
