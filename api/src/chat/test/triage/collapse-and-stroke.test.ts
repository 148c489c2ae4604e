/*
 * Two emergencies that reach a spine chat with no spinal words: someone collapsed, unconscious, fitting or not
 * breathing (NHS.UK 'When to call 999'), and a stroke (NHS.UK stroke symptoms: face, arms, speech). Told by a parent,
 * a partner or a carer, in a panic, misspelt. The spine's own arm symptoms, words used loosely, a stroke in the past
 * and questions about the signs are not these entries.
 */
import { triageByRules } from '../../domain/triage/triage-message';
import { raised } from './triage-test-helpers';

const COLLAPSE = 'collapse-unconscious-or-not-breathing';
const STROKE = 'stroke-signs';

describe('someone not breathing, or not breathing normally', () => {
  it.each([
    'my husband has just gone down in the kitchen and he is not breathing properly',
    'grandad collapsed at the table and im not sure hes breathin',
    'she stopped breathing for a bit and now her lips look blue',
    'my son is barely breathing and I cant get any sense out of him',
    'dad went down in the garage, no pulse that I can feel, my brother is doing cpr',
    'I cannot tell if he is breathing, he fell off the chair',
    'he collapsed and is really struggling to breathe',
  ])('raises the collapse entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
    expect(raised(message)).toContain(COLLAPSE);
  });
});

