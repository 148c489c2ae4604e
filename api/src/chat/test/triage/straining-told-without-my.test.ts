/*
 * Straining at stool told as a nurse or a GP writes it, with no 'my': 'pain on opening bowels', 'on passing a stool',
 * 'when bowels open'. Bowels told to open normally, or asked of a remedy, stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('straining at stool told without my', () => {
  it.each([
    'Pain on opening bowels going into the back for two weeks now, what should I do?',
    'Sharp pain in my lower back when bowels open, started a month ago',
    'Mum gets lower back pain on passing a stool, worse each week',
    "he's had back pain on passing stools since Christmas",
    'low back ache, worse on opening bowels. No other problems',
    'My back hurts whenever bowels move, it has been like this for three weeks',
  ])('raises pain on straining at stool told with no possessive: %s', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    'my bowels are opening normally with no pain, just a stiff back after gardening',
    'Bowels opening fine, the back aches after a long drive. Any stretches?',
    'Can I take a laxative for opening bowels after my op? My back is a bit stiff',
    'The nurse asked if my bowels were opening ok, they are. Back still a bit sore',
    'bowels open every day no problem, back twinge from lifting the shopping',
    'Passing a stool is fine for me now, just wondering about posture on the loo',
  ])('keeps ordinary bowels opening normally or asked about: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
