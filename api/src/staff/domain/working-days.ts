import { CLINIC_TIME_ZONE } from '@clinic/contracts';
import Holidays from 'date-holidays';

/** A request still 'new' this many working days after it arrived needs attention. */
export const FOLLOW_UP_WORKING_DAYS = 2;

/**
 * England and Wales bank holidays (the same days in both), from date-holidays' maintained data: the fixed and
 * moveable days, substitute days when one falls at a weekend, and one-off days such as a coronation.
 */
const englandAndWales = new Holidays('GB', 'ENG');
const bankHolidaysByYear = new Map<number, Set<string>>();

const bankHolidaysOf = (year: number): Set<string> => {
  let days = bankHolidaysByYear.get(year);
  if (!days) {
    days = new Set(
      englandAndWales
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    bankHolidaysByYear.set(year, days);
  }
  return days;
};

/** Monday to Friday, not a bank holiday in England and Wales. */
export const isWorkingDay = (isoDate: string): boolean => {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !bankHolidaysOf(Number(isoDate.slice(0, 4))).has(isoDate);
};

const nextDay = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const nextWorkingDay = (isoDate: string) => {
  let day = nextDay(isoDate);
  while (!isWorkingDay(day)) day = nextDay(day);
  return day;
};

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLINIC_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The clinic's wall clock at an instant: its date (yyyy-MM-dd) and time (HH:mm:ss). */
const wallClockAt = (instant: number) => {
  const part = Object.fromEntries(wallClockFormat.formatToParts(instant).map(({ type, value }) => [type, value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}:${part.second}` };
};

/** How far the clinic's clock is ahead of UTC at an instant (ms): 0 in winter, an hour in summer. */
const offsetAt = (instant: number) => {
  const { date, time } = wallClockAt(instant);
  return Date.parse(`${date}T${time}Z`) - Math.floor(instant / 1000) * 1000;
};

/** The instant the clinic's clock shows this date and time (never a clock change: those fall on Sundays). */
const instantOf = (date: string, time: string) => {
  const asUtc = Date.parse(`${date}T${time}Z`);
  const guess = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(guess);
};

/**
 * When a request received at `receivedAt` (ISO) has waited two working days: the same time of day two working days
 * on (Friday 15:00 -> Tuesday 15:00), counted in the clinic's zone. One received on a weekend or bank holiday counts
 * from the start of the next working day.
 */
export const followUpDueAt = (receivedAt: string, workingDays = FOLLOW_UP_WORKING_DAYS): string => {
  let { date, time } = wallClockAt(Date.parse(receivedAt));
  if (!isWorkingDay(date)) {
    date = nextWorkingDay(date);
    time = '00:00:00';
  }
  for (let day = 0; day < workingDays; day += 1) date = nextWorkingDay(date);
  return new Date(instantOf(date, time)).toISOString();
};
