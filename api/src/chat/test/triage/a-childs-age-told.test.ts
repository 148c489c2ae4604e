/*
 * Ages told of someone (mention-context/people.ts CHILD_AGES): a child is under 18, so an age group is children only
 * when its members are all under 18 ('U16s', not 'U21s').
 */
import { triageByRules } from '../../domain/triage/triage-message';

const CHILD_BACK_PAIN = 'child-back-pain-night-or-fever';

describe("an age group is children only up to 'under-18s'", () => {
  it.each([
    'one of my U18s has had back pain for five weeks and it wakes him at night',
    'a girl in my under-10s has had back ache for a month and she looks poorly',
    'I coach netball, one of my under 16s has a sore back for six weeks and she wakes at night with it',
    'one of my U9s has had back pain for a month now and he has a temperature of 38.5',
    'a player in my under-18s has a sore back that has gone on six weeks and he says it wakes him at night',
    'one of my under-12s has had a bad back for five weeks, now she is running a fever',
  ])('is a child with back pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain(CHILD_BACK_PAIN);
  });

  it.each([
    'one of my U21s has had back pain for five weeks and it wakes him at night',
    'a lad in my under 23s has had back ache for a month and he looks poorly',
    'a player in my under 20s has a sore back that has gone on six weeks and he says it wakes him at night',
    'one of my under-19s has had back pain for five weeks and it wakes her at night',
    'one of my U23s has had a bad back for five weeks, now he is running a fever',
    'a girl in my U21s has had back pain for a month now and she has a temperature of 38.5',
  ])('is an adult, not a child: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(CHILD_BACK_PAIN);
  });

  it('still raises what an adult in an age group tells', () => {
    expect(triageByRules('one of my U21s has had back pain for five weeks and it wakes him at night')).toContain(
      'cancer-night-pain',
    );
    expect(triageByRules('a lad in my under 23s has had back ache for a month and he looks poorly')).toContain(
      'infection-feeling-unwell',
    );
  });
});
