import { triageByRules } from '../../domain/triage/triage-message';

describe('an episode dated last week or weekend, told over two sentences later, is history', () => {
  it.each([
    'Ran a temperature of 38.8 last week with flu. My lower back throbbed along with it. All gone now. Can I book a massage?',
    'Burning up with a fever last weekend from a chest cold. Spent Sunday on the sofa. Fine now. Just my usual stiff back.',
    'A high temperature last week with a sickness bug. My back ached with everything else. Much better now. When is my follow-up?',
    'Feverish and shivery last weekend with a cold. Back was sore from lying down all day. Back to normal now. Any stretches?',
    'My daughter had a fever last week with tonsillitis. Her back ached with it. She is fine now. Can she go to gymnastics?',
    'Had a temperature last week with Covid. My neck and back ached. Better now, so can I rebook my injection?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['Had a temperature of 39 since last night and my back is agony', 'infection-fever'],
    [
      'Feverish last weekend with a cold. My back has been agony since. Better now but the fever is back today.',
      'infection-fever',
    ],
    ['Had a temperature last week. Today my back is agony and I am shivering. Fine now otherwise.', 'infection-fever'],
    [
      'Shivery and feverish last weekend. My back aches and I still have a temperature. All better now apart from that.',
      'infection-fever',
    ],
    [
      'A fever last week with flu. My back ached with it. It went but it has come back this morning.',
      'infection-fever',
    ],
    [
      'Had a temperature last week. My back ached with it. The ache has gone now. Still running a temperature of 38.5 though.',
      'infection-fever',
    ],
    [
      'Feverish last week with a cold. My back hurt. Then nothing for a while. Fine now, except the fever is back tonight.',
      'infection-fever',
    ],
  ])('still raises a fever that goes on or is back: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
