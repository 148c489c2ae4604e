/*
 * Ages told of someone (mention-context/people.ts CHILD_AGES): a child is under 18, so an age group is children only
 * when its members are all under 18 ('U16s', not 'U21s'); a small child, whose struggle to breathe no blocked nose
 * accounts for, is under 3, or aged in days, weeks or months, however the age is told.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const CHILD_BACK_PAIN = 'child-back-pain-night-or-fever';
const COLLAPSE = 'collapse-unconscious-or-not-breathing';

describe('a name or a group member told with an age under 3, or in months, weeks or days, is a small child', () => {
  it.each([
    'Ella (2) is struggling to breathe with her blocked nose',
    'Jack, 18 months, is struggling for breath with a stuffy nose',
    'Jack, 9-month-old, is fighting for breath with his nose all congested',
    'Ella, aged 2, is battling to breathe with a really stuffy nose',
    'Ella (6 weeks old) is gasping for air with her cold',
    'Can you help, Noah (20 months) is really struggling to breathe with his blocked nose',
    'one of my mindees, age 2, is struggling to breathe with a blocked nose',
    'a toddler in my nursery group, 20 months, is struggling to breathe with a blocked nose',
    'one of my mindees (18 months) is gasping for air with his cold',
    'one of my toddlers is struggling for breath with a stuffy nose',
    'I am a childminder and a baby in my care is fighting for breath with her congested nose',
    'my son, 18 months, is struggling for breath with a stuffy nose',
  ])('raises a struggle to breathe beside a blocked nose: "%s"', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });

  it.each([
    'Ella (9) is struggling to breathe with her blocked nose',
    'Jack, aged 4, is struggling for breath with a stuffy nose',
    'one of my mindees, aged 6, is struggling to breathe with a blocked nose',
    'one of my pupils (7) is battling to breathe with a really stuffy nose',
    'Since March, 3 months, I have been struggling to breathe with a blocked nose',
    'Physio, 6 weeks, no better, and I am struggling to breathe with this stuffy nose',
    'Jack, 18 months, has a snuffly nose, can I use saline drops?',
    'a toddler in my nursery group, 20 months, is snoring loudly with his cold',
  ])('keeps an older child, a time told, or a small child with a snuffly nose, ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

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
