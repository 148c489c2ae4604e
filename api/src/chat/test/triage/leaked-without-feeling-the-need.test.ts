/*
 * A leak of urine without feeling the need to go ('I've leaked, didn't feel I needed to go') is the bladder's
 * sensation lost: cauda equina (999), and the writer's own even when a relative's cauda equina, long ago, is told
 * first. Not feeling the need to go somewhere, or a relative's old episode told as theirs, stays ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('leaked without feeling the need to go', () => {
  it.each([
    "my mum had cauda equina years ago and had surgery. now it's me - back agony since Saturday and I've leaked, didn't feel I needed to go",
    "my brother had cauda equina in 2019. This time it's me, my back's gone and I've wet my pants, didn't even feel I needed to wee",
    'sore back for a week and I just found I had leaked, never felt like I had to go',
    "Dad had back surgery years ago. Now me: back pain all week and I didn't feel I needed to pee, just found my knickers wet",
    "my wife had cauda equina surgery in 2018. I've got a bad back now and this morning I leaked and didn't feel I needed to go",
    "she's leaking and says she doesn't feel she needs to wee, her back is bad since the fall",
  ])('raises a leak not felt coming: %s', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });

  it.each([
    "I didn't feel I needed to go to A&E, my back is better now",
    "I didn't feel I needed to go to the physio this week, the stretches are working",
    "my dad had cauda equina years back and had the op, he's fine now. I've just got a stiff back, any stretches?",
    'I leak a bit when I sneeze since having the twins, my back ache is mild. Is pilates ok?',
    'Honestly I never felt like I had to go private, the NHS physio was great for my neck',
    "my mum had cauda equina in 2015 and had surgery, all fine since. I'm just asking about my own sore shoulder",
  ])('keeps ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
