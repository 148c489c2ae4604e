import {
  AnimationDirection,
  CalendarDay,
  DateRangeType,
  DayOfWeek,
  DEFAULT_CALENDAR_STRINGS,
  DEFAULT_DATE_FORMATTING,
  FirstWeekOfYear,
  type CalendarStrings,
  type DateFormatting,
  type ICalendarDay,
} from '@fluentui/react-calendar-compat';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { memo, useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  calendarDayToValue,
  clampDay,
  dateBounds,
  valueToCalendarDay,
  yearOptions,
  type YearRange,
} from '../lib/booking-dates';
import { bookingFormMessages as m } from '../messages';
import { ChevronLeftIcon, ChevronRightIcon, DismissIcon } from './icons';

const NAVIGATION_ICONS = {
  upNavigation: <ChevronLeftIcon />,
  downNavigation: <ChevronRightIcon />,
  dismiss: <DismissIcon />,
};

/** Before the earliest bound, so never shown: the grid needs a selected day even when none is chosen yet. */
const NO_SELECTION = new Date(1800, 0, 1);

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    alignSelf: 'flex-start',
    maxWidth: '100%',
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
  },
  selects: { display: 'flex', columnGap: tokens.spacingHorizontalM },
  selectLabel: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground1,
  },
  select: {
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** Month and day names from the site's locale (en-GB), in the shapes Fluent's calendar expects. */
function calendarText(intl: IntlShape): { strings: CalendarStrings; formatting: DateFormatting } {
  const months = Array.from({ length: 12 }, (_, month) => new Date(2000, month, 1));
  const week = Array.from({ length: 7 }, (_, day) => new Date(2000, 0, 2 + day)); // 2 Jan 2000 was a Sunday
  const strings: CalendarStrings = {
    ...DEFAULT_CALENDAR_STRINGS,
    months: months.map((date) => intl.formatDate(date, { month: 'long' })),
    shortMonths: months.map((date) => intl.formatDate(date, { month: 'short' })),
    days: week.map((date) => intl.formatDate(date, { weekday: 'long' })),
    shortDays: week.map((date) => intl.formatDate(date, { weekday: 'narrow' })),
    prevMonthAriaLabel: intl.formatMessage(m.previousMonth),
    nextMonthAriaLabel: intl.formatMessage(m.nextMonth),
    closeButtonAriaLabel: intl.formatMessage(m.calendarClose),
  };
  const formatting: DateFormatting = {
    ...DEFAULT_DATE_FORMATTING,
    formatMonthDayYear: (date) => intl.formatDate(date, { day: 'numeric', month: 'long', year: 'numeric' }),
    // Short, to fit the grid's header beside its buttons; the month and year lists above name them in full.
    formatMonthYear: (date) => intl.formatDate(date, { month: 'short', year: 'numeric' }),
  };
  return { strings, formatting };
}

export interface CalendarPanelHandle {
  /** Focuses the day in view (the chosen day, else today), as the panel is shown. */
  focusDayGrid: () => void;
}

export interface CalendarPanelProps {
  ref?: Ref<CalendarPanelHandle>;
  id: string;
  label: string;
  /** The field's value: a yyyy-MM-dd day is shown as chosen. */
  value: string;
  /** Which opening of the calendar this is: each starts at the month of the value. */
  opening: number;
  yearRange: YearRange;
  onSelect: (value: string) => void;
  onDismiss: () => void;
}

/**
 * A month of days between 1900-01-01 and today, with month and year lists to jump far (a date of birth). Rendered
 * ahead, hidden, by the date input, which shows it and focuses its day grid on the press. Memoised: showing and
 * hiding it render nothing in it. Choosing a day fills the field; its close button dismisses it (Escape is the date
 * input's, which also hears it from the field and its button).
 */
function CalendarPanel({ ref, id, label, value, opening, yearRange, onSelect, onDismiss }: CalendarPanelProps) {
  const intl = useIntl();
  const styles = useStyles();
  const monthId = useId();
  const yearId = useId();
  const bounds = useMemo(() => dateBounds(), []);
  const { strings, formatting } = useMemo(() => calendarText(intl), [intl]);
  const selected = valueToCalendarDay(value);
  const dayOfValue = () => clampDay(selected ?? bounds.latest, bounds);
  const [navigated, setNavigated] = useState(dayOfValue);
  // A new opening, or a value set while it was hidden (typed, a reset), starts at the value's month.
  const [startedFor, setStartedFor] = useState({ value, opening });
  if (value !== startedFor.value || opening !== startedFor.opening) {
    setStartedFor({ value, opening });
    setNavigated(dayOfValue());
  }
  const dayGrid = useRef<ICalendarDay>(null);
  useImperativeHandle(ref, () => ({ focusDayGrid: () => dayGrid.current?.focus() }), []);

  const jumpTo = (year: number, month: number) => {
    const lastDay = new Date(year, month + 1, 0).getDate();
    setNavigated(clampDay(new Date(year, month, Math.min(navigated.getDate(), lastDay)), bounds));
  };

  return (
    <div id={id} role="group" aria-label={label} className={styles.panel}>
      <div className={styles.selects}>
        <label className={styles.selectLabel} htmlFor={monthId}>
          {intl.formatMessage(m.calendarMonth)}
          <select
            id={monthId}
            className={styles.select}
            value={navigated.getMonth()}
            onChange={(event) => jumpTo(navigated.getFullYear(), Number(event.target.value))}
          >
            {strings.months.map((name, month) => (
              <option key={name} value={month}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.selectLabel} htmlFor={yearId}>
          {intl.formatMessage(m.calendarYear)}
          <select
            id={yearId}
            className={styles.select}
            value={navigated.getFullYear()}
            onChange={(event) => jumpTo(Number(event.target.value), navigated.getMonth())}
          >
            {yearOptions(yearRange, bounds).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
      </div>
      <CalendarDay
        componentRef={dayGrid}
        strings={strings}
        dateTimeFormatter={formatting}
        navigationIcons={NAVIGATION_ICONS}
        navigatedDate={navigated}
        selectedDate={selected ?? NO_SELECTION}
        today={bounds.latest}
        minDate={bounds.earliest}
        maxDate={bounds.latest}
        firstDayOfWeek={DayOfWeek.Monday}
        firstWeekOfYear={FirstWeekOfYear.FirstDay}
        dateRangeType={DateRangeType.Day}
        animationDirection={AnimationDirection.Horizontal}
        showCloseButton
        onDismiss={onDismiss}
        onNavigateDate={(date) => setNavigated(clampDay(date, bounds))}
        onSelectDate={(date) => onSelect(calendarDayToValue(date))}
      />
    </div>
  );
}

export default memo(CalendarPanel);
