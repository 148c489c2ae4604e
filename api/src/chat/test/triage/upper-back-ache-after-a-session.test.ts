/*
 * An ache between the shoulder blades after a swim, a session of exercise or a massage's tight spot: mechanical, unless
 * the heart's, the aorta's or cancer's other signs come with it, or the cause is denied.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const ENTRY = 'cancer-between-shoulder-blades';

describe('an ache between the shoulder blades after a swim, a session or a tight spot', () => {
  it.each([
    'took up swimming front crawl last month and my muscles between my shoulder blades ache today',
    'swam forty lengths this morning and now it is a bit sore between my shoulder blades',
    'sore between the shoulder blades after my swim yesterday, is that normal?',
    'the rows my trainer set me leave me achy between the shoulder blades for a day after each session',
    'aching between my shoulder blades following every session with my PT, any tips?',
    'my osteo said there is a tight spot between my shoulder blades, it aches a little',
    'a trigger point between my shoulder blades is sore when pressed',
  ])('reads as ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'constant pain between my shoulder blades that wakes me at night, I swim most days',
    'pain between my shoulder blades after my swim and I am short of breath and sweating',
    'I had breast cancer and now there is pain between my shoulder blades after every gym session',
    'pain between my shoulder blades, not from swimming, it came on for no reason',
    'sore between my shoulder blades for six weeks, I have lost weight without trying, I used to swim',
    'a deep ache between my shoulder blades for a month, no exercise at all',
  ])('still raises: %s', (message) => {
    expect(triageByRules(message)).toContain(ENTRY);
  });
});
