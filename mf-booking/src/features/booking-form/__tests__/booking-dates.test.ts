import {
  calendarDayToValue,
  clampDay,
  dateBounds,
  typedDateToValue,
  valueToCalendarDay,
  valueToTypedDate,
  yearOptions,
} from '../lib/booking-dates';

describe('typed dates', () => {
  it.each([
    ['10/12/1985', '1985-12-10'],
    [' 3/4/2020 ', '2020-04-03'],
    ['03.04.2020', '2020-04-03'],
    ['31/02/2020', '2020-02-31'], // the shared schema refuses it as not a real date
    ['', ''],
    ['last spring', 'last spring'],
  ])('%j -> %j', (typed, value) => {
    expect(typedDateToValue(typed)).toBe(value);
  });

  it('shows a yyyy-MM-dd value as dd/mm/yyyy and anything else as typed', () => {
    expect(valueToTypedDate('1985-12-10')).toBe('10/12/1985');
    expect(valueToTypedDate('last spring')).toBe('last spring');
    expect(valueToTypedDate('')).toBe('');
  });

  it('round-trips a calendar day', () => {
    const day = valueToCalendarDay('2024-02-29');
    expect(day?.getDate()).toBe(29);
    expect(calendarDayToValue(day as Date)).toBe('2024-02-29');
    expect(valueToCalendarDay('29/02/2024')).toBeUndefined();
  });
});

describe('calendar bounds and year lists (spec section 9)', () => {
  const bounds = dateBounds(new Date('2026-06-15T12:00:00Z'));

  it('runs from 1900-01-01 to today', () => {
    expect(calendarDayToValue(bounds.earliest)).toBe('1900-01-01');
    expect(calendarDayToValue(bounds.latest)).toBe('2026-06-15');
    expect(calendarDayToValue(clampDay(new Date(2030, 0, 1), bounds))).toBe('2026-06-15');
    expect(calendarDayToValue(clampDay(new Date(1850, 0, 1), bounds))).toBe('1900-01-01');
  });

  it('lists every year from this one back to 1900 for a date of birth, newest first', () => {
    const years = yearOptions('birth', bounds);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(2026 - 1900 + 1);
  });

  it('lists this year back 100 years otherwise, newest first', () => {
    const years = yearOptions('recent', bounds);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1926);
    expect(years).toHaveLength(101);
  });
});
