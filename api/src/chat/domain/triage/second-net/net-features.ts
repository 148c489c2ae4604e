import type { JudgedMention } from '../mention-context';
import type { MessageToken } from '../read-message';
import type { WindowReading } from '../triage-message';

/** Marks a word inside a mention the rules judged not reported: 'bladder' in 'my bladder is fine' reads '~bladder'. */
const NOT_REPORTED = '~';

/**
 * Each token's word as the net reads it: the triage reader's base form (lemmas, lay words respelled, loose words
 * such as 'dying to' blanked), marked when it lies only in mentions the rules judged not reported (negated,
 * hypothetical, someone else's past), so that a denied symptom does not weigh as a reported one.
 */
function wordsOf(tokens: readonly MessageToken[], mentions: readonly JudgedMention[]): string[] {
  const reportedAt = new Uint8Array(tokens.length);
  const deniedAt = new Uint8Array(tokens.length);
  for (const mention of mentions) (mention.reported ? reportedAt : deniedAt).fill(1, mention.start, mention.end);
  return tokens.map((token, position) => {
    if (token.isPunctuation || token.base === '') return '';
    return deniedAt[position] && !reportedAt[position] ? `${NOT_REPORTED}${token.base}` : token.base;
  });
}

/**
 * What the second net reads of a message: its words (wordsOf), pairs of neighbouring words in a sentence, and the
 * concepts the rules found, each as reported or as mentioned without being reported. A set of names: presence, not
 * counts, so a long message weighs no more than a short one per word.
 */
export function netFeatures(readings: readonly WindowReading[]): Set<string> {
  const features = new Set<string>();
  for (const { tokens, mentions } of readings) addFeatures(features, tokens, mentions);
  return features;
}

function addFeatures(features: Set<string>, tokens: readonly MessageToken[], mentions: readonly JudgedMention[]) {
  const words = wordsOf(tokens, mentions);
  words.forEach((word, position) => {
    if (word === '') return;
    features.add(`w:${word}`);
    const previous = words[position - 1];
    if (previous && tokens[position - 1]!.sentence === tokens[position]!.sentence) {
      features.add(`b:${previous}_${word}`);
    }
  });
  for (const mention of mentions) {
    features.add(`${mention.reported ? 'r' : 'm'}:${mention.concept}`);
    if (mention.reported && mention.experiencer.isChild) features.add('r:child-patient');
  }
}
