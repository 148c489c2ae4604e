/*
 * Spinal pain told in everyday words, placed by a stretch of the spine, as 'it' or 'the pain', or as worse than before:
 * the reading the entries that need a painful spine are built on.
 */
import { reportedConcepts, triageByRules } from '../../domain/triage/triage-message';

describe('spinal pain told in everyday words', () => {
  it.each([
    ['said to have been really painful', 'my lower back has been really painful'],
    ['said in everyday words to hurt', 'my back only really bothers me'],
    ['said in everyday words to hurt', "my neck's been giving me gyp"],
    ['said to have flared up', 'my lower back has flared up again'],
  ])('reads spinal pain %s', (_case, message) => {
    expect(reportedConcepts(message).map((found) => found.concept)).toContain('spinal-pain');
  });
});

describe("a spine said to be 'getting much worse' is a spinal pain", () => {
  it.each([
    "I'm on methotrexate for my arthritis and my neck has been getting a lot worse",
    'he is on chemo and his lower back is getting steadily worse',
  ])('raises infection risk: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });

  it('is no alarm: "my knee has been getting worse but my back is fine"', () => {
    expect(triageByRules('my knee has been getting worse but my back is fine')).toEqual([]);
  });
});

describe('spinal pain placed by a stretch of the spine, or told as worse than before', () => {
  it.each([
    'I had bowel cancer treated in 2016 and I have been clear since. Lately there is a steady ache in my upper to mid back that will not shift.',
    'Prostate cancer a few years back, all done. For a fortnight now a dull ache higher up in my back, could you see me?',
  ])('reads a spinal pain placed by a stretch of the spine or by how high it sits: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
  });

  it.each([
    'My aunt had breast cancer; my upper and lower back feel fine, it is my knee that aches.',
    'I had cancer years ago. I carry the shopping higher up my back in a rucksack now and it is fine.',
  ])('still reads no spinal pain where the spine is well: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My husband has had a bad back since the nineties. This week he has been shivery with a high temperature and his back is far more sore than it normally is.',
    'Long-time patient here, lumbar fusion in 2012. Since Sunday I have felt really poorly, no appetite, and my back feels a lot more painful.',
  ])('reads a spine told as more painful than before as a spinal pain now: "%s"', (message) => {
    expect(triageByRules(message).some((entry) => entry.startsWith('infection-'))).toBe(true);
  });

  it.each(['My back is no more painful than it was after the op, and I feel well in myself.'])(
    'still reads a spine no more painful as no new pain: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe("a pain told only as 'it' or 'the pain', its place named just before", () => {
  it.each([
    ['cancer-night-pain', "My back has been bad for ages. It's worse when I lie down and wakes me up."],
    ['cancer-night-pain', "I've had neck pain for years. It doesn't ease when I rest and it's worse at night lately"],
    [
      'cancer-night-pain',
      "my back's grand at the desk, but the second I lie down it's aching and I'm awake half the night",
    ],
    [
      'infection-fever',
      "Disc trouble in my neck since 2020. This week the pain has worsened and I've had a temperature of 38.6",
    ],
  ])('raises %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    "my knee has been bad for ages. It's worse when I lie down and wakes me up.",
    "I've had neck stiffness for years. It eases when I rest and I sleep fine",
    'Disc trouble in my neck since 2020, all fine now. I had a temperature of 38.6 with flu last week',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('back pain begun, told with a word of degree between', () => {
  it.each([
    "he's on chemotherapy and his back has really started aching",
    "I'm on chemo and my neck has started properly hurting",
    'she has myeloma and her back has suddenly begun to ache',
  ])('raises new spinal pain with cancer: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
  });

  it.each(['my back has started really aching since I started running'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a pain the spine has got, told with words for its kind between', () => {
  it.each([
    'I feel awful in myself and my back has developed a dull nagging ache',
    "I feel really rough in myself this week and my neck's got this horrible deep pain",
  ])('raises feeling unwell with back pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-feeling-unwell');
  });

  it('reads the pain alone: "my back has got this really deep burning pain"', () => {
    expect(triageByRules('I had breast cancer and my back has got this really deep burning pain')).toContain(
      'cancer-history-new-spinal-pain',
    );
  });

  it.each(['my back has got a new desk chair that stops the ache'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("the spine said to be 'like this', then the pain told, is spinal pain", () => {
  it.each([
    'Awake at 3am again. My neck has been like this for a month, a deep throb that nothing shifts.',
    "Woke at 2am again. His back's been like that since March, a grinding ache all night.",
    'Awake again at 5am. My back is like this every night, a burning pain nothing touches.',
  ])('raises night pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    "Awake at 4am with the baby again. My back's been like this since I started running, a bit stiff, no ache.",
    "My back's been like this all week, achy from the gardening",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('the back added with "plus" to a list of what is wrong is its complaint', () => {
  it.each(['been really poorly all over for days, plus my lower back, cannot get out of bed'])(
    'raises feeling unwell with spinal pain: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('infection-feeling-unwell');
    },
  );

  it.each(['plus my back is fine now, I only want to ask about parking'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
