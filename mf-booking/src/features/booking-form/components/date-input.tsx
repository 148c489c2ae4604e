import { Button } from '@fluentui/react-button';
import { Input } from '@fluentui/react-input';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { whenIdle } from '@clinic/ui/behaviours';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RefCallBack } from 'react-hook-form';
import { typedDateToValue, valueToTypedDate, type YearRange } from '../lib/booking-dates';
import { bookingFormMessages as m } from '../messages';
import { CalendarIcon } from './icons';

// The calendar's code (Fluent's day grid and its date helpers) loads once the form is live and the browser idle, so
// that the first press on the calendar button does not wait for it (1.5-2 s on a slow phone when it loaded then).
// Once loaded it renders as itself: through lazy() it would suspend once more, and React holds a revealed Suspense
// boundary back for up to 300 ms.
let loadedCalendarPanel: typeof import('./calendar-panel').default | undefined;
const loadCalendarPanel = () =>
  import('./calendar-panel').then((module) => {
    loadedCalendarPanel = module.default;
    return module;
  });
const LazyCalendarPanel = lazy(loadCalendarPanel);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  loading: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  // The calendar needs a script; without one the date is typed.
  calendarButton: { '@media (scripting: none)': { display: 'none' } },
});

export interface DateInputProps {
  /** yyyy-MM-dd, '' when empty, or the typed text when it is not a date. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: RefCallBack;
  /** The field's name on the input: the form posts it without a script, and the island's handover finds it by it. */
  name: string;
  /** The field's label, to name the calendar and its button. */
  fieldLabel: string;
  yearRange: YearRange;
}

/** A text input for dd/mm/yyyy with a button that opens a calendar below it. */
export function DateInput({ value, onChange, onBlur, inputRef, name, fieldLabel, yearRange }: DateInputProps) {
  const intl = useIntl();
  const styles = useStyles();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => whenIdle(() => void loadCalendarPanel()), []);
  const inputElement = useRef<HTMLInputElement | null>(null);
  const [typed, setTyped] = useState(() => valueToTypedDate(value));
  const [shownValue, setShownValue] = useState(value);

  // A value set from outside (the calendar, a reset) replaces the text; the visitor's own typing is kept as typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (typedDateToValue(typed) !== value) setTyped(valueToTypedDate(value));
  }

  const CalendarPanel = loadedCalendarPanel ?? LazyCalendarPanel;

  const closeCalendar = () => {
    setOpen(false);
    inputElement.current?.focus();
  };

  return (
    <div className={styles.root}>
      <Input
        ref={(element) => {
          inputElement.current = element;
          inputRef(element);
        }}
        name={name}
        value={typed}
        placeholder={intl.formatMessage(m.datePlaceholder)}
        autoComplete="off"
        onBlur={onBlur}
        onChange={(_event, data) => {
          const next = typedDateToValue(data.value);
          setTyped(data.value);
          setShownValue(next);
          onChange(next);
        }}
        contentAfter={
          <Button
            className={styles.calendarButton}
            appearance="transparent"
            size="small"
            icon={<CalendarIcon />}
            aria-label={intl.formatMessage(open ? m.closeCalendar : m.openCalendar, { field: fieldLabel })}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((isOpen) => !isOpen)}
          />
        }
      />
      {open && (
        <Suspense fallback={<span className={styles.loading}>{intl.formatMessage(m.calendarLoading)}</span>}>
          <CalendarPanel
            id={panelId}
            label={intl.formatMessage(m.calendarLabel, { field: fieldLabel })}
            value={value}
            yearRange={yearRange}
            onSelect={(chosen) => {
              onChange(chosen);
              closeCalendar();
            }}
            onDismiss={closeCalendar}
          />
        </Suspense>
      )}
    </div>
  );
}
