import { triageByRules } from '../../domain/triage/triage-message';

describe('a fall off a thing is no weight falling off the body', () => {
  it.each([
    'Do you see teenagers? My 13 year old hurt his back falling off the swing at the park in the spring, all healed, but his rugby coach wants him checked.',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['The weight keeps falling off him and he has no appetite, he has back pain too', 'cancer-weight-loss'],
    ['The kilos are just dropping off and I have no idea why, and my back aches at night', 'cancer-weight-loss'],
  ])('still raises a weight lost: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
