/*
 * A verb's other forms ('has fallen' read like 'fell'), and plain readings the rules had missed.
 */
import { reportedConcepts, triageByRules } from '../../domain/triage/triage-message';

describe("a verb's past participle read as the verb its base or past tense names", () => {
  it('reads an irregular past participle like the base and past tense a pattern names', () => {
    expect(triageByRules("She's fallen from the scaffolding at work and her back is agony")).toContain(
      'trauma-serious-accident',
    );
    expect(triageByRules('I have been thrown off my horse at a gallop and landed on my back')).toContain(
      'trauma-serious-accident',
    );
    expect(triageByRules('my husband has just fallen off the loft ladder and landed on his back')).toContain(
      'trauma-serious-accident',
    );
    expect(triageByRules('he fell from the loft ladder and landed on his back')).toContain('trauma-serious-accident');
  });

  it('reads someone the writer is with who has just fallen, asking what to do, and not a fall long ago', () => {
    expect(
      triageByRules('Our lodger has just fallen off the garage roof and is lying on his back, what should I do?'),
    ).toContain('trauma-serious-accident');
    expect(triageByRules('our lodger fell off the garage roof years ago and his back still aches in the cold')).toEqual(
      [],
    );
  });

  it('keeps a wish to take them all apart from them all taken somewhere', () => {
    expect(triageByRules('my son has taken them all to the tip, my back is sore from lifting')).toEqual([]);
    expect(triageByRules('some nights I just want to take all of them and not wake up')).toContain(
      'self-harm-thoughts',
    );
  });

  it('keeps a numb seat told as gone to sleep apart from going to sleep at night', () => {
    expect(triageByRules("my bottom has gone to sleep on the sofa and it still hasn't come back")).toContain(
      'cauda-equina-saddle-numbness',
    );
    expect(triageByRules('I go to sleep fine but my lower back is stiff when I get up')).toEqual([]);
  });
});

describe("a cause named on the person's own word, not a clinician's", () => {
  it('reads a cause the person names on their own word, told by the writer, as a guess that explains nothing', () => {
    expect(
      triageByRules('my dad has a crushing pain in his chest that goes round into his back, he says it is only wind'),
    ).toContain('chest-pain-with-back-pain');
    expect(
      triageByRules(
        'my mum has pain in the centre of her chest boring through to her back, she thinks it is heartburn',
      ),
    ).toContain('chest-pain-with-back-pain');
  });

  it("keeps a clinician's word on the cause, and indigestion without chest pain, ordinary", () => {
    expect(
      triageByRules('pain in the centre of my chest boring through to my back, the doctor says it is heartburn'),
    ).toEqual([]);
    expect(
      triageByRules('I get indigestion after a curry, she says it is the chilli, and my lower back aches'),
    ).toEqual([]);
  });
});

describe('the spine said to be a pain, with words for its kind between', () => {
  it('reads the spine told as an ache or a pain, with the words for its kind between, as spinal pain', () => {
    expect(
      triageByRules('she had breast cancer in 2019 and for the last fortnight her neck has been one long dull throb'),
    ).toContain('cancer-history-new-spinal-pain');
    expect(
      triageByRules('my 7 year old is running a temperature of 39.5 and his back is a constant deep ache'),
    ).toContain('child-back-pain-night-or-fever');
  });

  it("keeps a chair's back and a back only a bit stiff ordinary", () => {
    expect(
      triageByRules('I had bowel cancer years ago; the back of this office chair is a constant deep ache to adjust'),
    ).toEqual([]);
    expect(
      triageByRules(
        'my 7 year old had a temperature of 39.5 last month, all better now, and his back is a bit stiff after rugby',
      ),
    ).toEqual([]);
  });
});

describe('a swelling, a fever or a reading gone down, not a person', () => {
  const concepts = (message: string) => reportedConcepts(message).map(({ concept }) => concept);

  it('reads a swelling or a reading that has gone down as no collapse, unlike a person gone down', () => {
    expect(concepts('her swelling has gone down since Tuesday')).not.toContain('collapse');
    expect(concepts('his blood pressure has gone down on the new tablets')).not.toContain('collapse');
    expect(concepts("my grandad has gone down in the hallway and won't answer me")).toContain('collapse');
    expect(concepts('my grandad went down in the hallway')).toContain('collapse');
  });
});
