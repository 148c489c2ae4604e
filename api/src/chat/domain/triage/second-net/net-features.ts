import type { JudgedMention } from '../mention-context';
import type { MessageToken } from '../read-message';
import type { WindowReading } from '../triage-message';

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

/** The features' names: 'w:back', 'b:my_back', 'r:bladder-change', 'm:fever'. */
export const FEATURE_NAMES: FeatureNaming<string, string> = {
  word: (base, notReported) => (notReported ? `${NOT_REPORTED}${base}` : base),
  unigram: (word) => `w:${word}`,
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
