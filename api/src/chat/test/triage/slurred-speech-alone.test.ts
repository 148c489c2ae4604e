/*
 * Slurred speech of a person now, told alone, is one of NHS.UK's FAST signs of a stroke; the everyday slurring that
 * drink, drugs, sedation, a dental numbing, tiredness or a known condition accounts for, and slurring said of a
 * recording, a character or an insult, stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const STROKE = 'stroke-signs';
const SEPSIS = 'sepsis-signs';

describe('slurred speech of a person now is a stroke sign on its own, unless an ordinary cause in its sentence explains it', () => {
  it.each([
    "he's slurring after a couple of pints at the pub",
    'my husband is drunk and slurring again, nothing new',
    'she was stoned and slurring at the party',
    'still slurring a bit from the sedation after my endoscopy',
    "my words are slurred because the anaesthetic from the dentist hasn't worn off",
    "I'm so tired I'm slurring my words tonight",
    'half asleep and slurring, off to bed',
    'I have a stammer and sometimes slur my words',
    'the recording is slurred, can you send it again',
    'the drunk character in the play slurs every line',
    'someone wrote a racist slur on the clinic wall',
    'mum had a stroke years ago, her speech has been slurred ever since, no different today',
  ])('does not raise the stroke entry for "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(STROKE);
  });
  it.each([
    'my wife is slurring her words, it came on at lunch',
    'grandad keeps slurring when he talks this evening',
    "I'm slurring my words and I don't know why",
    "he's slurring everything he says",
    "my partner hasn't had a drink but he's slurring",
    "she's slurring like she's drunk",
    "he's had a few pints but he's slurring and his left arm is weak",
  ])('raises the stroke entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });
  it.each([
    'bad chest infection with a fever and now I am slurring',
    'had a few drinks but now she is slurring and very drowsy with a high temperature',
  ])('still raises sepsis for slurring beside an infection or a fever: "%s"', (message) => {
    expect(triageByRules(message)).toContain(SEPSIS);
  });
});
