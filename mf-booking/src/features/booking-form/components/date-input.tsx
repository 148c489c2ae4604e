import { Button } from '@fluentui/react-button';
import { Input } from '@fluentui/react-input';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { afterNextPaint, whenIdle, whenOnScreen } from '@clinic/ui/behaviours';
import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useIntl } from 'react-intl';
import type { RefCallBack } from 'react-hook-form';
import { typedDateToValue, valueToTypedDate, type YearRange } from '../lib/booking-dates';
import { bookingFormMessages as m } from '../messages';
import type { CalendarPanelHandle } from './calendar-panel';
import { CalendarIcon } from './icons';

type CalendarPanelComponent = typeof import('./calendar-panel').default;

const loadCalendarPanel = (): Promise<CalendarPanelComponent> =>
  import('./calendar-panel').then((module) => module.default);

const useStyles = makeStyles({
  root: { position: 'relative', display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  loading: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  // The calendar needs a script; without one the date is typed.
  calendarButton: { '@media (scripting: none)': { display: 'none' } },
  // Below the input, over what follows it: showing it moves nothing else on the page.
  panelFrame: {
    position: 'absolute',
    top: '100%',
    left: 0,
    zIndex: 1,
    maxWidth: '100%',
    paddingTop: tokens.spacingVerticalXS,
  },
  // Hidden (out of sight, out of the accessibility tree, unfocusable) yet styled and laid out, ahead of the press:
  // first by visibility, which the browser styles and lays out; then, that done, by content-visibility, which keeps
  // that work and skips the panel. Showing it is then one class off that restyles nothing below the frame: visibility
  // is inherited, and taking it off restyled the whole calendar (~350 elements) in the press. Measured at 4x CPU,
  // median of 12 shows: 41 ms by visibility, 9 ms by content-visibility (100-170 ms for a panel not yet rendered).
  panelHidden: { visibility: 'hidden' },
  panelSkipped: { contentVisibility: 'hidden' },
});

/**
 * The calendar's code (Fluent's day grid and its date helpers), fetched once the form is live and the browser idle,
 * not on the first press (1.5-2 s on a slow phone); and whether the panel may be rendered ahead, hidden: once its
 * field has been on screen (not while it is hidden among details no answer has revealed, whose reveal would then
 * lay the panel out too), and then only after the next frame, once the browser is idle. A field comes on screen in
 * the frame that reveals it (an answer's details): rendering its panel (~570 elements, 300-400 ms of a slow phone's
 * main thread) right after that frame would hold the visitor's next press. Kept in state, so the panel renders as
 * itself once it has arrived (no lazy(), which would suspend it once more and could remount it). `load` fetches it
 * at once (a press before the browser was idle).
 */
function useCalendarPanel(field: React.RefObject<HTMLElement | null>) {
  const [CalendarPanel, setCalendarPanel] = useState<CalendarPanelComponent>();
  const [fieldSeen, setFieldSeen] = useState(false);
  const [laidOut, setLaidOut] = useState(false);
  const load = useCallback(() => {
    void loadCalendarPanel().then((component) => startTransition(() => setCalendarPanel(() => component)));
  }, []);
  useEffect(() => whenIdle(load), [load]);
  useEffect(
    () =>
      field.current
        ? whenOnScreen(
            [field.current],
            () => void afterNextPaint().then(() => whenIdle(() => startTransition(() => setFieldSeen(true)))),
          )
        : undefined,
    [field],
  );
  const renderAhead = fieldSeen && CalendarPanel !== undefined;
  // Idle comes after a frame: the panel rendered ahead has been styled and laid out by then.
  useEffect(() => (renderAhead ? whenIdle(() => startTransition(() => setLaidOut(true))) : undefined), [renderAhead]);
  return { CalendarPanel, renderAhead, laidOut, load };
}

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
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<CalendarPanelHandle>(null);
  const [open, setOpen] = useState(false);
  // Which opening of the calendar comes next: each starts at the month of the value.
  const [opening, setOpening] = useState(0);
  const { CalendarPanel, renderAhead, laidOut, load } = useCalendarPanel(root);
  const inputElement = useRef<HTMLInputElement | null>(null);
  const [typed, setTyped] = useState(() => valueToTypedDate(value));
  const [shownValue, setShownValue] = useState(value);

  // A value set from outside (the calendar, a reset) replaces the text; the visitor's own typing is kept as typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (typedDateToValue(typed) !== value) setTyped(valueToTypedDate(value));
  }

  // The hidden panel follows the value when nothing else waits: typing in the field does not wait for its grid.
  const panelValue = useDeferredValue(value);

  // Shown: focus goes to the day grid (also when the panel arrives after a press made before its code had).
  useEffect(() => {
    if (open) panel.current?.focusDayGrid();
  }, [open, CalendarPanel]);

  // Stable (as react-hook-form's onChange is), so that showing and hiding do not render the panel again (memo).
  const hideCalendar = useCallback(() => {
    setOpen(false);
    // The hidden panel goes back to the value's month when nothing else waits, not as part of this press.
    startTransition(() => setOpening((count) => count + 1));
  }, []);
  const closeCalendar = useCallback(() => {
    hideCalendar();
    inputElement.current?.focus();
  }, [hideCalendar]);
  const selectDay = useCallback(
    (chosen: string) => {
      onChange(chosen);
      closeCalendar();
    },
    [onChange, closeCalendar],
  );
  // It lies over the fields below: focus moving to one of them (or anywhere else in the page) closes it.
  const onPanelBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !root.current?.contains(next)) hideCalendar();
  };

  // Escape closes the open calendar wherever focus is in the field: in the panel, or still on the button just pressed.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    event.stopPropagation();
    closeCalendar();
  };

  return (
    <div ref={root} className={styles.root} onKeyDown={onKeyDown}>
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
            aria-controls={open && CalendarPanel ? panelId : undefined}
            onClick={() => {
              if (open) hideCalendar();
              else setOpen(true);
              if (!CalendarPanel) load();
            }}
          />
        }
      />
      {open && !CalendarPanel && <span className={styles.loading}>{intl.formatMessage(m.calendarLoading)}</span>}
      {CalendarPanel && (open || renderAhead) && (
        <div
          className={mergeClasses(styles.panelFrame, !open && (laidOut ? styles.panelSkipped : styles.panelHidden))}
          onBlur={onPanelBlur}
        >
          <CalendarPanel
            ref={panel}
            id={panelId}
            label={intl.formatMessage(m.calendarLabel, { field: fieldLabel })}
            value={panelValue}
            opening={opening}
            yearRange={yearRange}
            onSelect={selectDay}
            onDismiss={closeCalendar}
          />
        </div>
      )}
    </div>
  );
}
