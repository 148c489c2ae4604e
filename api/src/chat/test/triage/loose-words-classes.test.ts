/*
 * The loose words' phrases (lexicon/vocabulary.ts 'not-a-symptom') naming classes: a long list named once as a class
 * is compiled into the loose words' lexicon alone, and blanks the same words its spelt-out alternation did.
 */
import { classesNamedFrom, compileLexicon, type TrieNode } from '../../domain/triage/compiled-lexicon';
import { findMentions, WORD_CLASSES } from '../../domain/triage/find-mentions';
import { LOOSE_WORD_PARTS, VOCABULARY } from '../../domain/triage/lexicon/vocabulary';
import { readMessage } from '../../domain/triage/read-message';

/** The message's words as the symptoms' patterns see them: a loose word marked '~'. */
const readWords = (message: string) =>
  findMentions(readMessage(message))
    .matcher.tokens.filter((token) => !token.isPunctuation)
    .map((token) => token.normal);

describe('a lexicon compiled apart takes the classes its phrases name, and only those', () => {
  it('follows the classes named, and those they name, and leaves the others out', () => {
    const vocabulary = {
      loose: ['downed a|the @vessel of @drink'],
      vessel: ['glass|cup', '@big-vessel'],
      'big-vessel': ['jug'],
      drink: ['squash|juice'],
      symptom: ['numb'],
    };
    expect(Object.keys(classesNamedFrom(vocabulary, ['loose'])).sort()).toEqual([
      'big-vessel',
      'drink',
      'loose',
      'vessel',
    ]);
  });

  it('names an unknown class as one', () => {
    expect(() => classesNamedFrom({ loose: ['a @missing'] }, ['loose'])).toThrow('@missing');
  });
});

describe('a soft drink downed is a drink, whatever it was held in', () => {
  it('blanks the drink and its vessel, and not the words around them', () => {
    expect(readWords('after football he necked a beaker of cordial and went home')).toEqual([
      'after',
      'football',
      'he',
      '~necked',
      '~a',
      '~beaker',
      '~of',
      '~cordial',
      'and',
      'went',
      'home',
    ]);
    expect(readWords('she gulped her smoothie')).toEqual(['she', '~gulped', '~her', '~smoothie']);
  });

  it('leaves a drink that is not a soft one, or a vessel with nothing in it, as it is', () => {
    expect(readWords('he necked a bottle of vodka').join(' ')).not.toContain('~');
    expect(readWords('she downed the glass and then the pills').join(' ')).not.toContain('~');
  });
});

/** The nodes of a trie and every trie under it. */
const nodesOf = (node: TrieNode): number =>
  [...node.next.values(), ...node.exact.values(), ...(node.any ? [node.any] : []), ...node.prefixes.map(([, c]) => c)]
    .map(nodesOf)
    .reduce((sum, nodes) => sum + nodes, 1);

/** The trie nodes a loose phrase costs alone, with the classes it names (each spelt out once). */
const trieNodes = (phrase: string) =>
  nodesOf(compileLexicon(classesNamedFrom({ ...VOCABULARY, 'not-a-symptom': [phrase] }, ['not-a-symptom'])).trie);

describe('the loose words name their long lists as classes, not spelt out per combination', () => {
  it('spells out no loose phrase, with the classes it names, in more than 1,000 trie nodes', () => {
    const largest = Math.max(...(VOCABULARY['not-a-symptom'] ?? []).map(trieNodes));
    expect(largest).toBeLessThanOrEqual(1_000);
  });

  it('compiles the classes only the loose words name into no symptom’s lexicon', () => {
    for (const name of LOOSE_WORD_PARTS) {
      expect(VOCABULARY[name]).toBeDefined();
      expect(WORD_CLASSES.get(VOCABULARY[name]![0]!.split('|')[0]!) ?? []).not.toContain(name);
    }
  });
});

describe('things carried or eaten by the whole box, places one vanishes to, and seats one falls from, as loose words', () => {
  const blanked = (message: string) => readWords(message).filter((word) => word.startsWith('~')).length;

  it('blanks them by their named lists', () => {
    expect(blanked('she carried the entire stack over to the church hall')).toBeGreaterThan(0);
    expect(blanked('we ate the whole tub of houmous between us')).toBeGreaterThan(0);
    expect(blanked('honestly I could vanish off to a caravan by the coast for a month')).toBeGreaterThan(0);
    expect(blanked('my nan slid off the footstool onto the rug')).toBeGreaterThan(0);
    expect(blanked('his prostate has him up through the nights')).toBeGreaterThan(0);
    expect(blanked('I might chuck myself off the balcony tonight lmao')).toBeGreaterThan(0);
  });

  it('leaves the same words alone when the list holds none of them', () => {
    expect(blanked('he swallowed the whole box of tramadol')).toBe(0);
    expect(blanked('I want to vanish off to somewhere nobody can find me')).toBe(0);
    expect(blanked('my nan fell off the ladder onto the patio')).toBe(0);
  });
});
