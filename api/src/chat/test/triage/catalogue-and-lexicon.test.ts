/*
 * The red-flag catalogue and the triage's lexicon as structures: every concept a trigger uses is defined, the triage
 * is deterministic, and no plain phrase of the lexicon spells out too many combinations in the trie.
 *
 * The lexicon's plain phrases (no '@class', no '...') are spelled out in the trie (compiled-lexicon.ts): one path per
 * combination of their alternatives, so a phrase with many alternatives at many places costs memory at every start.
 * Two phrases of 250,000 and 150,000 combinations once added 34 MB of heap; naming the long alternative as a class
 * makes a phrase a sequence, matched without being spelled out.
 */
import { RED_FLAG_CATALOGUE, RED_FLAG_CONCEPT_IDS } from '@clinic/content';
import { CONCEPT_PATTERNS } from '../../domain/triage/lexicon/concept-patterns';
import { VOCABULARY } from '../../domain/triage/lexicon/vocabulary';
import { triageMessage } from '../../domain/triage/triage';
import { readMessage } from '../../domain/triage/read-message';
import { namedOnly } from '../../domain/triage/triage-result';
import { TRIAGE_CASES } from '../triage-eval/triage-cases';

/** Most combinations a plain phrase may spell out in the trie; the largest today is 26,880. */
const MOST_COMBINATIONS = 60_000;

const isPlain = (phrase: string) => !phrase.includes('@') && !phrase.split(' ').includes('...');

/** Paths a plain phrase puts into the trie: each place's alternatives, one more where the place is optional. */
function combinations(phrase: string): number {
  return phrase
    .split(' ')
    .filter(Boolean)
    .reduce((paths, item) => {
      const optional = item.endsWith('?') && item.length > 1;
      const body = optional ? item.slice(0, -1) : item;
      const alternatives = body === '*' ? 1 : body.split('|').length;
      return paths * (alternatives + (optional ? 1 : 0));
    }, 1);
}

describe('the catalogue, and what every reading shares', () => {
  it('finds every concept the catalogue’s triggers use', () => {
    const used = new Set(RED_FLAG_CATALOGUE.flatMap((entry) => entry.triggers.flatMap((trigger) => trigger.all)));
    for (const concept of used) expect(RED_FLAG_CONCEPT_IDS).toContain(concept);
    for (const concept of used) {
      if (concept !== 'child-patient') expect(CONCEPT_PATTERNS[concept].patterns.length).toBeGreaterThan(0);
    }
  });

  it('is deterministic', () => {
    const message = 'temp of 38.5 and my back is killing me';
    expect(triageMessage(message)).toEqual(triageMessage(message));
    expect(triageMessage(message)).toEqual(namedOnly(['infection-fever']));
  });

  it('reads a message the same whatever was read before it (wink-nlp learns new words as it reads)', () => {
    const message = "my sister's wound got infected after her operation, how do you prevent that?";
    const before = readMessage(message).tokens.map((token) => token.normal);
    readMessage("it was her sister's. and then her sister's!");
    expect(readMessage(message).tokens.map((token) => token.normal)).toEqual(before);
    expect(before).toContain("'s");
  });

  it('reads every labelled message the same the second time', () => {
    const words = (message: string) =>
      readMessage(message)
        .tokens.map((token) => token.normal)
        .join(' ');
    const first = TRIAGE_CASES.map(({ message }) => words(message));
    const changed = TRIAGE_CASES.filter(({ message }, index) => words(message) !== first[index]);
    expect(changed.length).toBe(0);
  });
});

describe('the triage lexicon', () => {
  it('counts a plain phrase’s combinations', () => {
    expect(combinations('took|taken a|the? whole packet|box')).toBe(2 * 3 * 1 * 2);
  });

  it(`spells out at most ${MOST_COMBINATIONS.toLocaleString('en-GB')} combinations for any plain phrase`, () => {
    const tooMany = Object.entries(VOCABULARY).flatMap(([name, phrases]) =>
      phrases
        .filter((phrase) => isPlain(phrase) && combinations(phrase) > MOST_COMBINATIONS)
        .map((phrase) => `@${name}: ${combinations(phrase)} combinations in '${phrase.slice(0, 60)}…'`),
    );
    expect(tooMany).toEqual([]);
  });
});
