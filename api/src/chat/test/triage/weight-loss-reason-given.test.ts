import { triageByRules } from '../../domain/triage/triage-message';

describe('a weight lost with a reason given, in its sentence or the next, is explained', () => {
  it.each([
    'Dropped a few pounds since my back started playing up. That is down to cutting out crisps and biscuits. Any stretches for the ache?',
    'Lost half a stone since the back pain began. It is because I have been walking the dog twice a day. Should I keep it up?',
    'My back aches and I have lost a bit of weight. It is probably from eating healthier since January.',
    'Lost a few kilos since my back went, because I have been cycling to work. Is cycling ok for my back?',
    'Lost some weight alongside this back ache. It is mostly because I gave up booze for Lent.',
    'My back hurts and I have lost weight. That is due to the gym, I go four times a week now.',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Lost a stone without trying and my back aches',
    'Lost weight and my back hurts. My back hurts more from walking.',
    'I have lost weight since my back went. I swim every day but I eat the same.',
    'Lost a stone and my back aches. It is not from dieting, I eat loads.',
    'Lost weight and my back hurts. It is not because of exercise, I can barely move.',
    'Lost a lot of weight and my back hurts at night. I have not cut out anything.',
  ])('still raises a weight lost with no reason: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });
});
