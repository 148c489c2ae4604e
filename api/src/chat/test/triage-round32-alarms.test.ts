import { triageByRules } from '../domain/triage/triage-message';

describe('round 32 alarms: a time of long ago written without its article still dates what it tells', () => {
  it.each([
    'i took overdose when i was student, long time ago, now all good, is it matter for the physio?',
    'my cousin had leukaemia as a boy and back pains with it, he is adult now and healthy',
    'she swallowed many pills when she was teenager, she is fine now and wants book massage',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'i took overdose when i was student now i took 30 of my tablets one hour ago',
    'i had overdose long time ago but today i swallowed whole box of my pills',
  ])('still raises a current overdose told after it: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each(['my cousin had leukaemia as a boy and now he has new back pain every day for a month'])(
    'still raises new spinal pain after a cancer of long ago: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
    },
  );
});