describe('someone unconscious or who cannot be woken', () => {
  it.each([
    'my mum is unconscious on the bathroom floor',
    'the lady I care for is not responding when I talk to her and her eyes are rolling back',
    'I can not wake my partner up, he is snoring strangely and floppy',
    'found my brother on the floor, he wont come round',
    'my wife is unconcious after she hit her head on the stairs',
  ])('raises the collapse entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
});

describe('a fit (seizure), told in everyday words and misspellings', () => {
  it.each([
    "she's fitting on the floor and I don't know what to do",
    'my daughter is having a fit and its been going on for more than five minutes',
    'he has had a siezure, never had one before, his back was sore before it',
    'my dad is shaking and jerking all over and his eyes are open but he is not there',
    'my partner started convulsing after his back injection',
  ])('raises the collapse entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
});

describe('the face dropped on one side', () => {
  it.each([
    "my nan's face has dropped on one side and she's dribbling",
    'his mouth is drooping on the left and he can not smile properly',
    "the left side of my wife's face has gone down all of a sudden",
    'her smile looks lopsided since lunch and she seems confused',
  ])('raises the stroke entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
    expect(raised(message)).toContain(STROKE);
  });
});

describe('speech slurred, garbled or gone', () => {
  it.each([
    'she suddenly cant get her words out and she is holding her arm',
    'my husband is talking gibberish and his words are coming out all wrong',
    'dad lost his speech about half an hour ago, he just stares',
    'my mum suddenly started slurring her words while we were eating',
    'his speech is slurred and his right arm is weak, we were only watching telly',
  ])('raises the stroke entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });
});

describe('weakness down one side of the body', () => {
  it.each([
    'my wife is weak down her left side and keeps falling to one side',
    "grandad can't move his right side this morning",
    'his right arm and leg have gone numb and floppy',
    'she cannot lift both arms up and hold them there, one just drops',
  ])('raises the stroke entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });
});

describe('a stroke named as happening now', () => {
  it('raises the stroke entry when someone is said to be having one', () => {
    expect(triageByRules('I think my dad is having a stroke')).toContain(STROKE);
  });
});

describe("the spine's own arm symptoms: one arm weak, numb or tingling with neck pain", () => {
  it.each([
    'my right arm is weak and tingly since my neck went',
    'neck pain with pins and needles down my left arm into my thumb',
    'my left hand has gone numb and my grip is weak, the physio thinks it is a trapped nerve in my neck',
    'I sleep on my right side and my arm goes dead by the morning',
  ])('raises no stroke for "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(STROKE);
    expect(raised(message)).not.toContain(STROKE);
  });
});

describe('loose words: collapsing, breath and faces in everyday speech', () => {
  it.each([
    'I nearly collapsed with laughter at the physio’s jokes',
    'I collapsed on the sofa after work, my back was done in',
    "my lung capacity isn't great since covid, is swimming ok for my back?",
    'my physio says to breathe through the pain when I stretch',
    'the new back brace is fitting much better now',
    'my lower back keeps seizing up when I get out of the car',
    'my face was numb for hours after the dentist, then my neck ached',
    'my teenager will not wake up for school and says his back hurts',
    'the sciatica is not responding to the tablets at all',
    'I had a coughing fit and my back twinged',
    'I stop breathing when I lift heavy weights, is that bad for my discs?',
    'his face dropped when he saw the bill for the MRI',
  ])('raises neither entry for "%s"', (message) => {
    const entries = triageByRules(message);
    expect(entries).not.toContain(COLLAPSE);
    expect(entries).not.toContain(STROKE);
  });
});

describe('a stroke, a faint or a fit in the past, or asked about', () => {
  it.each([
    'my dad had a stroke in 2019, is it safe for him to have a back massage?',
    'what are the signs of a stroke?',
    'I fainted last year and it was checked, nothing found, now my back aches',
    'can pregabalin cause seizures?',
    'my mum had a seizure five years ago and has been fine since, can she do pilates?',
  ])('raises neither entry for "%s"', (message) => {
    const entries = triageByRules(message);
    expect(entries).not.toContain(COLLAPSE);
    expect(entries).not.toContain(STROKE);
  });
});

describe('a face dropped is a stroke whatever came before it; a dental visit or anaesthetic excuses only a face numb, in its own clause', () => {
  it.each([
    'Dad had two teeth pulled on Tuesday but tonight his face has dropped on one side and he is slurring',
    'her mouth is drooping on the right after her filling, and her arm is weak',
    'after the dentist this morning my face was numb, and now his whole left side is numb',
    'his face has dropped on one side, could it be bells palsy?',
    'he had an injection at the dentist and now he is weak down his left side',
  ])('raises the stroke entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });

  it.each([
    'my cheek feels numb on one side after my filling',
    'after the dentist the left side of my face is numb, and my lower back aches',
    'my lip is numb on one side from the local anaesthetic',
    'her face droops on one side from her bells palsy',
  ])('raises no stroke for "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(STROKE);
  });
});

describe('unconscious on purpose, or hard to wake as a habit, only in its own clause', () => {
  it.each([
    'mum took her sleeping tablets at night and now we cannot wake her',
    'he was asleep on the sofa and now he will not wake up',
    'my husband took a load of pills and now he is unresponsive',
    'nan is unconscious, she had her night meds a while ago',
    'I cannot wake my daughter this morning and her breathing sounds odd',
    'her alarm went off and we cannot wake her',
    'grandad had his operation on Friday and now we cannot wake him',
  ])('raises the collapse entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });

  it.each([
    'I was unconscious during my surgery, how long until the anaesthetic wears off?',
    'she was unconscious under general anaesthetic for three hours, is back pain after that normal?',
    'they put me out for the MRI because I could not keep still',
    'my son will not wake up for college and moans about his back',
    'I can not wake up in the mornings on these new tablets',
  ])('raises no collapse for "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(COLLAPSE);
  });
});

describe('speech lost: a cause of it cancels only in its own clause, and pain is none', () => {
  it.each([
    'he suddenly cannot get his words out and he is in a lot of pain',
    'he can not get his words out with the pain in his head, it came on at once',
    'my wife suddenly cannot speak properly, she has had a sore throat all week though',
    'dad cannot find his words all of a sudden, his English is usually fine',
    'her words are all jumbled, the radio was on when it began',
    'the baby was crying all night and now my husband cannot get his words out',
  ])('raises the stroke entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });

  it.each([
    'I cannot talk over the music at my spin class',
    'she cannot speak for crying, her back is so bad',
    'my toddler cannot talk properly yet, is his curved back normal?',
    'english is not my first language so I can not find the words for my pain',
  ])('raises no stroke for "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(STROKE);
  });
});

describe("one side weak: a posture cancels only in its own clause, or as the writer's habit", () => {
  it.each([
    'she was lying on the sofa and now she cannot move her left side',
    'he was sitting in his armchair and now his right side is weak',
    'she went weak down her left side while sitting at the dinner table',
    'pain on the left side of my back for years, and now his whole right side is heavy',
  ])('raises the stroke entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });

  it.each([
    'my right side goes numb when I lie on it at night',
    'my arm goes dead on my left side whenever I sleep',
    'numb down the right side of my thigh since the disc went',
  ])('raises no stroke for "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(STROKE);
  });
});

describe('a fit or a breath stopped: a cause of it cancels only in its own clause', () => {
  it.each([
    'my grandson fell off his chair and is fitting',
    'my back seized up this morning and now my husband is having a fit',
    'she is fitting on the floor, I fitted new carpets last week',
    'my son is fitting in the kitchen',
    'my dad snores but now he has stopped breathing',
    'he is not breathing, he has sleep apnoea but this is different',
    'she is snoring strangely and not breathing properly',
    'mum collapsed while lifting the shopping and now she is not breathing',
  ])('raises the collapse entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });

  it.each([
    'my new neck collar is fitting much better now',
    'the kitchen fitter says his back is killing him',
    'I hold my breath when I deadlift, is that bad for my spine?',
    'my sleep apnoea means I stop breathing at night without my cpap',
  ])('raises no collapse for "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(COLLAPSE);
  });
});
