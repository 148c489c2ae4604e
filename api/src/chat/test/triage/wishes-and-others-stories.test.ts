/*
 * Wishes not to exist, and another person's illness told beside the writer's own question (with the writer's own
 * symptoms, told after such a story, still read).
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a wish not to exist, told as easier, a relief or wanted', () => {
  it('reads not existing imagined as easier or a relief, with or without "any more" or "at all"', () => {
    expect(triageByRules('honestly it would be a relief to simply not exist at all')).toEqual(['self-harm-thoughts']);
    expect(triageByRules('some nights I think it would be easier to just not exist')).toEqual(['self-harm-thoughts']);
    expect(triageByRules('how peaceful it would be to not exist, I keep thinking')).toEqual(['self-harm-thoughts']);
    expect(triageByRules('my back is wrecked and I just want to not exist anymore')).toEqual(['self-harm-thoughts']);
    expect(triageByRules("with this pain I'd rather not exist")).toEqual(['self-harm-thoughts']);
  });

  it('leaves things that do not exist, and not being somewhere, alone', () => {
    expect(triageByRules('it would be easier if the waiting list did not exist')).toEqual([]);
    expect(triageByRules('it would be easier not to be here when the builders come')).toEqual([]);
  });
});

describe("a relative's past sign asked about for prevention, with a word of how often between", () => {
  it("reads 'how do you usually prevent it' as a prevention question, so the relative's story is their history", () => {
    expect(
      triageByRules(
        'My brother had a knee op in March and his scar got infected, so I am anxious about my own surgery. How do you normally avoid that?',
      ),
    ).toEqual([]);
  });

  it("still reads the writer's own new sign after the story, and the writer's own infected wound", () => {
    expect(
      triageByRules(
        'My brother had a knee op in March and his scar got infected. Now my own scar is red and oozing, how do you normally avoid that?',
      ),
    ).toContain('infected-surgical-wound');
    expect(
      triageByRules('I had my back op two weeks ago and the wound has got infected, how do you usually stop that?'),
    ).toContain('infected-surgical-wound');
  });
});

describe('something called poison with a laugh', () => {
  // Failing towards safety: a laugh is not read as a joke, since nervous laughter comes with real poisonings too.
  it('raises poison told with a laugh beside a sign of it', () => {
    expect(triageByRules("I think the mushrooms he ate are poison haha, he's being sick now")).toEqual([
      'overdose-or-poisoning',
    ]);
    expect(triageByRules('I took poison lol')).toEqual(['overdose-or-poisoning']);
  });
});

describe('a headache called the worst ever beside "doing my head in"', () => {
  // Failing towards safety: the idiom is not read as exasperation, since the rules cannot tell 'it's the worst headache
  // ever' said of a school run from one that came on in seconds told in the same words.
  it('raises the worst headache ever told beside the idiom, with or without its sudden start', () => {
    expect(triageByRules("my kids are doing my head in, it's the worst headache ever and came on in seconds")).toEqual([
      'sudden-severe-headache',
    ]);
    expect(
      triageByRules(
        'the builders are doing my head in and I have suddenly got the worst headache ever, came on in seconds',
      ),
    ).toEqual(['sudden-severe-headache']);
  });
});
