import { followUpDueAt, isWorkingDay } from '../domain/working-days';

describe('followUpDueAt: two working days in the clinic zone', () => {
  it.each([
    ['Monday morning, winter', '2026-03-02T09:30:00.000Z', '2026-03-04T09:30:00.000Z'],
    ['Friday afternoon: over the weekend', '2026-03-06T15:00:00.000Z', '2026-03-10T15:00:00.000Z'],
    ['Friday 15:00 in summer (14:00 UTC)', '2026-07-03T14:00:00.000Z', '2026-07-07T14:00:00.000Z'],
    ['a Saturday: from Monday 00:00', '2026-03-07T11:00:00.000Z', '2026-03-11T00:00:00.000Z'],
    ['over Christmas (Fri 25, Mon 28 Dec bank holidays)', '2026-12-24T10:00:00.000Z', '2026-12-30T10:00:00.000Z'],
    ['over Easter (Good Friday, Easter Monday)', '2026-04-02T12:00:00.000Z', '2026-04-08T12:00:00.000Z'],
    ['across the clocks going back (15:00 BST to 15:00 GMT)', '2026-10-23T14:00:00.000Z', '2026-10-27T15:00:00.000Z'],
    ['late Monday evening in summer is still Monday in London', '2026-06-01T22:30:00.000Z', '2026-06-03T22:30:00.000Z'],
  ])('%s', (_case, receivedAt, dueAt) => {
    expect(followUpDueAt(receivedAt)).toBe(dueAt);
  });

  it('knows the England and Wales bank holidays, substitute days included, and weekends', () => {
    expect(['2026-05-04', '2026-05-25', '2026-08-31', '2026-12-28', '2027-12-27'].map(isWorkingDay)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['2026-03-07', '2026-03-08'].map(isWorkingDay)).toEqual([false, false]);
    expect(['2026-03-09', '2026-12-29'].map(isWorkingDay)).toEqual([true, true]);
  });
});
