/*
 * Someone unconscious or not breathing normally, told in the words of whoever finds them: knocked out, out for the
 * count, not moving or answering after going down or going limp, blue and floppy, breathing shallow after a collapse.
 * Asleep as a habit, a message not answered, a fit of the giggles and a breath taught in a class stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const COLLAPSE = 'collapse-unconscious-or-not-breathing';

describe('unconscious or not breathing normally, in lay words', () => {
  it.each([
    "my husband just went down like a sack of spuds in the kitchen and isn't answering me",
    "went down like a sack of potatoes and hasn't moved since",
    "he's slumped over at the table and isn't moving or answering",
    "dad's gone all floppy and isn't answering",
    'he fell down the stairs and is knocked out',
    "mum took her tablets and now she's out for the count",
    'baby has gone floppy and blue',
    'my wife went blue and limp in the bath',
    "nan's collapsed, she's grey and clammy and breathing really shallow",
  ])('raises the collapse entry for %j', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
  it.each([
    "I'm out for the count every night by 10 with these tablets",
    "I'm out cold most evenings",
    'we got knocked out of the cup on penalties',
    "I collapsed on the sofa after work and haven't moved since",
    'the car is not moving or starting',
    "my phone died and I couldn't respond to your email",
    "my son won't wake up before midday at the weekend",
    'my dad had a fit of the giggles at the physio',
    'the physio said I was breathing wrong during the exercises',
  ])('stays ordinary for %j', (message) => {
    expect(triageByRules(message)).not.toContain(COLLAPSE);
  });
});

describe('a fit told by going stiff, and someone found still on the floor', () => {
  it.each([
    'dad went stiff and shaking, first time ever',
    "she's gone rigid and is jerking",
    'my flatmate is on the bathroom floor, not moving',
    // Told without its subject, or with words between, as after a turn.
    "dad's had a funny turn, went stiff and shaking",
    'mum had a funny turn and went all stiff and shaky',
    'my husband went stiff and started shaking on the floor',
    'grandad had a funny turn, his whole body went stiff and he was shaking',
    'she went rigid then her arms and legs were jerking',
    'just had a funny turn in the lounge, went rigid and twitching',
  ])('raises the collapse entry for %j', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
  it.each([
    'my legs went stiff and shaking after the squats',
    'I went all stiff and shaky with nerves before my scan',
    'my back went stiff and my hands were shaking from the cold',
    'my neck went rigid and shaking after the whiplash',
    'my legs went stiff and my hands were shaking',
  ])('stays ordinary for %j', (message) => {
    expect(triageByRules(message)).not.toContain(COLLAPSE);
  });
});
