/*
 * A symptom that began long ago and is said, after it, to be still there, back or changing now is a current report;
 * the time of long ago dates its start, not the symptom.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a state begun long ago, told after it to be still there or changing now, with no settling between', () => {
  it.each([
    ['cauda-equina-both-legs', 'three years back both my legs went weak and they still are, worse since monday'],
    ['cauda-equina-both-legs', 'in 2018 my feet both went numb and they still are. Worse again these last few days.'],
    ['cauda-equina-both-legs', 'Both of my thighs went numb as a student and now it is spreading to my knees'],
    ['cauda-equina-bladder', 'started leaking wee back in 2017 and it has got worse this month'],
    ['cauda-equina-saddle-numbness', 'my bottom went numb about five years ago. It keeps getting worse.'],
    ['cancer-lump-or-shape-change', 'found a lump on my spine as a teenager and it is growing now'],
  ])('is current (%s): %j', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'both my feet went numb in 2018 after a slipped disc, it settled in a few weeks and I have been fine since',
    'five years ago I had numb feet, both of them, from a disc. Could it come back?',
    'wet myself a bit in 2017 after my son was born, all sorted with physio, but my back is worse this week',
    "my dad's feet went numb years ago with his MS; his back is getting worse",
    'both my feet went numb on a long trek in 2016, it went after a week of rest. Trekking again in May, should I worry?',
    'I lost control of my bladder for a bit five years ago, it went after the baby came. Should I still tell the midwife?',
    'as a teenager I found a lump on my spine that was getting bigger, they cut it out and I have had no trouble',
    'in 2012 both my legs went weak and were worse every week, then the op fixed it',
  ])('leaves an old state with no change of it now, or a change of something else, ordinary: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a state begun long ago and only told to be still there, or told unchanged, is long standing', () => {
  it.each([
    'both my feet went numb back in 2016 after a prolapse and they are still numb now, can I go running?',
    'I lost control of my bladder after my second baby years ago and it still leaks a little when I cough',
    'my bum went numb about six years ago and is still a bit numb, no worse than it was',
    'found a lump on my spine as a teenager, still there, my GP says it has stayed the same',
    'my bottom went numb back in 2017, it keeps getting worse in the cold but it has stayed the same this year',
  ])('ordinary: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['cauda-equina-both-legs', 'back in 2016 both my feet went numb and they still are, worse since the weekend'],
    [
      'cauda-equina-bladder',
      'I started leaking wee years ago after my first baby and it still happens, getting worse now',
    ],
    ['cancer-lump-or-shape-change', 'found a lump on my spine as a teenager, it is still there and it has got bigger'],
  ])('still there and changing now is current (%s): %j', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
