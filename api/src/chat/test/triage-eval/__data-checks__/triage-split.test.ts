import { splitOf } from '../triage-split';

/** Messages whose sha256 prefix (first 4 bytes, hex) was worked out outside this code (published NIST/FIPS 180
 *  test vectors, and Python's hashlib for the rest), with the bucket it gives: prefix mod 100. */
const KNOWN_DIGESTS: readonly { message: string; prefix: string }[] = [
  { message: 'abc', prefix: 'ba7816bf' },
  { message: '', prefix: 'e3b0c442' },
  { message: 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', prefix: '248d6a61' },
  { message: 'The quick brown fox jumps over the lazy dog', prefix: 'd7a8fbb3' },
  { message: 'The quick brown fox jumps over the lazy dog.', prefix: 'ef537f25' },
  { message: 'boundary 66', prefix: '721e0f38' }, // bucket 0
  { message: 'boundary 37', prefix: '08ce8f52' }, // bucket 34, the last held-out bucket
  { message: 'boundary 177', prefix: '13e51e07' }, // bucket 35, the first development bucket
  { message: 'I can’t feel anything', prefix: '9ee6903e' }, // UTF-8 bytes: bucket 34 (Latin-1 would give 44)
];

describe('splitOf', () => {
  it.each(KNOWN_DIGESTS)('puts "$message" where its sha256 prefix $prefix says', ({ message, prefix }) => {
    const bucket = Number.parseInt(prefix, 16) % 100;
    expect(splitOf(message)).toBe(bucket < 35 ? 'held-out' : 'development');
  });

  it('gives both splits among the known digests, so the check above can fail either way', () => {
    const splits = new Set(KNOWN_DIGESTS.map(({ message }) => splitOf(message)));
    expect(splits).toEqual(new Set(['held-out', 'development']));
  });

  it('is deterministic: the same text always lands in the same split', () => {
    const messages = Array.from({ length: 200 }, (_, index) => `my back hurts, day ${index}`);
    expect(messages.map(splitOf)).toEqual(messages.map(splitOf));
  });

  it('hashes the exact text, not a normalised form: changing case or spacing can move a message', () => {
    const messages = Array.from({ length: 50 }, (_, index) => `cant pee since day ${index}`);
    const movedByCase = messages.filter((message) => splitOf(message) !== splitOf(message.toUpperCase()));
    const movedBySpace = messages.filter((message) => splitOf(message) !== splitOf(`${message} `));
    expect(movedByCase.length).toBeGreaterThan(0);
    expect(movedBySpace.length).toBeGreaterThan(0);
  });

  it('holds out about a third of a large sample', () => {
    const sample = Array.from({ length: 20_000 }, (_, index) => `sample message number ${index}`);
    const heldOut = sample.filter((message) => splitOf(message) === 'held-out').length;
    expect(heldOut / sample.length).toBeGreaterThan(0.33);
    expect(heldOut / sample.length).toBeLessThan(0.37);
  });
});
