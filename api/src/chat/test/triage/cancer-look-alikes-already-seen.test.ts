/*
 * Cancer's look-alikes: a fear that a pain is cancer, a back put out in any tense, and the red flags beside them
 * that must stay (a cancer had, or one back, with new pain).
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a fear that one’s own pain is cancer is no history of cancer', () => {
  it('reads a worry or a belief that a named pain is cancer as no cancer had', () => {
    expect(triageByRules('I am scared my neck ache is cancer, the GP thinks it is just tension')).toEqual([]);
    expect(triageByRules('he is worried his lower back pain might be cancer, can you see him this week')).toEqual([]);
  });

  it('keeps a cancer had, or one back, with the pain', () => {
    expect(triageByRules('I had bowel cancer in 2019 and now my back aches')).toEqual([
      'cancer-history-new-spinal-pain',
    ]);
    expect(triageByRules('I am worried my back pain is cancer again, I had lymphoma two years ago')).toEqual([
      'cancer-history-new-spinal-pain',
    ]);
  });
});

describe('a back put out, in any tense, accounts for a strain’s twinge', () => {
  it('reads a back that puts or throws itself out on a sneeze as a strain, as one that did', () => {
    expect(triageByRules('my brother puts his back out every time he sneezes too hard, is that common?')).toEqual([]);
    expect(triageByRules('she does her back in every time she coughs, any stretches?')).toEqual([]);
  });

  it('keeps a back that hurts on a sneeze with no strain named', () => {
    expect(triageByRules('my back kills every time I sneeze now')).toEqual(['cancer-pain-on-straining']);
  });
});

describe('a night’s pain put down to a mattress or a pillow, however it is described', () => {
  it('reads a mattress or a pillow named as the cause, with more than one word before it, as a pain of the bed', () => {
    expect(
      triageByRules("my back pain woke me twice on holiday after a horrible airbnb mattress, all good now I'm home"),
    ).toEqual([]);
  });

  it('keeps a pain that wakes one whatever the bed', () => {
    expect(triageByRules("the pain in my back wakes me every night, I've tried a new pillow")).toEqual([
      'cancer-night-pain',
    ]);
    expect(triageByRules('my back pain wakes me every night after I go to bed')).toEqual(['cancer-night-pain']);
  });
});

describe('a night pain told to be the same as it has been for years', () => {
  it('reads a night pain unchanged for years as a long-standing complaint', () => {
    expect(
      triageByRules('the ache in my spine wakes me at 4am most nights, same as it has done for the last ten years'),
    ).toEqual([]);
  });

  it('keeps a night pain of weeks, or one worse than it has been for years', () => {
    expect(triageByRules('the ache in my spine has woken me every night for the last two weeks')).toEqual([
      'cancer-night-pain',
    ]);
    expect(triageByRules('my back pain wakes me every night, worse than it has been for years')).toEqual([
      'cancer-night-pain',
    ]);
  });
});

describe('a strain’s twinge that came only with a cold', () => {
  it('reads a twinge on coughing or sneezing told to have been fine before the cold or the flu as the cold’s', () => {
    expect(
      triageByRules('my lower back twinges when I sneeze since this flu started, it was fine before the flu'),
    ).toEqual([]);
  });

  it('keeps one getting worse, whatever began it', () => {
    expect(
      triageByRules('my lower back hurts when I cough, it was fine before the flu but it is getting worse every day'),
    ).toEqual(['cancer-pain-on-straining']);
  });
});
