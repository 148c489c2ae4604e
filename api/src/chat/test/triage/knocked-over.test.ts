/*
 * Knocked over: serious by what did it. The catalogue's serious accident is a car accident or a fall from a height; a
 * fall from standing, children or a dog knocking someone over, is a minor fall, which is a red flag only with thin bones
 * or long-term steroids (trauma-fragile-bones). Age alone has no entry in the catalogue.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('knocked over by children from standing is a minor fall, not a serious accident', () => {
  it.each([
    'the kids came crashing through the door and knocked me over, my back hurts',
    'my grandkids knocked me over in the garden and now my back aches',
  ])('raises nothing for a young adult: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'the kids came crashing through the door and knocked me over, my back hurts, I have osteoporosis',
    'the dog knocked me over and my back hurts, I have been on steroid tablets for years',
  ])('raises fragile bones beside thin bones or steroids: "%s"', (message) => {
    expect(triageByRules(message)).toContain('trauma-fragile-bones');
    expect(triageByRules(message)).not.toContain('trauma-serious-accident');
  });

  it.each([
    'a car knocked me over, my back hurts',
    'a van hit my son on his bike and his neck hurts',
    'I got knocked over by a car and my back hurts',
  ])('raises a serious accident for a vehicle: "%s"', (message) => {
    expect(triageByRules(message)).toContain('trauma-serious-accident');
  });
});
