/*
 * The collapse and stroke entries as people with the patient tell them: no answer to a voice or a squeeze, a
 * bystander's collapse, a first fit told by its look, an arm that drifts, speech thick or slow, a face going down
 * on one side; and the everyday talk that sounds like them (a numb face after the dentist, a habit of sleep, known
 * sleep apnoea, a fit long past, words muddled by nerves, a drama on television).
 */
import { triageByRules } from '../../domain/triage/triage-message';

const COLLAPSE = 'collapse-unconscious-or-not-breathing';
const STROKE = 'stroke-signs';

describe('no answer to a voice, a shake or a squeeze is someone unresponsive', () => {
  it.each([
    'my grandad slid off his chair and we cant get any response from him even when we shake him',
    'she is breathing but it sounds gurgly and she does not respond when I squeeze her hand',
    "my husband won't react to my voice or when I pinch his ear",
  ])('raises the collapse entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
  it.each([
    'my sciatica is not responding to anything the GP gives me',
    'still no response from the clinic about my scan results',
  ])('does not raise it for a treatment or an office that has not answered: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(COLLAPSE);
  });
});

describe('one of a group a worker or a bystander is with is someone in particular, not the group at large', () => {
  it.each([
    'one of our patients has collapsed by the front desk and is not breathing, what do we do',
    'I run a physio gym and one of my patients is unconscious on the mat',
    'one of the patients in the waiting area has stopped breathing',
  ])('raises the collapse entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
  it('does not raise it for patients at large, asked about', () => {
    expect(triageByRules('why do some patients stop breathing after back surgery?')).not.toContain(COLLAPSE);
  });
});

describe('a fit told by its look: a person jerking, foaming at the mouth, a first fit', () => {
  it.each([
    'my wife is frothing at the mouth and her arms are going stiff',
    "she's jerking on the kitchen floor and her eyes are open but she is not with us",
    'our teenage son has just had his first ever fit at the dinner table',
  ])('raises the collapse entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
  it('does not raise it for a leg that jerks at night', () => {
    expect(triageByRules('my left leg keeps jerking when I try to get to sleep')).not.toContain(COLLAPSE);
  });
});

describe('a patient brought, taken or sent to the clinic: the "you" is the clinic, not anyone the symptoms are about', () => {
  it.each([
    'my nan who we take to you every month has just had a seizure in the lounge',
    'my brother, who the surgeon sent to you for rehab, has just had a seizure',
  ])('raises the collapse entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
});

describe('both arms lifted and one drifts or sinks back down', () => {
  it.each([
    'I asked mum to hold her arms out in front and the left one slowly sank',
    'grandad put both arms up for me but the right arm just drifted back down',
  ])('raises the stroke entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });
});

describe("speech thick or slow, words that will not come, talk like a drunk's", () => {
  it.each([
    "my mum's speech is really thick and she keeps losing her place",
    'grandad sounds like he is drunk but he has not had a drop',
    'her words are just not coming, she keeps trying to say my name',
  ])('raises the stroke entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });
});

describe('the face going down, drooling from one side, or a side of the face told after it', () => {
  it.each([
    "dad's smile is going down at one side and he seems muddled",
    'mum keeps dribbling from the left corner and cannot hold her cup',
    'her face looked odd at tea and now the right side is sagging',
  ])('raises the stroke entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });
  it.each([
    'the left side of our mattress is sagging, could that be my back pain?',
    'we bought a new sofa and the right side is sagging already',
  ])('does not raise it for a thing that sags: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(STROKE);
  });
});

describe("one side of the body gone strange or not one's own, or the face numb on the side a limb was told", () => {
  it.each([
    "dad's right side has gone weird and he can't grip the remote",
    'half of her body feels dead and heavy since she sat down',
    'my right leg gave way and my cheek is tingling on the same side',
  ])('raises the stroke entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });
  it('does not raise it for a face numb on the side of a dental filling', () => {
    expect(triageByRules('the dentist did a filling on the right and my lip feels numb on that side')).not.toContain(
      STROKE,
    );
  });
});

describe('a droop only felt, in the clause of a dental visit or a local anaesthetic, is numbness', () => {
  it('does not raise the stroke entry for a numb mouth after the dentist that feels droopy', () => {
    expect(triageByRules('my lip is numb from the dentist, feels like my mouth is drooping haha')).not.toContain(
      STROKE,
    );
  });
  it.each([
    'had a filling this morning, now her face has dropped on the left side',
    'had a tooth out yesterday but now it feels like my mouth is drooping and my arm is heavy',
  ])('still raises it for a droop seen, or told after a turn: "%s"', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });
});

describe('asleep early as a habit is no one unconscious', () => {
  it.each([
    'my husband is out cold before ten on the sofa most nights, is that the painkillers?',
    "I'm out cold by 8 lately and still wake up stiff",
  ])('does not raise the collapse entry for "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(COLLAPSE);
  });
  it('still raises it for someone found out cold', () => {
    expect(triageByRules('found my dad out cold on the garage floor at 9pm')).toContain(COLLAPSE);
  });
});

describe('breathing that stops in sleep, with sleep apnoea named or seen to', () => {
  it.each([
    'my partner stops breathing now and then in her sleep, she is waiting on a sleep study',
    'dad has a CPAP machine because he kept stopping breathing at night, will it affect his neck?',
  ])('does not raise the collapse entry for "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(COLLAPSE);
  });
  it.each([
    'my son stopped breathing in his sleep and his lips are blue',
    'grandad has a CPAP but right now he has stopped breathing and is grey',
  ])('still raises it for a pause in sleep alone, or a stop told apart from the apnoea: "%s"', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
});

describe('one fit had once, long past', () => {
  it('does not raise the collapse entry for a fit had once', () => {
    expect(
      triageByRules('my sister had a convulsion once when her sugar dropped, can she have a back massage?'),
    ).not.toContain(COLLAPSE);
  });
  it('still raises it for a fit now, after one had once', () => {
    expect(triageByRules('she had a seizure once years ago and now she is fitting again on the floor')).toContain(
      COLLAPSE,
    );
  });
});
