/*
 * The time each bout takes to settle ('it takes a minute to settle') tells how long the pain lasts each time, not that
 * it is over; a pain told to have settled still is.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('the time each bout takes to settle', () => {
  it.each([
    'my lower back pain is much worse when I cough, it takes a minute to settle',
    'my back hurts when I sneeze and takes a few minutes to settle down',
    'my neck pain shoots up when I cough, takes a while to ease',
    'lower back is agony when I strain on the loo, it takes ages to calm',
    'back pain spikes whenever I sneeze, it takes a couple of minutes to settle',
    'my back hurts every time I cough and it takes a bit to settle',
  ])('raises %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    'my back hurt when I coughed yesterday but it has settled',
    'my back twinged on a sneeze last week, it settled the same day',
    'my back hurt when I sneezed on Monday, it took a day to settle and it is fine now',
    'my neck hurt when I coughed during my cold, all settled now',
    'had a sore back when I sneezed after moving house, it has settled down',
    'my back hurt when I coughed, but it settled after a rest',
  ])('stays ordinary: %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-pain-on-straining');
  });
});
