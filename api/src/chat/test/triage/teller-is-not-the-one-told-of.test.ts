/*
 * A fragment with no subject ('lower back ache for six weeks') is about the person named after it, but not when that
 * person only tells something of someone named just after ('my sister says I have gone from a 12 to an 8'): the one
 * told of is. With no one named after the telling, the teller stays.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('the teller is not the one told of', () => {
  it.each([
    'lower back ache for six weeks, and my sister says I have gone from a 12 to an 8',
    'aching low in my back for two months, my wife noticed I have lost a stone',
    'lower back pain since March, my husband thinks that I have lost loads of weight',
    'back ache for weeks now and my mum says I look like I have lost a lot of weight',
    'back ache for weeks, my mum says she has lost a stone without trying',
  ])('raises weight loss with the back pain for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it('keeps a teller whose own it is, with no one named after the telling', () => {
    expect(triageByRules('My wife had breast cancer. Back ache for weeks, she says it is getting worse')).toContain(
      'cancer-history-new-spinal-pain',
    );
  });

  it.each([
    'lower back ache for six weeks, and my sister says I am fine',
    'lower back ache for six weeks, my sister says I have put on weight',
    'back ache for weeks and my sister says her son has lost a stone',
    'lower back ache for six weeks, my GP says that I have a slipped disc',
    'sore lower back since the weekend, my wife says I need a new mattress',
  ])('keeps %j ordinary', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
