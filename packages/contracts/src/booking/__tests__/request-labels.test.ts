import {
  ageOn,
  describeDateOfBirth,
  describeRequestValue,
  formatCalendarDate,
  formatClinicDateTime,
  formatClinicTime,
} from '../request-labels';

describe('request labels and dates', () => {
  it('counts whole years, a birthday on the day itself and a 29 February birthday included', () => {
    expect(ageOn('1980-02-03', '2026-02-02')).toBe(45);
    expect(ageOn('1980-02-03', '2026-02-03')).toBe(46);
    expect(ageOn('1980-02-29', '2026-02-28')).toBe(45);
    expect(ageOn('1980-02-29', '2026-03-01')).toBe(46);
  });

  it("writes a date of birth as '3 Feb 1980 (age 46)', and leaves anything else as it is", () => {
    expect(describeDateOfBirth('1980-02-03', '2026-11-25')).toBe('3 Feb 1980 (age 46)');
    expect(describeDateOfBirth('No answer', '2026-11-25')).toBe('No answer');
    expect(formatCalendarDate('2024-05-01')).toBe('1 May 2024');
    expect(formatCalendarDate('2024-02-30')).toBe('2024-02-30');
  });

  it('gives times in the clinic zone, summer time included', () => {
    expect(formatClinicDateTime('2026-11-25T15:17:34.139Z')).toBe('25 Nov 2026, 15:17');
    expect(formatClinicDateTime('2026-07-01T09:05:00Z')).toBe('1 Jul 2026, 10:05');
    expect(formatClinicTime('2026-07-01T13:32:00Z')).toBe('14:32');
  });

  it('names choices by their label and keeps an unknown value as stored', () => {
    expect(describeRequestValue('form_source', 'services_adult')).toBe('Adult booking form');
    expect(describeRequestValue('visit_type', 'first')).toBe('First consultation');
    expect(describeRequestValue('insurance', 'without')).toBe('Without insurance');
    expect(describeRequestValue('visit_type', 'walk_in')).toBe('walk_in');
    expect(describeRequestValue('address', '1 Example Road')).toBe('1 Example Road');
  });
});
