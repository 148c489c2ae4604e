/*
 * An injury told as what hurts, placed nowhere in the body, is (told to a spine clinic) the spine's, as an unplaced
 * pain is: worse at night and waking one, it is night pain. An injury placed elsewhere (a knee), or one worse at
 * night only after a long day and eased by lying down, stays ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('night pain of an injury placed nowhere', () => {
  it.each([
    "I put it down to a running injury, but it's been six weeks and it keeps waking me at night even when I lie still",
    'Thought it was just a strain from football. It wakes me every night now, a month on, and rest does nothing',
    'probably a sprain from the trampoline, except it is worse at night than in the day and keeps waking me',
    "He's sure it's a work injury but it's been weeks and it wakes him in the night whatever he does",
    'I assumed it was a tweak from the gym but now it is worse lying in bed and it keeps waking me up',
    "she says it's an old netball injury, though it has started waking her at night, even lying totally still",
  ])('raises night pain of an injury the message places nowhere: %s', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'I hurt my knee at the gym, the injury is worse at night and keeps waking me',
    'Old rugby injury, a bit worse at night after a long day at work, but it eases once I lie down',
    "It's a gym injury, sore in the evening after a long day, fine by the morning",
    'The strain from football is a bit sore at night after a long day, but it eases once I lie down. Should I stretch?',
    'My ankle sprain wakes me when I turn over in bed, is that normal?',
    'An old shoulder injury is achy at night after a long day of painting, better once I rest',
  ])('keeps ordinary an injury placed elsewhere or eased by rest: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
