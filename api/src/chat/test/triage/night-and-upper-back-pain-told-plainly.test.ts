/*
 * Red flags told plainly, in everyday or second-language words: the place between the shoulder blades named by its
 * bones, night pain told by what rest and lying down fail to do, a plan ready for a night alone, a face not the
 * same on both sides.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('the shoulder blades called the two shoulder bones', () => {
  it.each([
    'since two months I have ache in the middle of my two shoulder bones, it is not going',
    'my father has pain in middle of both shoulder bones, many weeks now, every day more',
  ])('raises pain between the shoulder blades for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-between-shoulder-blades');
  });

  it.each([
    'I fractured one shoulder bone falling off my bike as a teenager, is swimming ok?',
    'my shoulder bones click when I roll my arms, no pain',
  ])('stays quiet for one shoulder, or a click without pain: %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-between-shoulder-blades');
  });
});

describe("'laying' said for lying: a pain that rest does not ease", () => {
  it.each([
    "the pain in my lower back won't go away even when I'm laying down, it's there all the time",
    'my neck throbs even laying flat in bed, for three weeks now',
  ])('raises night pain for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'my back aches after laying the patio all weekend',
    'the GP looked at my back last month, the ache laying down has settled and I sleep fine now',
  ])('stays quiet for laying a thing, or a night pain seen and settled: %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });
});

describe("rest that makes 'zero' or 'absolutely no' difference to the spine", () => {
  it.each([
    'lying down makes zero difference to his neck, the ache is there day and night',
    'resting makes zero difference to my lower back, it pounds away even in bed',
  ])('raises night pain for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'changing my mattress made zero difference to my back, still stiff in the mornings',
    'a new pillow makes zero difference to my neck, any tips?',
  ])('stays quiet for a mattress or a pillow that did nothing: %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });
});

describe("up at night with the spine's pain named bare, with no 'my' before it", () => {
  it.each([
    'my husband has been up every night for a fortnight with back pain that never settles',
    'she has been up most nights lately with lower back ache',
  ])('raises night pain for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'up every night with back to back feeds, my back aches a bit in the day',
    'the physio saw my back pain last week and said it was settling; I was awake most nights with back ache then but sleep fine now',
  ])('stays quiet for feeds back to back, or night pain assessed and settled: %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });
});

describe('a face whose two sides are told apart, not the same or different on one side', () => {
  it.each([
    "grandma's face is not same both sides since she woke from her nap",
    "his mouth doesn't look the same on both sides, it came on in the last hour",
    'her smile looks different on the left side all of a sudden',
  ])('raises stroke signs for %j', (message) => {
    expect(triageByRules(message)).toContain('stroke-signs');
  });

  it.each([
    'my face has never been the same on both sides, always a bit uneven, is that to do with my neck?',
    'the two sides of my garden fence are not the same height',
  ])('stays quiet for a face always so, or a thing: %j', (message) => {
    expect(triageByRules(message)).not.toContain('stroke-signs');
  });
});

describe('being left alone told as what one does not trust oneself with', () => {
  it.each([
    "I honestly don't trust myself to be on my own this weekend",
    "he says he doesn't trust himself to be left alone right now",
    'she does not trust herself to stay by herself at the moment',
  ])('raises immediate danger for %j', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    "I don't trust myself to drive alone yet after the op on my back",
    'got everything ready for the move tonight, my back is killing me already',
    "my mum doesn't trust me to be alone with the new puppy",
  ])('stays quiet for a task alone, a move made ready, or another who does not trust: %j', (message) => {
    expect(triageByRules(message)).not.toContain('self-harm-immediate-danger');
  });
});

describe("'never in her life' told of another as of oneself: a pain new now, not denied", () => {
  it.each([
    'grandad has never had neck pain in his life and now he is up every night with it, nothing eases it',
    'she is 78, never had a bad back in her life, now she is awake most nights with it and rest does not help',
  ])('raises night pain for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'my mum has never had back pain in her life, is it normal to get stiff hips at 80?',
    'he has never had neck trouble in his life, his poor sleep is from the new baby',
  ])('stays quiet with no night pain told: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('the spine worse at night told in note form, the verb left out', () => {
  it.each([
    'neck worse at night for a month, never used to be',
    'his lower back much worse in bed these days and he is 70',
  ])('raises night pain for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'my knee pain came back worse at night',
    'back worse at night after a day of gardening, fine by the morning',
  ])('stays quiet for another part coming back, or a day’s work gone by morning: %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });
});
