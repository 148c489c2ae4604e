import { act, waitFor } from '@testing-library/react';
import { installFakeFetch } from '@/testing/fake-fetch';
import { calendarPanel, isShown, radio, renderBookingForm, textbox } from './booking-form-helpers';

// The browser's frames, idle time and what comes on screen happen when a test says so, not on timers.
const mockIdleTasks: (() => void)[] = [];
const mockPaints: (() => void)[] = [];
const mockWatched: { elements: readonly Element[]; seen: (element: Element) => void }[] = [];
jest.mock('@clinic/ui/behaviours', () => ({
  ...jest.requireActual<object>('@clinic/ui/behaviours'),
  whenIdle: (task: () => void) => {
    mockIdleTasks.push(task);
  },
  afterNextPaint: () => new Promise<void>((resolve) => mockPaints.push(resolve)),
  whenOnScreen: (elements: readonly Element[], seen: (element: Element) => void) => {
    mockWatched.push({ elements, seen });
    return () => undefined;
  },
}));

const runIdleTasks = () => mockIdleTasks.splice(0).forEach((task) => task());
/** The frame the browser paints next (and the work its promise lets through). */
const paint = () => act(async () => mockPaints.splice(0).forEach((resolve) => resolve()));

/** The field holding the named input comes on screen, as the IntersectionObserver would report it. */
function comesOnScreen(fieldName: string) {
  const input = textbox(fieldName);
  for (const { elements, seen } of mockWatched)
    for (const element of elements) if (element.contains(input)) act(() => seen(element));
}

/** Frames and idle time until the field's calendar is in the page (its code imported, then rendered ahead). */
const calendarRenderedAhead = (field: string) =>
  waitFor(
    () => {
      mockPaints.splice(0).forEach((resolve) => resolve());
      runIdleTasks();
      const panel = calendarPanel(field);
      if (!panel) throw new Error(`no calendar for ${field} yet`);
      return panel;
    },
    { timeout: 10_000 },
  );

describe('the calendar of a date field that an answer reveals', () => {
  beforeEach(() => {
    installFakeFetch();
    mockIdleTasks.length = 0;
    mockPaints.length = 0;
    mockWatched.length = 0;
  });

  it('is rendered ahead only once the browser is idle after the frame that follows its reveal', async () => {
    const { user } = renderBookingForm();
    // The calendar's code has arrived: the field on screen from the start has its calendar rendered ahead.
    comesOnScreen('Date of Birth');
    await calendarRenderedAhead('Date of Birth');

    await user.click(radio('Yes'));
    // Reported after the frame that shows the details: neither then nor in the next frame is its calendar rendered.
    comesOnScreen('Date of Previous Scan');
    expect(calendarPanel('Date of Previous Scan')).toBeNull();
    await paint();
    expect(calendarPanel('Date of Previous Scan')).toBeNull();

    // Once the browser is idle, it is rendered ahead, hidden.
    const panel = await calendarRenderedAhead('Date of Previous Scan');
    expect(isShown(panel)).toBe(false);
  });
});
