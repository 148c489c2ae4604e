/*
 * A child who got hold of tablets, with every tablet then counted and found there ('we counted and every tablet is
 * there'), took none. A count that comes up short, or cannot be made, still raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const OVERDOSE = 'overdose-or-poisoning';

describe('tablets got hold of, then counted and all there', () => {
  it.each([
    ['every tablet there', 'my toddler got hold of the paracetamol bottle but we counted and every tablet is there'],
    ['all accounted for', 'my son got hold of my co-codamol, we counted them all and they are all accounted for'],
    ['none missing', 'the baby got hold of the ibuprofen packet, I counted and none are missing'],
    [
      'all still there',
      "my 3 year old got hold of the pill pot but all the tablets are still there, the cap wasn't off",
    ],
    [
      'nothing missing',
      "my daughter got hold of nana's tablets, we counted, nothing missing, she was just shaking the box",
    ],
    [
      'the full count there',
      'the dog and my toddler got hold of the calpol bottle, it is full and the seal is unbroken, all 16 tablets there',
    ],
  ])('does not raise overdose for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });

  it.each([
    ['some missing', 'my toddler got hold of the paracetamol bottle, we counted and two tablets are missing'],
    ['cannot count', 'the toddler ate some of the tablets, we can not count them'],
    ['the cap alone', 'my toddler got hold of the paracetamol bottle but the child cap was still on'],
    ['not all there', 'my son got hold of my co-codamol, not all the tablets are there'],
    ['not sure', "my 2 year old got hold of the tablets, I'm not sure if they are all there"],
    ['swallowed one', 'my toddler got hold of my tablets and swallowed one, the rest are all there'],
  ])('raises overdose for %s', (_case, message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });
});
