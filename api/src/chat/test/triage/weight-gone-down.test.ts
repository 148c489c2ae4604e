/*
 * A weight or a size after 'gone down' or 'went down' ('gone down 10 lbs', 'went down half a stone') is the body's
 * weight, not a collapse; 'went down' with no weight after it is still one.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('gone down by a weight or a size', () => {
  it.each([
    "I've gone down 10 lbs since January and get a bit breathless on the stairs",
    'gone down half a stone on the diet, tummy pain after fatty food though',
    'my wife went down 3 kg this month and gets a bit breathless running for the bus',
    "I've gone down a dress size and I'm breathless on hills, is that my fitness?",
    'went down about 5 pounds and I get indigestion pain in my tummy after big meals',
    'dad has gone down another stone and gets breathless carrying the shopping',
  ])('raises nothing: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'he went down 10 minutes ago and is breathless and grey',
    'my husband just went down in the kitchen and he is struggling to breathe',
    'she went down on the floor and now she is breathless and confused',
    'mum went down by the sofa and is breathless, what do I do',
    'dad went down 2 minutes ago and his breathing is weird',
    'my son went down at football and is really breathless',
  ])('still raises a collapse: %j', (message) => {
    expect(triageByRules(message)).toContain('collapse-unconscious-or-not-breathing');
  });
});
