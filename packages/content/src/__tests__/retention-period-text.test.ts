import { retentionPeriodText } from '../legal/retention-period-text';

describe('retentionPeriodText', () => {
  it('words a period as the privacy notice does: one day, or days grouped in thousands', () => {
    expect([1, 2, 365, 2922, 36500].map(retentionPeriodText)).toEqual([
      '1 day',
      '2 days',
      '365 days',
      '2,922 days',
      '36,500 days',
    ]);
  });
});
