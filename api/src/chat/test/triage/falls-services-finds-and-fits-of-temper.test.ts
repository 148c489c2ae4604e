/*
 * Words of a red flag lent to ordinary talk: a falls team or clinic (a service, no fall), a thing picked up on a scan
 * (found, not lifted), and a fit someone will have when they see a bill (a temper, not a seizure). A fall, a lift or
 * a fit told as happening still raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a falls service, a finding picked up on a scan, a fit of temper to come', () => {
  it.each([
    'my gran has osteoporosis, the falls clinic see her every year, no falls at all. Can she book a review?',
    'Mum has brittle bones and is under the falls prevention service, she has not fallen. Do you see people like her?',
    'he has osteoporosis and the GP referred him for a falls assessment as a precaution, nothing has happened',
    'my osteopenia was picked up on a DEXA scan, I am on calcium and feel fine. Should I see you?',
    'her thinning bones were picked up by a bone density test last year, no pain, taking alendronate',
    'my husband will have a fit when he sees the bill for the MRI. Can I pay in instalments?',
    "Dad's going to throw a fit if I book him in without asking, he hates doctors. How long is a first appointment?",
    'my wife is gonna have a fit about the cost of the op, do you take insurance?',
  ])('reads as ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['my gran has osteoporosis and had a fall this morning, now her back is agony', 'trauma-fragile-bones'],
    [
      'Mum has osteoporosis, the falls team visit weekly, but she fell in the garden today and her back hurts',
      'trauma-fragile-bones',
    ],
    ['I have osteoporosis and picked up my grandson this morning and felt a crack in my back', 'trauma-fragile-bones'],
    ['my husband had a fit when he stood up and is not waking up properly', 'collapse-unconscious-or-not-breathing'],
    ['she is having a fit right now and it will not stop', 'collapse-unconscious-or-not-breathing'],
    [
      'my son has just had a fit, his first ever, when he got home from school',
      'collapse-unconscious-or-not-breathing',
    ],
  ])('still raises: %s', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
