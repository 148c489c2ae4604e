/*
 * Emergencies beyond the spine a spine clinic may hear of: the heart, the aorta, the lungs, a sudden headache,
 * meningitis and sepsis.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('sepsis after an operation', () => {
  it('reads drowsiness after an operation as sepsis, unless the anaesthetic explains it', () => {
    expect(triageByRules('he is very drowsy and confused two days after his op')).toEqual(['sepsis-signs']);
    expect(triageByRules("he is very drowsy after his op today, the nurse said it's the anaesthetic")).toEqual([]);
  });
});

describe('a rash that does not fade, told in the third person', () => {
  it('raises meningitis signs for a rash that does not go or did not fade', () => {
    expect(triageByRules('my boy has spots which does not go away under a tumbler, and a high temperature')).toContain(
      'meningitis-signs',
    );
    expect(triageByRules('she had a rash that did not fade when we tried the glass')).toContain('meningitis-signs');
  });

  it('does not raise meningitis signs for a rash that does fade', () => {
    expect(triageByRules('his rash does fade when pressed and he is bouncing about')).not.toContain('meningitis-signs');
  });
});

describe('a rash told to have faded all the way', () => {
  it('is no non-fading rash', () => {
    expect(
      triageByRules('pressed a tumbler on the spots on her tummy and they vanished completely, she is eating fine'),
    ).toEqual([]);
  });

  it.each([
    'pressed a tumbler on the spots and they faded at first, but now they do not fade and she is hot',
    'the rash disappeared completely under the glass yesterday but now it is back and he has a fever',
    'I did the glass test on his rash and it did not fade completely, he is floppy',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('meningitis-signs');
  });
});

describe('a sudden headache told by a head that splits, by a pain beyond anything, or claimed after a question', () => {
  it.each([
    'my wife says her head suddenly felt like it was splitting, the worst pain of her life',
    'out of nowhere my head hurts more than anything ever',
    "is a sudden headache a red flag? I've just had one come on like an explosion",
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('sudden-severe-headache');
  });

  it.each([
    'my head is splitting after the party last night, normal hangover',
    'is a migraine a red flag? my mum had one come on years ago and it was fine',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('the heart’s pressure felt in the upper back, between the shoulders', () => {
  it.each([
    'a crushing pressure in my upper back and I am sweating buckets',
    "my dad's back between his shoulders is squeezing and he is short of breath",
    "there's a heavy feeling between her shoulder blades and she's clammy and grey",
  ])('raises a possible heart attack: "%s"', (message) => {
    expect(triageByRules(message)).toContain('heart-attack');
  });

  it.each(['I carried heavy boxes and now I ache between my shoulders'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('breathlessness in second-language English, without the article or turned round', () => {
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

describe('an instantaneous onset is a sudden one', () => {
  it.each(['this morning I had an instantaneous, very severe headache at the back of my head'])(
    'raises a sudden severe headache: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('sudden-severe-headache');
    },
  );

  it.each(['the relief after my physio session was instantaneous, thank you'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a pulse felt through a slim belly, with nothing else, is the normal aorta', () => {
  it.each([
    'I can see a heartbeat in my belly when lying flat, as I am very thin. Normal?',
    'my stomach pulses when I lie on my back, probably because I am skinny',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'a throbbing pulse in my tummy and my lower back is agony, I am quite slim so maybe that is it',
    'pulsing lump in my belly, I am thin but I feel faint and dizzy',
    'I can feel a pulse in my tummy, I am slim',
  ])('still raises, or is no slimness of its own: "%s"', (message) => {
    expect(triageByRules(message)).toContain('aortic-aneurysm-leak');
  });
});

describe('a heart event told with the age it came at', () => {
  it.each([
    'my grandad had a heart attack at 71 and my back is stiff today',
    'my mum had a heart attack aged 64 and my neck aches',
  ])('sets aside a heart event told with the age it came at: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my husband is 60 and I think he is having a heart attack, his chest hurts right through to his back',
    'grandad had a heart attack at 9 this morning and his back is agony',
  ])('still raises a heart attack now, or at a time of day: "%s"', (message) => {
    expect(triageByRules(message)).toContain('chest-pain-with-back-pain');
  });
});
