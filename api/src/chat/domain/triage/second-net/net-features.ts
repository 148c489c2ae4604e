import type { JudgedMention } from '../mention-context';
import type { MessageToken } from '../read-message';
import type { WindowReading } from '../triage-message';
import { WORD_CLASSES } from '../find-mentions';

/** Marks a word inside a mention the rules judged not reported: 'bladder' in 'my bladder is fine' reads '~bladder'. */
export const NOT_REPORTED = '~';

/**
 * How a reader of the features names them: by their names (for training) or by the model's ids (for scoring,
 * without building a string per word and pair). Undefined for a feature the reader has no name for.
 */
export interface FeatureNaming<Word, Feature> {
  /** A token's word as the net reads it (its base form, marked when only in mentions not reported). */
  word(base: string, notReported: boolean): Word | undefined;
  unigram(word: Word): Feature | undefined;
  /**
   * The features of the lexicon's narrow classes the token's word belongs to (WORD_CLASSES,
   * NET_CLASS_MEMBERS_AT_MOST), marked as the word is: what the net learns of one word of a class carries to the
   * others ('my wee' and 'my urine'). Built once per word, never per message.
   */
  classes(base: string, notReported: boolean): readonly Feature[];
  /** Neighbouring words in a sentence. */
  bigram(previous: Word, word: Word): Feature | undefined;
  /** A concept the rules found, as reported or as mentioned without being reported. */
  concept(concept: string, reported: boolean): Feature | undefined;
}

/**
 * Visits what the second net reads of a message, in order: each token's word (the triage reader's base form: lemmas,
 * lay words respelled, loose words such as 'dying to' blanked), marked when it lies only in mentions the rules judged
 * not reported (negated, hypothetical, someone else's past), so that a denied symptom does not weigh as a reported
 * one; pairs of neighbouring words in a sentence; and the concepts the rules found.
 */
export function visitFeatures<Word, Feature>(
  readings: readonly WindowReading[],
  naming: FeatureNaming<Word, Feature>,
  visit: (feature: Feature) => void,
): void {
  const visitNamed = (feature: Feature | undefined) => {
    if (feature !== undefined) visit(feature);
  };
  for (const { tokens, mentions } of readings) {
    const notReported = notReportedAt(tokens, mentions);
    // The previous token's word; undefined after punctuation, a blanked word, or one the naming does not know.
    let previous: Word | undefined;
    tokens.forEach((token, position) => {
      const hasWord = !token.isPunctuation && token.base !== '';
      const word = hasWord ? naming.word(token.base, notReported[position] === 1) : undefined;
      if (hasWord) {
        const classes = naming.classes(token.base, notReported[position] === 1);
        for (let at = 0; at < classes.length; at += 1) visit(classes[at]!);
      }
      if (word !== undefined) {
        visitNamed(naming.unigram(word));
        if (previous !== undefined && tokens[position - 1]!.sentence === token.sentence) {
          visitNamed(naming.bigram(previous, word));
        }
      }
      previous = word;
    });
    for (const mention of mentions) {
      visitNamed(naming.concept(mention.concept, mention.reported));
      if (mention.reported && mention.experiencer.isChild) visitNamed(naming.concept('child-patient', true));
    }
  }
}

/** 1 where a token lies only in mentions the rules judged not reported. */
function notReportedAt(tokens: readonly MessageToken[], mentions: readonly JudgedMention[]): Uint8Array {
  const reportedAt = new Uint8Array(tokens.length);
  const deniedAt = new Uint8Array(tokens.length);
  for (const mention of mentions) (mention.reported ? reportedAt : deniedAt).fill(1, mention.start, mention.end);
  for (let position = 0; position < tokens.length; position += 1) if (reportedAt[position]) deniedAt[position] = 0;
  return deniedAt;
}

/**
 * The classes the net reads: those of at most this many one-word members. Chosen by 5-fold cross-validation on the
 * development split (the net alone on red flags with their own concepts hidden, at 1.3 % false alarms beyond the
 * rules): no classes 76.3 %; every class 75.1 % (broad classes such as @pain-place or @raised-temperature are as
 * common in ordinary messages, and the threshold rose from 0.26 to 0.46); at most 20 members 76.5 %, 10 78.1 %,
 * 5 77.9 %; pairs of neighbouring words' classes (every class) 70.6 %.
 */
export const NET_CLASS_MEMBERS_AT_MOST = 10;

const membersOf = new Map<string, number>();
for (const classes of WORD_CLASSES.values()) {
  for (const name of classes) membersOf.set(name, (membersOf.get(name) ?? 0) + 1);
}

/** Each word's narrow classes (NET_CLASS_MEMBERS_AT_MOST), for the words that have any: the classes the net reads. */
export const NARROW_CLASSES: ReadonlyMap<string, readonly string[]> = new Map(
  [...WORD_CLASSES].flatMap(([word, classes]) => {
    const narrow = classes.filter((name) => membersOf.get(name)! <= NET_CLASS_MEMBERS_AT_MOST);
    return narrow.length === 0 ? [] : [[word, narrow] as const];
  }),
);

const NO_CLASSES: readonly string[] = [];
/** Each word's class features, as reported and as not reported: 'c:@spine-part', 'c:~@spine-part'. */
const CLASS_NAMES = [false, true].map(
  (notReported) =>
    new Map(
      [...NARROW_CLASSES].map(
        ([word, narrow]) => [word, narrow.map((name) => `c:${notReported ? NOT_REPORTED : ''}@${name}`)] as const,
      ),
    ),
);

/** The features' names: 'w:back', 'b:my_back', 'c:@spine-part', 'r:bladder-change', 'm:fever'. */
export const FEATURE_NAMES: FeatureNaming<string, string> = {
  word: (base, notReported) => (notReported ? `${NOT_REPORTED}${base}` : base),
  unigram: (word) => `w:${word}`,
  classes: (base, notReported) => CLASS_NAMES[notReported ? 1 : 0]!.get(base) ?? NO_CLASSES,
  bigram: (previous, word) => `b:${previous}_${word}`,
  concept: (concept, reported) => `${reported ? 'r' : 'm'}:${concept}`,
};

/**
 * What the second net reads of a message (visitFeatures), as a set of names: presence, not counts, so a long
 * message weighs no more than a short one per word.
 */
export function netFeatures(readings: readonly WindowReading[]): Set<string> {
  const features = new Set<string>();
  visitFeatures(readings, FEATURE_NAMES, (feature) => features.add(feature));
  return features;
}
