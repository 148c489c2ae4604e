import { clinicToday } from '../booking-dates';

describe('clinicToday', () => {
  it("follows London's midnight, not UTC's, minute by minute", () => {
    // British Summer Time: London's midnight is 23:00 UTC.
    expect(clinicToday(new Date('2026-06-30T22:59:30Z'))).toBe('2026-06-30');
    expect(clinicToday(new Date('2026-06-30T22:59:59Z'))).toBe('2026-06-30');
    expect(clinicToday(new Date('2026-06-30T23:00:00Z'))).toBe('2026-07-01');
    // Going back in time (a test clock) is answered afresh too.
    expect(clinicToday(new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-15');
  });
});
