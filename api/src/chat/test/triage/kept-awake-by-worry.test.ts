/*
 * Kept awake by a worry, not woken by a pain: the worry's own words (its span) account for the waking they tell, and
 * nothing told beside them, in their clause or not; the spine's pain that wakes one still raises, worry or not.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('awake with a worry', () => {
  it.each([
    'lie awake at night worrying about my mortgage, not my back',
    "can't sleep for worry about my son",
    'the stress keeps me up',
    'I have a sore lower back and I lie awake at night worrying about the bills',
    'my back aches a bit and the stress keeps me up',
    "I'm up all night fretting over the house move, my neck is a bit stiff",
    'sleepless nights worrying about my dad, my upper back is tight from hunching at the desk',
    'Awake most nights with worry about my exams, back pain is a 2 out of 10',
    'I can not sleep for the stress at work and my lower back has been sore since the gym',
  ])('reads %j as a worry, not night pain', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });

  it.each([
    'I lie awake at night worrying about my back, the pain wakes me every night',
    'I lie awake at night worrying about money, the back pain wakes me every night',
    'I lie awake at night with worry, my back pain wakes me',
    "can't sleep for worry about my son, and my back pain is worse at night and wakes me",
    'my back pain and the stress keep me up',
    'my back pain wakes me at night and then I lie awake worrying',
    'awake every night with my back, worried sick',
    'the pain in my spine keeps me awake, I am so stressed',
    'up all night stressing about work, and my neck pain is worst when I lie down',
  ])('still raises the spine’s night pain beside a worry: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });
});
