import type { Mention } from '../find-mentions';
import {
  BABY_AGE_UNITS_WORDS,
  BRACKETED_AGE_ENDS_WORDS,
  CHILD_GROUP_WORDS,
  FEMALE_PERSON_WORDS,
  FEMALE_PRONOUNS_WORDS,
  GROUP_POSSESSIVES_WORDS,
  MALE_PERSON_WORDS,
  MALE_PRONOUNS_WORDS,
  OBJECT_PRONOUNS_WORDS,
  RECIPIENTS_WORDS,
  SENT_TO_EVERYONE_WORDS,
  SMALL_CHILD_WORDS,
  STORY_CHARACTER_WORDS,
  STORY_TURN_WORDS,
  STORY_VIEWING_WORDS,
  VOCABULARY,
} from '../lexicon/vocabulary';
import type { MessageToken } from '../read-message';
import { clauseRange, CONTRAST_TURNS, COORDINATORS, isQuestionClause } from './clauses';
import type { MentionContext } from './message-facts';
import { countsOf, normalAt, within } from './spans';

/** How far before a relative's name 'my' may stand: 'my 8 year old son'. */
const POSSESSIVE_REACH = 4;
/** How far before a general question's words ('writing a novel', 'just curious') its subject ('I'm') stands. */
const GENERAL_SUBJECT_REACH = 4;
/** Words for a woman or a girl, and for a man or a boy, and their pronouns: whom a 'she' or a 'he' can refer back to. */
const FEMALE_PERSON = new Set(FEMALE_PERSON_WORDS);
const MALE_PERSON = new Set(MALE_PERSON_WORDS);
const FEMALE_PRONOUNS = new Set(FEMALE_PRONOUNS_WORDS);
const MALE_PRONOUNS = new Set(MALE_PRONOUNS_WORDS);
/**
 * The ages, in years, under which someone told of is a child and a small child (Experiencer.isChild, isSmallChild):
 * every age the triage reads a person by is weighed here. An age told in days, weeks or months is a baby's,
 * whatever its number (ToldAge: 'my 18 month old', 'Jack, 18 months,').
 */
const CHILD_AGES = {
  /**
   * A child, as the NHS counts one: the catalogue's child entries (child-patient; NHS.UK back pain in children), the
   * causes that account for a symptom only in a child (explained.forChild), and no long-term condition taken as
   * accounting for a child's symptom (known-conditions.ts).
   */
  child: 18,
  /**
   * A small child, a baby or a toddler (SMALL_CHILD_WORDS): a baby breathes through the nose, and NHS 111/999 advice
   * treats a baby struggling to breathe as an emergency whatever the cause, so a blocked nose or a cold accounts for
   * no small child's breath (unlessInClauseExceptSmallChild).
   */
  smallChild: 3,
} as const;
/** An age as told: its number, and whether in days, weeks or months rather than years. */
interface ToldAge {
  number: number;
  inMonths: boolean;
}
const isAChildsAge = ({ number, inMonths }: ToldAge) => inMonths || number < CHILD_AGES.child;
const isASmallChildsAge = ({ number, inMonths }: ToldAge) => inMonths || number < CHILD_AGES.smallChild;
/** A baby, an infant, a newborn or a toddler, as named ('my baby', 'the toddler'). */
const SMALL_CHILD = new Set(SMALL_CHILD_WORDS);
/** Units of an age told in days, weeks or months: a baby's ('my 6 month old'). */
const BABY_AGE_UNITS = new Set(BABY_AGE_UNITS_WORDS);
/** What closes an age given in brackets, or after a comma: '(9)', '(18 months)', '(7yo)', ', 18 months,'. */
const BRACKETED_AGE_ENDS = new Set(BRACKETED_AGE_ENDS_WORDS);
/** How far back 'they' looks for the part of the body it names. */
const PRONOUN_REACH = 6;
/** Generic pronouns that, inside a symptom's words, name things as often as people ('took them again'). */
const OBJECT_PRONOUNS = new Set(OBJECT_PRONOUNS_WORDS);
/** 'Their', the group's (GROUP_POSSESSIVES_WORDS). */
const GROUP_POSSESSIVES = new Set(GROUP_POSSESSIVES_WORDS);
/** Watching or reading a programme or a book: a stranger named after it in its sentence is the story's. */
const STORY_VIEWING = new Set(STORY_VIEWING_WORDS);
/** A turn after the watching ('then', 'when', 'suddenly'): a stranger after it is in the room (STORY_TURN_WORDS). */
const STORY_TURNS = new Set(STORY_TURN_WORDS);
/** A story's person named in a fiction frame ('a character', 'the heroine'): they, and 'she' or 'he' after them. */
const STORY_CHARACTERS = new Set(STORY_CHARACTER_WORDS);
/** Children and relatives by their base form, so a plural is read too ('watching the kids', 'the grandchildren'). */
const WATCHED_PEOPLE = new Set([
  ...(VOCABULARY['child'] ?? []),
  ...(VOCABULARY['adult-relative'] ?? []),
  'children',
  'grandchildren',
  'grandkid',
]);

