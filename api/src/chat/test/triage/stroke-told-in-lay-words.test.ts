/*
 * A stroke's signs told in lay words: speech 'a bit slurry' or 'all garbled', words coming out funny or the wrong
 * ones, talk like a drinker's from one who has not drunk, a mouth gone down at one side, one side not felt, both arms
 * raised and one drifting down.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const STROKE = 'stroke-signs';

describe("a stroke's signs in lay words", () => {
  it.each([
    'my dad keeps dropping things with his left hand and his speech is a bit slurry today',
    "grandma's speech is all garbled and she can't lift her arm",
    "dad's arm went dead and floppy and his words are coming out funny",
    'my speech is coming out wrong, I know what I want to say but the wrong words come out',
    'mum keeps saying the wrong words since her nap',
    "nan's talking like she's had a skinful but she's teetotal",
    'his mouth has gone down at one side and hes dribbling',
    "can't feel my left side at all and my leg keeps giving way",
    "my wife can't raise both arms, her left one keeps drifting down",
  ])('raises the stroke entry for %j', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });
  it.each([
    "I can't feel the left side of my foot since the op",
    "I can't lift both arms above my head since my shoulders went",
    'the speech on the recording is a bit garbled',
  ])('stays ordinary for %j', (message) => {
    expect(triageByRules(message)).not.toContain(STROKE);
  });
});

describe("a stroke's signs in more lay words", () => {
  it.each([
    "wife's mouth is all twisted to one side and she's dribbling her tea",
    "my mum's talking rubbish and her mouth's drooping",
    "grandad sounds drunk but he hasn't touched a drop, his words are all mushed",
    "my husband's leg and arm on the right have gone weak all of a sudden",
    "think my nan's had a stroke, she can't speak",
    "I think she's had a stroke",
    'hubby went to answer me and just came out with gibberish',
    "he's mumbling nonsense and can't grip anything with his right hand",
  ])('raises the stroke entry for %j', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });
  it.each([
    'her face is twisted in pain',
    'I think he has had a stroke before, years ago',
    'my baby babbles nonsense all day',
  ])('stays ordinary for %j', (message) => {
    expect(triageByRules(message)).not.toContain(STROKE);
  });
});
