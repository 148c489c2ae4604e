/*
 * The loose words' phrases (lexicon/vocabulary.ts 'not-a-symptom') naming classes: a long list named once as a class
 * is compiled into the loose words' lexicon alone, and blanks the same words its spelt-out alternation did.
 */
import { classesNamedFrom } from '../../domain/triage/compiled-lexicon';
import { findMentions } from '../../domain/triage/find-mentions';
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
