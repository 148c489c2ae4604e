/*
 * A 'when' clause straight after a mention tells when it happened: dated long ago ('overdid the ibuprofen when my back
 * went last year'), it is history; dated now, or with a return told after, it is not.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('dated by a when clause', () => {
  it.each([
    'took too many codeine when my back went last night, feel sick',
    'I swallowed all my pain pills when I got home an hour ago',
    'overdid the co-codamol when my back went last year and again this morning, I feel dizzy',
    'took 20 paracetamol when my husband left this evening',
    'I took too many of my tramadol when the pain got bad today, what do I do',
    'overdid it on the ibuprofen when my neck went on Saturday and now I keep being sick',
  ])('raises an overdose told now: %s', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'I overdid the ibuprofen when my back went last year and got an ulcer, all healed. Which painkillers are safe?',
    'took too many codeine when I hurt my neck in 2019, constipated for weeks. Is there something gentler?',
    'overdid the naproxen when my sciatica flared a few years ago, my GP stopped it. What else can I take?',
    "I took too many anti-inflammatories when I slipped my disc back in 2018 and my kidneys didn't like it. Safe options now?",
    'Mum overdid her painkillers when she broke her hip years ago. Can she have physio for her back?',
    'I doubled up on my diclofenac when my back was at its worst two years ago and got gastritis. Is paracetamol ok?',
  ])('keeps an old overdoing as history: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
