/*
 * Going to the toilet more often or more urgently with its ordinary reason named (more to drink, coffee, a pregnancy,
 * a water tablet) is explained; wetting, leaking, retention, a weak stream or lost feeling never is, whatever reason
 * is named beside it.
 */
import { readForTriage, triageByRules } from '../../domain/triage/triage-message';

/** The rules found bladder-change and judged every such mention not reported (what the second net reads). */
const quietBladder = (message: string) => {
  const mentions = readForTriage(message).flatMap(({ mentions: each }) => each);
  const bladder = mentions.filter((mention) => mention.concept === 'bladder-change');
  return bladder.length > 0 && bladder.every((mention) => !mention.reported);
};

describe('going more often or more urgently, with an ordinary reason named', () => {
  it.each([
    'i have been weeing more often since i started drinking more water at the gym',
    'getting up three times a night to pee since the doctor put me on water tablets',
    'constantly running to the toilet now i am pregnant',
    'i need the loo more urgently since i upped my coffee to five cups a day',
    'up all night peeing since starting furosemide',
    'why am i weeing more often these days? i did start the water tablets in june',
  ])('reads "%s" as explained', (message) => {
    expect(triageByRules(message)).toEqual([]);
    expect(quietBladder(message)).toBe(true);
  });

  it.each([
    'since starting the water tablets i have wet myself three times',
    'i drink a lot more water lately and keep wetting myself',
    'since i got pregnant i have been leaking and cannot feel when i pee',
    'i have been drinking loads of water but can only manage a trickle when i pee',
    'i keep weeing more often since the coffee and now i cannot feel it when the wee comes',
    'i have not been able to pee since this morning despite drinking plenty',
    'weeing more often since the water tablets and my bladder is not emptying',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });
});

describe("a small child's wetting again with a regression reason named by a parent", () => {
  it.each([
    'my three year old keeps wetting himself again since his baby sister came home from the hospital',
    'our daughter (4) has gone back to wetting her pants since starting nursery in september, otherwise she is her usual self',
    'my son is 3 and has had a few accidents again since we had the new baby, the health visitor says it is a regression',
  ])('reads "%s" as explained', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my 4 year old has started wetting again and says her back hurts',
    'my 3 year old is wetting himself again since the new baby arrived and his back hurts',
    'my little girl has been wetting herself since starting nursery and keeps falling over, her legs seem weak',
    'my son (4) started wetting again since his baby brother came, and he has a temperature of 39',
    'since my new baby arrived i keep wetting myself',
    'my husband has been wetting himself since his baby granddaughter moved in',
    'my 2 year old has had accidents since nursery started and now says her legs are numb',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });
});

describe("a 'their' after relatives named before it is theirs", () => {
  it.each([
    'my son and daughter say their legs have gone numb and weak since yesterday',
    'my husband and his brother both reckon their legs have gone numb and wobbly',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });

  it.each(['people online say their legs go numb on long rides, is that normal?'])(
    'reads "%s" as nobody\'s',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('parents and grandparents are relatives', () => {
  it.each([
    'my parents say their legs have gone numb',
    'my grandparents both told us their legs have gone weak and numb this week',
  ])('raises "%s" as theirs', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
    const mentions = readForTriage(message).flatMap(({ mentions: each }) => each);
    expect(mentions.filter((mention) => mention.reported).map((mention) => mention.experiencer.key)).toContain(
      message.includes('grand') ? 'relative:grandparent' : 'relative:parent',
    );
  });
});
