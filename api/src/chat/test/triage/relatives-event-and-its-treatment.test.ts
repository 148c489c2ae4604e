/*
 * A relative's sign told in the past with the treatment it needed ('my cousin lost control of his bladder with a slipped
 * disc and needed emergency surgery') is their story, told for the writer's question. Told as new, or with the
 * treatment still to come, it still raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const BLADDER = 'cauda-equina-bladder';

describe("a relative's past sign and the treatment it needed", () => {
  it.each([
    [
      'needed surgery',
      'My cousin lost control of his bladder with a slipped disc and needed emergency surgery. What are your questions checking for?',
    ],
    [
      'had to have an operation',
      'my uncle lost control of his bladder from a disc and had to have an operation, I just want to know the signs',
    ],
    [
      'was operated on',
      'my sister lost control of her bladder with her disc and was operated on that night, what should I look out for?',
    ],
    [
      'needed a decompression',
      'my brother-in-law wet himself with his slipped disc and needed a decompression, is that common?',
    ],
    [
      'had emergency surgery',
      'my aunt lost control of her bladder because of her back and had emergency surgery, can you explain why?',
    ],
    [
      'required an operation',
      'my dad lost control of his bladder with his back and required an operation, are your screening questions about that?',
    ],
  ])('does not raise cauda-equina-bladder for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain(BLADDER);
  });

  it.each([
    [
      'treatment still to come',
      'my husband has lost control of his bladder with his slipped disc and needs emergency surgery',
    ],
    ['treatment asked about', 'my cousin lost control of his bladder with a slipped disc, does he need surgery?'],
    ['told as new', 'my dad lost control of his bladder this morning and needed a catheter, what now?'],
    [
      'someone else treated',
      'my mum lost control of her bladder with her back, my dad needed surgery on his knee last year',
    ],
    [
      'the treatment denied',
      "my brother lost control of his bladder with his disc and didn't need surgery, should he be checked?",
    ],
    [
      'a sign after the operation',
      'care home: resident had back surgery 3 weeks ago, she is wetting herself and feverish',
    ],
    ['treated, then a new loss', 'my wife lost control of her bladder and needed surgery, now it is happening again'],
  ])('raises cauda-equina-bladder for %s', (_case, message) => {
    expect(triageByRules(message)).toContain(BLADDER);
  });
});