/** Whose symptoms a mention reports. */
export interface Experiencer {
  /** 'self', 'generic' (you, people, someone), 'other' (he or she, unnamed) or 'relative:<noun>'. */
  key: string;
  /** A child (CHILD_AGES.child): aged under it or in days, weeks or months, or, with no age, named as one. */
  isChild: boolean;
  /**
   * A small child (CHILD_AGES.smallChild): named a baby, an infant, a newborn or a toddler ('my toddler', 'a baby in
   * my care', 'one of my toddlers'), or aged under it or in days, weeks or months ('Ella (2)', 'Jack, 18 months,').
   */
  isSmallChild: boolean;
  /** Others it is told of as well: the 'us' of 'someone went into the back of us … my wife's neck hurts' is both. */
  alongside?: readonly Experiencer[];
}

export interface PersonReference {
  position: number;
  experiencer: Experiencer;
}

export const SELF: Experiencer = { key: 'self', isChild: false, isSmallChild: false };
export const GENERIC: Experiencer = { key: 'generic', isChild: false, isSmallChild: false };
/** Everyone, told as whom something is said or sent to ('said goodbye to everyone'): no one a symptom is about. */
const RECIPIENTS: ReadonlySet<string> = new Set(RECIPIENTS_WORDS);
/** What is said or sent to everyone: a farewell, thanks, an apology or a message ('sent a message to everyone'). */
const SENT_TO_EVERYONE: ReadonlySet<string> = new Set(SENT_TO_EVERYONE_WORDS);
const OTHER: Experiencer = { key: 'other', isChild: false, isSmallChild: false };
/** The writer's animal ('my dog', 'our cat'), and 'he' or 'she' after it: the vet's patient, not the clinic's. */
export const PET: Experiencer = { key: 'pet', isChild: false, isSmallChild: false };
/**
 * A stranger in a programme or a book ('watching 24 Hours in A&E and a man came in …', 'a memoir by someone who …'),
 * and 'he' or 'she' after them: no one the writer reports.
 */
export const STORY_PERSON: Experiencer = { key: 'story', isChild: false, isSmallChild: false };

/** Who is named where in a message (MentionContext). */
export interface People {
  personAt: (PersonReference | undefined)[];
  lastPerson: Int32Array;
  lastPersonOutsideSymptoms: Int32Array;
  nextPerson: Int32Array;
  selfNamed: Int32Array;
  anyoneNamed: Int32Array;
  someoneNamed: Int32Array;
}

/**
 * People named in the message, in order, so a mention can be given to the nearest one before it. Read from a context
 * whose spans and partOfSymptom are set (MentionContext's constructor).
 */
