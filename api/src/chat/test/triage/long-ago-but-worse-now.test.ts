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
