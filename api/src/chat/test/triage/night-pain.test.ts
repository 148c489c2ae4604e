/*
 * Night pain and pain at rest: pain that wakes one or keeps one up, lying down that hurts, rest that does not ease it; and
 * a bed, a baby or a posture that accounts for a night ache.
 */
import { triageByRules } from '../../domain/triage/triage-message';
import { raised } from './triage-test-helpers';

describe('pain that rest does not ease', () => {
  it("reads 'doesn't change when I rest' as pain rest does not ease, not as a symptom unchanged for years", () => {
    expect(
      triageByRules("my lower back aches worst in the night and it doesn't change if I lie down or walk about"),
    ).toEqual(['cancer-night-pain']);
    expect(triageByRules("my lower back aches in the night, it hasn't changed in ten years")).toEqual([]);
  });
});

describe('a night ache the bed accounts for', () => {
  it.each([
    "My lower back aches more at night but it's fine when I stay at my mum's, must be our bed",
    "My back pain is worse at night, I reckon it's the mattress",
  ])('reads a night ache gone on another bed, or put down to the bed, as the bed’s: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "My back pain wakes me every night, even when I sleep at my sister's on her new mattress",
    'The back pain wakes me at night whatever bed I sleep in',
    "My back pain is worse at night, it's the worst when I lie down and rest",
  ])('still raises a night pain that no bed changes: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });
});

