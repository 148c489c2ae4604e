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

describe("a dribble told alone, in a sentence that names the mouth, the chin or drool and nothing of urine, is the mouth's", () => {
  it.each([
    "his mouth is droopy on the right and he's dribbling",
    'she keeps dribbling down her chin, the left side of her face has dropped',
    'our baby is teething and dribbling all over his bib',
  ])('does not raise the bladder entry for "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('cauda-equina-bladder');
  });
  it.each([
    'I keep dribbling and my back is agony',
    'my mouth is dry and I keep dribbling wee',
    'I keep dribbling, my pants are wet all the time, and my lips feel numb',
  ])('still raises it for a dribble with no mouth, or told with urine or wet clothes: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });
  it('still raises the stroke entry for the face that dropped beside it', () => {
    expect(triageByRules("his mouth is droopy on the right and he's dribbling")).toContain(STROKE);
  });
  it.each([
    "grandma's lips won't close on one side and her drink dribbles out",
    "his eye doesn't shut on the left any more",
  ])('raises the stroke entry for a mouth or eye that will not close on one side: "%s"', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });
  it.each(["my jaw won't close properly on the right when I yawn", "the bathroom door won't close on the left"])(
    'does not raise it for a jaw or a thing that will not close: "%s"',
    (message) => {
      expect(triageByRules(message)).not.toContain(STROKE);
    },
  );
});
