import { triageByRules } from '../domain/triage/triage-message';

describe('round 32: dictated without full stops, a present tense after a time of long ago speaks of now', () => {
  it.each([
    'bowel cancer in 2018 my legs are going numb and weak and i keep falling over',
    'had prostate cancer in 2019 my back is killing me and both feet are numb',
    'kidney cancer in 2015 my legs are numb and weak',
  ])('raises a cancer history with nerve symptoms: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-history-nerve-symptoms');
  });

  it.each([
    'had a disc op in 2015 my legs were numb for a week after it and then settled',
    'I did have numb legs years ago after an epidural, booking for a shoulder',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 32: someone who has hurt themselves with a blade, told in second-language English, is a danger now', () => {
  it.each([
    'my daughter has cut herself with razor, she is crying in her room',
    'my brother have hurt himself with the knife, please what to do',
    'he has slashed himself with blade and is bleeding',
  ])('raises immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each(['my son cut himself with a knife chopping carrots for tea, needs a plaster'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('round 32: breathlessness in second-language English, without the article or turned round', () => {
  it.each([
    'my mother cannot take breath since this morning and her calf is swollen and hot after her hip operation',
    'after the long flight from dubai my breath is very short and my chest hurts when i breathe in',
    'he can not catch his breath and his leg is swollen, he had surgery ten days ago',
  ])('raises a pulmonary embolism: "%s"', (message) => {
    expect(triageByRules(message)).toContain('pulmonary-embolism');
  });

  it.each(['my breath gets short when i run for the bus, then fine, just asking about pilates'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe("round 32: a learner's singular 'pins and needle' is a loss of feeling", () => {
  it.each([
    'my bottom is pins and needle since this morning and i am not can feel the toilet paper',
    'he says pin and needles in his privates since yesterday',
    'pins and needle between my legs today and my back hurt',
  ])('raises saddle numbness: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });

  it.each(['i have pin and needle in my foot when i cross my legs, it goes in a minute'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});