describe('the night told after the pain, or the pain as what gets one up', () => {
  it.each([
    // The night first and the pain after it; the pain as what gets one up.
    ['cancer-night-pain', 'my lower back pain is manageable by day, but in bed it becomes agony'],
    ['cancer-night-pain', 'the ache in my neck drags me out of bed in the early hours'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['a night out that was agony', 'the night out was agony, my feet hurt in those heels'],
    ['the alarm gets one up', 'my alarm gets me up at 5am and my back is a bit stiff'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });
});

describe('the spine fine by day, the night left to say the pain', () => {
  it.each([
    ['cancer-night-pain', "my back's okay through the day but come night it's unbearable"],
    ['cancer-night-pain', 'neck is alright in the daytime, nights are horrendous'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['fine by day, and at night too', 'my back is fine in the day and sleeps fine at night, just stiff'],
    ['fine by day after physio', 'my neck is good in the day now, the exercises helped'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });
});

describe('up at night to pass water; a place told only against another', () => {
  it.each([
    ['the bladder that gets one up', 'my bladder gets me up at night and my back aches'],
    ['the prostate that wakes him', "his prostate wakes him up during the night and his lower back's stiff"],
  ])('does not raise night pain for %s', (_case, message) => {
    expect(raised(message)).not.toContain('cancer-night-pain');
  });

  it('still raises night pain when the back pain itself gets one up beside the bladder', () => {
    expect(triageByRules('my bladder gets me up at night, and my back pain wakes me too')).toContain(
      'cancer-night-pain',
    );
  });

  it.each([['higher up than before', 'the stiffness has moved higher up my back since Monday']])(
    'does not raise the upper back for %s',
    (_case, message) => {
      expect(triageByRules(message)).not.toContain('cancer-between-shoulder-blades');
    },
  );

  it('still raises the upper back told high up in it', () => {
    expect(triageByRules('a constant ache high up in my back that is there at rest')).toContain(
      'cancer-between-shoulder-blades',
    );
  });
});

describe('a stiffness found on waking after a night in one posture', () => {
  it.each([
    'my teenager slept on his stomach the whole night and woke up with a sore back, should he stretch?',
    'slept on the couch all night and woke with an achy lower back, is a heat pad ok?',
    'fell asleep lying on my arm all night and woke up with a stiff neck, any stretches?',
  ])('reads it as what the posture left, not night pain: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I slept on my front and the pain in my back woke me at 3am, it does every night',
    'I slept on my side and woke with my back in agony, it has woken me every night this week',
    'my back pain wakes me every night even though I slept on my back',
  ])('still raises a pain that wakes one at night: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });
});

describe('rest named with a verb of being; up at night with the pain told before', () => {
  it.each([
    ['resting, with is', "her lower back aches even while she's resting"],
    ['up with it', 'his neck pain has been awful, he is up walking round the house most nights with it'],
  ])('raises night pain for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it('does not raise night pain for one up with a baby', () => {
    expect(triageByRules('my back is a bit stiff, I am up every night with the baby')).not.toContain(
      'cancer-night-pain',
    );
  });
});

describe('lying down that makes the spine hurt; rest that does nothing for it', () => {
  it.each([
    ['lying down, the spine named first', 'lying down makes her back ache more than standing'],
    ['rest that does nothing', "resting doesn't touch it, my lower back aches whatever I do"],
    ['the pain that gets one up', 'there is a dull ache in her spine that drags her out of bed in the night'],
    ['lying flat past bearing', "my back is bad and I can't lie flat at all now"],
  ])('raises night pain for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it('does not raise night pain for lying down that eases the back', () => {
    expect(triageByRules('lying down makes my back feel better after work')).not.toContain('cancer-night-pain');
  });
});

describe('a pain that keeps one from something other than sleep', () => {
  it.each([
    ['an outing', 'the ache in my spine stops me getting to the swimming pool'],
    ['work', 'her back pain keeps her from work most weeks'],
  ])('does not raise night pain for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });

  it.each([
    ['stopped from sleep', 'the pain in his back stops him from getting off to sleep'],
    ['kept up', 'my lower back ache keeps me up'],
    ['woken', 'the pain in my back wakes me'],
  ])('still raises night pain for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });
});

describe('night pain woken by a pain of some kind; a spinal pain with a time or a region', () => {
  it.each([
    ['woken by an ache', 'she is woken by a gnawing ache in her low back in the small hours'],
    ['a time between pain and place', 'aching through the night in my neck, and it has been weeks'],
    ['a region named', 'waking in the night with thoracic pain, new this year'],
  ])('raises night pain for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it('does not raise night pain for a neck stiff on waking or a sleep broken by a baby', () => {
    expect(triageByRules('woke up with a stiff neck from a draughty window')).toEqual([]);
    expect(triageByRules('woken by the baby twice and my neck is a bit stiff')).toEqual([]);
  });
});

describe('nights up with the pain, and bed dreaded for it', () => {
  it.each([
    "he's up every night walking about because of the back pain",
    "I dread going to bed because of the ache in my spine, it's every night",
    "she can't sleep for the back pain",
  ])('raises cancer-night-pain for "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'I dread going to bed because my partner snores, my back is fine',
    "I'm up all night with the baby and my back aches from carrying her",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('the night told first, then the pain or the spine', () => {
  it.each([
    'at night my neck pain is dreadful',
    'in the night my back it is very big pain, night time it is so painful',
    'from 2am my lower back is aching and I have to get up',
    'the ache in my back gets me up at 5 most days',
  ])('raises cancer-night-pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'at night the house is big and quiet, my back aches a little after work',
    'in the night the baby is awful, my back is sore from carrying her',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('back pain that comes the moment one lies down for the night', () => {
  it.each([
    'I get a deep ache in my spine as soon as I get into bed',
    'the minute he lies down his back starts to throb',
  ])('raises night pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    "my back aches when I sit all day but as soon as I get into bed it's fine",
    'the second I get into bed my feet are freezing',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('"it used to ease when I rested" is the relief that was, not a time long ago nor rest easing it now', () => {
  it.each([
    'my back pain is worse at night now, it used to settle when I lay down',
    'his neck wakes him every night now, it used to ease off when he rested',
    'the pain in her back is worse at night and it used to get better in bed',
  ])('raises night pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'years ago my back pain was worse at night, it used to ease when I rested',
    'my back pain eases when I rest in bed, it used to ease off quicker',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
