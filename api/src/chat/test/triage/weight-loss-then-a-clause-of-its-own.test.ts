/*
 * A weight lost, told with an amount and a time, then what the person is not ('not ill otherwise', 'not poorly and
 * eating fine'), then ', and' with a clause of its own ('and back is hurting more', 'and his back aches'): the
 * negation denies the illness, not the back pain told after it. A weight read off the scales as under what it was is
 * a weight lost. A diet, a passing illness named as the cause, or a weight lost on purpose stays ordinary.
 */
import { reportedConcepts, triageByRules } from '../../domain/triage/triage-message';

const concepts = (message: string) => reportedConcepts(message).map(({ concept }) => concept);

describe("a negation does not reach past ', and' that opens a clause of its own", () => {
  it.each([
    "Dad is 70, the scales say he is 6 kilos lighter than at Christmas, he isn't poorly otherwise and eating fine, and his back aches more",
    "my nan weighs 9 pounds less than in June, she's not unwell and eats normally, and back is worse",
    'Lost 7 kg since Easter without trying, no fever or sweats, and lower back is hurting a lot',
    "I'm down a stone since the summer, not ill and sleeping fine, and back hurts all the time",
    "My husband has dropped 10 lbs since January, he's not sick otherwise and eating well, and his back is getting worse",
    'The scale says mum is 5 kilos lighter than in spring, she is not ill in herself and eating as normal, and her back aches',
    'scale says I am 5 kilo under what I was in January, not ill, and my back aches',
    'the scales show gran 4 kilos below what she was at Easter, she eats as normal, and her back hurts',
  ])('raises the weight lost with the back pain: %s', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it('reads the back pain after a denied fever', () => {
    expect(concepts('no fever, and back is hurting more')).toContain('spinal-pain');
  });

  it.each([
    'No numbness, tingling, or weakness in my legs, just a stiff back',
    'no tingling, numbness, and weakness in either leg',
    'Lost 6 kilos since January on slimming world, not ill, and my back feels better',
    "She lost half a stone with the flu in March, she's not ill now and eating normal, and her back aches",
    'lost 5 kg after a stomach bug last month, not ill now, and back aches',
    "I'm 5 kilos lighter since I started running to lose weight, not ill, and my back is sore after long runs",
    'No weight loss, no fever, and back is stiff in the mornings',
    'not lost any weight, not ill and eating fine, and back is a bit achy after gardening',
    'I weigh 3 kilos under what the nurse said is ideal, and my back aches',
    // ', or' goes on with the list a denial names.
    "there's no tingling in my bottom, or my legs feeling weak",
    'he has not wet himself, or his legs gone numb',
  ])('stays ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
