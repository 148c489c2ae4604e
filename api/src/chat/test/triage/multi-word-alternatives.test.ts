/*
 * Wordings the lexicon meant as a choice between a word and a phrase ('like' or 'as if', 'properly' or 'at all'):
 * each phrase read whole, each single word read alone, and the look-alikes that say no symptom stay ordinary.
 */
import { findMentions } from '../../domain/triage/find-mentions';
import { readMessage } from '../../domain/triage/read-message';

const concepts = (message: string) => new Set(findMentions(readMessage(message)).mentions.map((m) => m.concept));

describe("a tearing pain told with 'like' or with 'as if'", () => {
  it.each(['it felt like ripping in my chest and through to my back', 'my chest feels as though it is tearing'])(
    'reads a tearing simile: %j',
    (message) => {
      expect(concepts(message)).toContain('tearing-pain');
    },
  );
  it("reads 'felt like tearing' as the simile, with 'like' alone", () => {
    expect(concepts('my upper back felt like tearing when it started')).toContain('tearing-pain');
  });
  it('leaves a wish told with like ordinary', () => {
    expect(concepts('i feel like tearing up the physio leaflet')).not.toContain('tearing-pain');
  });
});

describe("the seat not felt 'properly' or 'at all'", () => {
  it.each([
    "since last night i can't feel the chair properly under me",
    'he could barely feel the saddle at all on his ride',
  ])('reads the seat not felt: %j', (message) => {
    expect(concepts(message)).toContain('saddle-numbness');
  });
  it('leaves a seat that was comfortable ordinary', () => {
    expect(concepts('i can feel the new chair properly supports my back')).not.toContain('saddle-numbness');
  });
});