export function peopleOf(c: MentionContext): People {
  const { tokens, arena, child, adultRelative, pet, firstPerson, thirdPerson, genericPerson, clinicAddressed } = c;
  const { oneOfAGroup } = c;
  const { generalQuestion, partOfSymptom } = c;
  const people: PersonReference[] = [];
  let lastRelative: Experiencer | undefined;
  // The last relative who can be 'she' (not a man or a boy), and the last who can be 'he' (not a woman or a girl).
  let lastNotMale: Experiencer | undefined;
  let lastNotFemale: Experiencer | undefined;
  // The sentence in which a programme or a book was last watched or read ('watching …', not 'watching my son …').
  let viewingSentence = -1;
  // The sentence in which a programme or a book was last named (the 'fiction-frame' class: 'watching Holby').
  let frameSentence = -1;
  // The end of a group a member was named by ('one of my U12s'): its words ('my') are the member's, not the writer.
  let groupEnd = -1;
  // The age told after a name ('Ella (2)'), when it is a child's.
  let namedAge: ToldAge | undefined;
  tokens.forEach((token, position) => {
    if (position < groupEnd) return;
    if (STORY_VIEWING.has(token.normal) && !watchesSomeone(c, position)) viewingSentence = token.sentence;
    if (c.fictionFrame.isStart[position] === 1) frameSentence = token.sentence;
    // 'We were watching telly when a man outside collapsed': after a turn, a stranger is the room's, unless a programme
    // was named in the sentence ('watching Casualty when a man had a heart attack').
    if (STORY_TURNS.has(token.normal) && c.fictionFrame.covered[position] !== 1 && frameSentence !== token.sentence) {
      viewingSentence = -1;
    }
    const isRelative = child.isStart[position] === 1 || adultRelative.isStart[position] === 1;
    if (c.storyStranger.isStart[position] === 1 && viewingSentence === token.sentence) {
      // 'Watching … and a man came in who'd fallen off a roof and couldn't feel his legs': he is the story's.
      people.push({ position, experiencer: STORY_PERSON });
      lastRelative = STORY_PERSON;
      lastNotMale = STORY_PERSON;
      lastNotFemale = STORY_PERSON;
    } else if (STORY_CHARACTERS.has(token.normal) && c.fictionFrame.covered[position] === 1) {
      // 'A character had cauda equina. How realistic was it that she lost bladder control?': she is the story's.
      people.push({ position, experiencer: STORY_PERSON });
      lastRelative = STORY_PERSON;
      lastNotMale = STORY_PERSON;
      lastNotFemale = STORY_PERSON;
    } else if ((groupEnd = memberOfAGroupEnd(c, position)) > position) {
      // 'One of my U12s', 'a player in my under-11s', 'one of my players, age 11': someone in particular, a child if
      // the group, the member's word or an age after the group says so; 'he' or 'she' after is them.
      const experiencer = { key: `member:${position}`, ...childOfAGroup(c, position, groupEnd) };
      people.push({ position, experiencer });
      lastRelative = experiencer;
      lastNotMale = experiencer;
      lastNotFemale = experiencer;
    } else if (isRelative && (isSomeonesOwn(c, position) || isChildOfAnAge(tokens, position))) {
      const age = ageBefore(tokens, position) ?? ageAfter(tokens, position);
      const isChild = child.isStart[position] === 1 && (age === undefined || isAChildsAge(age));
      const experiencer = {
        key: `relative:${token.base}`,
        isChild,
        isSmallChild: isChild && (SMALL_CHILD.has(token.normal) || (age !== undefined && isASmallChildsAge(age))),
      };
      people.push({ position, experiencer });
      lastRelative = experiencer;
      if (!MALE_PERSON.has(token.normal)) lastNotMale = experiencer;
      if (!FEMALE_PERSON.has(token.normal)) lastNotFemale = experiencer;
    } else if (pet.isStart[position] === 1 && isPetAsSubject(c, position)) {
      // 'My dachshund … the vet says he's lost bladder control': a 'he' or 'she' after the writer's animal is it.
      people.push({ position, experiencer: PET });
      lastRelative = PET;
      lastNotMale = PET;
      lastNotFemale = PET;
    } else if ((namedAge = childAgeOfName(c, position)) !== undefined) {
      // 'Ella (9) has …', 'Jack, 18 months, is …': a name with a child's age after it.
      lastRelative = { key: `relative:${token.base}`, isChild: true, isSmallChild: isASmallChildsAge(namedAge) };
      lastNotMale = lastRelative;
      lastNotFemale = lastRelative;
      people.push({ position, experiencer: lastRelative });
    } else if (
      firstPerson.isStart[position] === 1 &&
      !possessiveOfRelative(c, position) &&
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
    } else if (oneOfAGroup.isStart[position] === 1) {
      // 'One of our patients just collapsed': someone in particular, not the group ('patients' after it is theirs).
      people.push({ position, experiencer: OTHER });
    } else if (
      genericPerson.isStart[position] === 1 &&
      clinicAddressed.covered[position] !== 1 &&
      oneOfAGroup.covered[position] !== 1 &&
      !namesBodyParts(c, position) &&
      !namesTheWriter(tokens, position) &&
      // 'a patient of yours', 'that surgeon of yours': whose the one before is, not a person of its own.
      !(token.normal === 'yours' && tokens[position - 1]?.normal === 'of') &&
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
  return { personAt, lastPerson, lastPersonOutsideSymptoms, nextPerson, selfNamed, anyoneNamed, someoneNamed };
}

/**
 * 'Watching my son play …', 'watching the kids at the park', 'watched a man fix the roof': the watching's object is a
 * person, a real scene, not a programme.
 */
function watchesSomeone(c: MentionContext, position: number): boolean {
  if (c.possessive.isStart[position + 1] === 1) return true;
  const at = c.tokens[position + 1]?.normal === 'the' ? position + 2 : position + 1;
  if (c.child.isStart[at] === 1 || c.adultRelative.isStart[at] === 1 || c.storyStranger.isStart[at] === 1) return true;
  // Read only after a watching word, so the plural's slice is rare.
  const word = c.tokens[at]?.base ?? '';
  return WATCHED_PEOPLE.has(word) || (word.endsWith('s') && WATCHED_PEOPLE.has(word.slice(0, -1)));
}

/**
 * 'My dog has …', 'and our old cat is …', 'the dog wet herself': the writer's animal as a subject, its 'my' (or,
 * for a household's animal, 'the') opening a clause; not 'walking my dog, suddenly numb …', 'out with the dog',
 * whose subject (the writer) is left out.
 */
function isPetAsSubject({ tokens, possessive }: MentionContext, position: number): boolean {
  for (let back = position - 1; back >= Math.max(0, position - POSSESSIVE_REACH); back -= 1) {
    if (possessive.isStart[back] !== 1 && tokens[back]?.normal !== 'the') continue;
    return opensClause(tokens, back);
  }
  return false;
}
/**
 * A word, not a symptom's, followed by a child's age ('Ella (9)', 'Ella, aged 2', 'Jack, 9-month-old', 'Jack, 18
 * months, is …'): a child's name, and the age.
 */
function childAgeOfName({ tokens, partOfSymptom }: MentionContext, position: number): ToldAge | undefined {
  const next = tokens[position + 1]?.normal;
  if (next !== '(' && next !== ',') return undefined;
  // No closure over `position`: it would make every call (one per token) allocate a context.
  if (partOfSymptom[position] === 1 || !/^[a-z]+$/.test(normalAt(tokens, position))) return undefined;
  // A bare age between commas names a child only opening a clause ('Jack, 18 months, is …'), not a time told after a
  // word ('since March, 3 months, …').
  const bareAge =
    next === ',' && /^\d+$/.test(normalAt(tokens, position + 2)) && normalAt(tokens, position + 4) === ',';
  if (bareAge && !opensClause(tokens, position)) return undefined;
  const age = ageAfter(tokens, position);
  return age !== undefined && isAChildsAge(age) ? age : undefined;
}

/** The token opens its sentence, or a clause after punctuation or 'and', 'but' ('… and our cat is', ', Jack, …'). */
function opensClause(tokens: readonly MessageToken[], position: number): boolean {
  const before = tokens[position - 1];
  return (
    before === undefined ||
    before.isPunctuation ||
    before.sentence !== tokens[position]?.sentence ||
    COORDINATORS.has(before.normal) ||
    CONTRAST_TURNS.has(before.normal)
  );
}
/** Words for a group of children ('kids', 'pupils', 'mindees'); an age group ('U12s', 'under-11s') is read by form. */
const CHILD_GROUPS = new Set(CHILD_GROUP_WORDS);
/** Where a member is placed in a group: 'a player in my under-11s', 'a girl from our class'. */
const GROUP_PLACES = new Set(['in', 'from', 'on', 'at']);
/** How many words a group of any name may take ('a toddler in my nursery group'). */
const GROUP_REACH = 3;

/**
 * 'one of my U12s', 'one of our residents', 'a player in my under-11s': the end of the group's words when a member is
 * named by a group of the writer's (or another's), -1 otherwise.
 */
function memberOfAGroupEnd(c: MentionContext, position: number): number {
  const { tokens } = c;
  const word = tokens[position]?.normal;
  if (word !== 'one' && word !== 'a' && word !== 'an') return -1;
  let group = -1;
  if (word === 'one' && tokens[position + 1]?.normal === 'of' && c.possessive.isStart[position + 2] === 1) {
    group = position + 3;
  } else if (GROUP_PLACES.has(tokens[position + 2]?.normal ?? '') && c.possessive.isStart[position + 3] === 1) {
    group = position + 4;
  } else {
    return -1;
  }
  const ageGroup = ageGroupAt(tokens, group);
  if (ageGroup !== undefined) return ageGroup.end;
  if (CHILD_GROUPS.has(tokens[group]?.normal ?? '')) return group + 1;
  // 'a toddler in my nursery group, 20 months': a baby or a toddler, in a group of any name; its words run to a comma
  // or a bracket a few words on, where an age may follow.
  if (word !== 'one' && SMALL_CHILD.has(normalAt(tokens, position + 1))) {
    for (let end = group + 1; end <= group + GROUP_REACH; end += 1) {
      if (tokens[end]?.isPunctuation) return end;
    }
    return group + 1;
  }
  if (c.oneOfAGroup.isStart[position] !== 1) return -1;
  let end = position + 1;
  while (c.oneOfAGroup.covered[end] === 1) end += 1;
  return end;
}

/** An age group ('U12s', 'under-11s'): the age its members are all under, and the end of its words. */
interface AgeGroup {
  under: number;
  end: number;
}

/** 'U12s' (read 'you12 s'), 'under-11s', 'under 11s': the age group whose words start at `at`, if any. */
function ageGroupAt(tokens: readonly MessageToken[], at: number): AgeGroup | undefined {
  const word = normalAt(tokens, at);
  let under = /^(?:u|you)(\d{1,2})$/.exec(word)?.[1];
  let end = at + 1;
  if (under === undefined && word === 'under' && /^\d{1,2}$/.test(normalAt(tokens, at + 1))) {
    under = normalAt(tokens, at + 1);
    end = at + 2;
  }
  if (under === undefined) return undefined;
  if (normalAt(tokens, end) === 's') end += 1;
  return { under: Number(under), end };
}

/**
 * A member is a child, or a small child, by an age after the group ('one of my mindees, age 2'); by being called a
 * baby or a toddler, or in a group of them ('one of my toddlers'); by an age group, whose members are all under its
 * age ('U18s', 'under-9s' are children; not 'U21s', 'under 23s'), deciding before the member's word ('a lad in my
 * under-23s' is a young man); or by a child's word ('a girl in my …') or a children's group ('one of my pupils').
 */
function childOfAGroup(c: MentionContext, position: number, end: number): Omit<Experiencer, 'key'> {
  const { tokens } = c;
  const age = ageAfter(tokens, end - 1);
  if (age !== undefined) return { isChild: isAChildsAge(age), isSmallChild: isASmallChildsAge(age) };
  if (SMALL_CHILD.has(normalAt(tokens, position + 1)) || SMALL_CHILD.has(normalAt(tokens, end - 1))) {
    return { isChild: true, isSmallChild: true };
  }
  const ageGroup = ageGroupAt(tokens, tokens[position]?.normal === 'one' ? position + 3 : position + 4);
  if (ageGroup !== undefined) {
    return { isChild: ageGroup.under <= CHILD_AGES.child, isSmallChild: ageGroup.under <= CHILD_AGES.smallChild };
  }
  return {
    isChild: c.child.isStart[position + 1] === 1 || CHILD_GROUPS.has(normalAt(tokens, end - 1)),
    isSmallChild: false,
  };
}

/** 'a 10 year old', 'an 8 yr old': a particular child, named by an age. */
function isChildOfAnAge(tokens: readonly MessageToken[], position: number): boolean {
  const article = normalAt(tokens, position - 2);
  return (article === 'a' || article === 'an') && /^\d{1,2}$/.test(normalAt(tokens, position - 1));
}

/** The writer's copula before a person's role: 'I am', 'I was', 'I have been'. */
const WRITER_IS: readonly (readonly string[])[] = [
  ['i', 'am'],
  ['i', 'was'],
  ['i', 'have', 'been'],
  ['i', 'had', 'been'],
];
/**
 * "I've been a patient of yours since 2019", 'I'm a client of Mr X': the role the writer says they are, so what
 * follows is still the writer's, not some other patient's.
 */
function namesTheWriter(tokens: readonly MessageToken[], position: number): boolean {
  return WRITER_IS.some((words) =>
    words.every((word, index) => tokens[position - words.length + index]?.normal === word),
  );
}
/** 'my thighs feel like they're wrapped in cling film': 'they' after a part of the body, before any person. */
function namesBodyParts(c: MentionContext, position: number): boolean {
  const { tokens, firstPerson, thirdPerson, genericPerson, child, adultRelative, partOfSymptom } = c;
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
function isSomeonesOwn({ possessive, notARelative }: MentionContext, position: number): boolean {
  return within(possessive, position - POSSESSIVE_REACH, position) || !within(notARelative, position - 2, position);
}
function possessiveOfRelative({ tokens, child, adultRelative }: MentionContext, position: number): boolean {
  // 'a friend of mine', 'an aunt of mine': the 'mine' names whose they are, not the writer as a subject.
  const relativeBeforeOf = child.isStart[position - 2] === 1 || adultRelative.isStart[position - 2] === 1;
  if (tokens[position - 1]?.normal === 'of' && relativeBeforeOf) return true;
  for (let next = position + 1; next <= position + POSSESSIVE_REACH && next < tokens.length; next += 1) {
    if (child.isStart[next] === 1 || adultRelative.isStart[next] === 1) return true;
    if (tokens[next]?.isPunctuation) return false;
  }
  return false;
}

/**
 * 'my 8 year old son' -> 8, 'my 6 month old', 'our 3 week old son' -> 6, 3 in months; undefined when no age is given
 * just before the relative's name ('month' of 'month old' is its name).
 */
function ageBefore(tokens: readonly MessageToken[], position: number): ToldAge | undefined {
  const normal = (index: number) => tokens[index]?.normal ?? '';
  for (let index = position - 1; index >= Math.max(0, position - POSSESSIVE_REACH); index -= 1) {
    if (normal(index) === 'old' && /^\d+$/.test(normal(index - 2)) && /^years?$/.test(normal(index - 1))) {
      return { number: Number(normal(index - 2)), inMonths: false };
    }
    if (/^\d+$/.test(normal(index))) {
      return { number: Number(normal(index)), inMonths: BABY_AGE_UNITS.has(normal(index + 1)) };
    }
  }
  return undefined;
}

/**
 * 'my son aged 30', 'my son, aged 30', 'my son (age 30)', 'my son (30)' -> 30; 'Jack (18 months)', 'Jack, 18
 * months,', 'Jack, 9-month-old' -> 18, 9 in months; undefined when no age follows.
 */
function ageAfter(tokens: readonly MessageToken[], position: number): ToldAge | undefined {
  let at = position + 1;
  const bracketed = normalAt(tokens, at) === '(';
  const afterComma = normalAt(tokens, at) === ',';
  if (bracketed || afterComma) at += 1;
  const named = normalAt(tokens, at) === 'aged' || normalAt(tokens, at) === 'age';
  if (named) at += 1;
  const age = normalAt(tokens, at);
  if (!/^\d+$/.test(age)) return undefined;
  const unit = normalAt(tokens, at + 1);
  // A bare number after the name is an age only in brackets ('my son (30)'), or after a comma with its unit, then
  // 'old' or a comma ('Jack, 18 months, is'): not 'my son 3 weeks ago'.
  const toldBetweenCommas =
    afterComma && BRACKETED_AGE_ENDS.has(unit) && ['old', ','].includes(normalAt(tokens, at + 2));
  if (!named && !(bracketed && BRACKETED_AGE_ENDS.has(unit)) && !toldBetweenCommas) return undefined;
  return { number: Number(age), inMonths: BABY_AGE_UNITS.has(unit) };
}

export function experiencerOf(c: MentionContext, mention: Mention): Experiencer {
  const { tokens, personAt, lastPerson, nextPerson } = c;
  const doneTo = mention.definition.doneTo ? whomItWasDoneTo(c, mention) : undefined;
  if (doneTo) return doneTo;
  // The last person named inside: 'grizzly when I touch her back' is about her.
  const inside = c.lastPersonOutsideSymptoms[mention.end - 1] ?? -1;
  // 'Took them again' names the tablets, not a person: the one before it took them.
  const namesAThing = OBJECT_PRONOUNS.has(tokens[inside]?.normal ?? '');
  if (inside >= mention.start && !namesAThing) return theirOwner(c, inside) ?? personAt[inside]?.experiencer ?? SELF;
  const sentence = tokens[mention.start]?.sentence;
  const before = mention.start > 0 ? (lastPerson[mention.start - 1] ?? -1) : -1;
  // 'My class regulars complain their bits go numb': a 'their' inside the symptom's words, with the writer the last
  // person named before it (the 'my' of a group), is the group's; the writer is never 'their'.
  if (before >= 0 && personAt[before]?.experiencer === SELF && groupOwnsIt(c, mention)) return GENERIC;
  if (before >= 0 && addressesTheClinic(c, before, mention)) return SELF;
  if (before >= 0 && tokens[before]?.sentence === sentence) {
    return theirOwner(c, before) ?? personAt[before]?.experiencer ?? SELF;
  }
  // A fragment with no subject before it takes the first one after it in its sentence ('breathing fast and
  // confused, she has had a chest infection').
  const after = toldOf(c, nextPerson[mention.end] ?? -1);
  // 'You' or 'them' after it ('legs like jelly, can't stand without them going wobbly') is not its subject.
  const subjectAfter = after >= 0 ? personAt[after]?.experiencer : undefined;
  if (before < 0 && subjectAfter !== undefined && subjectAfter !== GENERIC && tokens[after]?.sentence === sentence) {
    return subjectAfter;
  }
  return before >= 0 ? (personAt[before]?.experiencer ?? SELF) : SELF;
}

/** Verbs of telling or noticing, after which the one told of is named: 'my sister says I have …'. */
const TELLING_VERBS = new Set([
  'says',
  'said',
  'thinks',
  'thought',
  'reckons',
  'reckoned',
  'tells',
  'told',
  'noticed',
  'notices',
  'mentioned',
  'swears',
  'insists',
]);

/**
 * The person after a fragment with no subject, or, when that person tells something of someone named just after
 * ('back ache for weeks, and my sister says I have gone from a 12 to an 8'), the one told of: the teller is not
 * whom the fragment is about. With no one named after the telling ('…, she says it is worse'), the teller stays.
 */
function toldOf({ tokens, personAt }: MentionContext, person: number): number {
  if (person < 0 || !TELLING_VERBS.has(normalAt(tokens, person + 1))) return person;
  const next = normalAt(tokens, person + 2) === 'that' ? person + 3 : person + 2;
  return personAt[next] !== undefined && tokens[next]?.sentence === tokens[person]?.sentence ? next : person;
}

/** 'You' and 'your' as written to the clinic ('do u do physio?', 'is your clinic open?'); 'u' is read 'you'. */
const CLINIC_YOU = new Set(['you', 'your', 'yourselves']);
/**
 * Anyone, as asked of the clinic in a question that tells no symptom ('can the doctor see someone today?', 'do you
 * see people same day,', 'does anyone there do physio?'): the one asking, not a person the report after is given to.
 */
const ANYONE_ASKED = new Set(['someone', 'somebody', 'anyone', 'anybody', 'people', 'patients', 'person']);
/** What a clinic does for its patients: 'do you do …', 'do you treat …', 'can you see …', 'do you deal with …'. */
const CLINIC_SERVICES = new Set([
  'do',
  'treat',
  'see',
  'deal',
  'help',
  'handle',
  'offer',
  'cover',
  'take',
  'accept',
  'specialise',
  'specialize',
  'fix',
  'sort',
  'look',
  'assess',
  'manage',
  'provide',
  'operate',
]);
/** Words that may stand between the clinic's 'you' and what it does: 'do you guys do …', 'do you also treat …'. */
const BEFORE_A_SERVICE = new Set(['guys', 'also', 'still', 'ever', 'all']);

/** Words that open examples of what was asked about ('like', 'such as', 'for example'), not a report. */
const EXAMPLE_OPENINGS: readonly (readonly string[])[] = [['like'], ['eg'], ['such', 'as'], ['for', 'example']];

/** 'do you treat cauda equina? like numbness down below …': the mention's clause or sentence opens with examples. */
function givesExamples(c: MentionContext, mention: Mention): boolean {
  const { tokens, sentenceFirst } = c;
  const starts = [clauseRange(c, mention.start)[0], sentenceFirst[tokens[mention.start]?.sentence ?? 0] ?? 0];
  return starts.some((start) =>
    EXAMPLE_OPENINGS.some((words) => words.every((word, index) => normalAt(tokens, start + index) === word)),
  );
}

/** 'Who' as a report's subject: anyone it may be. */
const WHO = new Set(['who', 'whoever']);
/** 'It covers who should get an emergency MRI (new bladder …)': whoever it is, not the writer, is the subject. */
function hasWhoAsSubject({ tokens, sentenceFirst }: MentionContext, mention: Mention): boolean {
  const first = sentenceFirst[tokens[mention.start]?.sentence ?? 0] ?? 0;
  for (let position = mention.start - 1; position >= first; position -= 1) {
    if (WHO.has(normalAt(tokens, position))) return true;
  }
  return false;
}

/**
 * 'Do you do physio? fell off a ladder this afternoon', 'can u see me, cant feel my feet': a 'you' in an earlier
 * clause is the clinic written to when its clause tells no symptom, or asks what the clinic does ('do u do whiplash
 * claims?'); so is anyone asked of in such a question ('can the doctor see someone today?'). A report after it with
 * no subject of its own, in a later clause or after a comma in its own ('do you see people same day, hit by a car this
 * morning'), is the writer's, as it would be with no 'you' before it. A 'you' in a symptom's clause ('you
 * know when you can't feel your legs …') stays anyone's.
 */
function addressesTheClinic(c: MentionContext, you: number, mention: Mention): boolean {
  const { tokens, personAt, inMention } = c;
  if (personAt[you]?.experiencer !== GENERIC) return false;
  const [first, end] = clauseRange(c, you);
  const word = normalAt(tokens, you);
  if (!CLINIC_YOU.has(word) && !(ANYONE_ASKED.has(word) && isQuestionClause(c, [first, end]))) return false;
  // The question's words end at its clause's end, or, for a mention in its clause, at a comma before the mention.
  const asked = mention.start < end ? commaBetween(tokens, you, mention.start) : end;
  if (asked < 0 || givesExamples(c, mention) || hasWhoAsSubject(c, mention)) return false;
  const verb = BEFORE_A_SERVICE.has(normalAt(tokens, you + 1)) ? you + 2 : you + 1;
  if (CLINIC_YOU.has(word) && CLINIC_SERVICES.has(normalAt(tokens, verb))) return true;
  for (let position = first; position < asked; position += 1) if (inMention[position] === 1) return false;
  return true;
}

/** The first comma after `from` and before `to`, or -1. */
function commaBetween(tokens: readonly MessageToken[], from: number, to: number): number {
  for (let position = from + 1; position < to; position += 1) if (normalAt(tokens, position) === ',') return position;
  return -1;
}

/**
 * A 'their' read as anyone's (GENERIC), inside the mention's words or just before them, after someone in particular
 * named before it in its sentence (not the writer, whose group it would be): theirs ('my son and daughter say their
 * legs have gone numb').
 */
function theirOwner({ tokens, personAt, lastPerson }: MentionContext, at: number): Experiencer | undefined {
  if (!GROUP_POSSESSIVES.has(tokens[at]?.normal ?? '') || personAt[at]?.experiencer !== GENERIC) return undefined;
  const before = at > 0 ? (lastPerson[at - 1] ?? -1) : -1;
  if (before < 0 || tokens[before]?.sentence !== tokens[at]?.sentence) return undefined;
  const owner = personAt[before]?.experiencer;
  return owner === undefined || owner === SELF || owner === GENERIC ? undefined : owner;
}

/** Does a group's 'their', read as a person (GENERIC), stand inside the mention's words ('their bits go numb')? */
function groupOwnsIt({ tokens, personAt }: MentionContext, mention: Mention): boolean {
  for (let position = mention.start; position < mention.end; position += 1) {
    if (GROUP_POSSESSIVES.has(tokens[position]?.normal ?? '') && personAt[position]?.experiencer === GENERIC)
      return true;
  }
  return false;
}

/** How far after a crash's words the one it was done to may stand: 'rear-ended us', 'shunted us from behind'. */
const OBJECT_REACH = 2;
/** The writer with others, as a crash's object: 'into the back of us', 'our car'. */
const OURSELVES_OBJECT = new Set(['us', 'our']);

/**
 * Whom a crash was done to (ConceptDefinition.doneTo): someone in particular named in or just after its words ('into
 * the back of my car', 'rear-ended me'), or 'us' there or 'we' as its subject; not its doer ('someone went into …').
 */
function whomItWasDoneTo(c: MentionContext, mention: Mention): Experiencer | undefined {
  const { tokens, personAt } = c;
  const sentence = tokens[mention.start]?.sentence;
  for (let at = mention.start; at < mention.end + OBJECT_REACH && tokens[at]?.sentence === sentence; at += 1) {
    if (OURSELVES_OBJECT.has(normalAt(tokens, at))) return ourselves(c, mention);
    const person = personAt[at]?.experiencer;
    if (person !== undefined && person !== GENERIC) return person;
  }
  for (let back = mention.start - 1; back >= 0 && tokens[back]?.sentence === sentence; back -= 1) {
    if (personAt[back] !== undefined) return undefined;
    if (normalAt(tokens, back) === 'we') return ourselves(c, mention);
  }
  return undefined;
}

/**
 * 'Us': the writer, and those named after it in its sentence or the next, whose symptoms the crash may explain
 * ('someone went into the back of us at a roundabout… my wife's neck hurts').
 */
function ourselves(c: MentionContext, mention: Mention): Experiencer {
  const { tokens, personAt } = c;
  const sentence = tokens[mention.start]?.sentence ?? 0;
  const end = c.sentenceEnd[sentence + 1] ?? c.sentenceEnd[sentence] ?? tokens.length;
  const alongside = new Map<string, Experiencer>();
  for (let at = mention.end; at < end; at += 1) {
    const person = personAt[at]?.experiencer;
    if (person === undefined || person === SELF || person === GENERIC || person === PET || person === STORY_PERSON) {
      continue;
    }
    alongside.set(person.key, person);
  }
  return alongside.size === 0 ? SELF : { ...SELF, alongside: [...alongside.values()] };
}
