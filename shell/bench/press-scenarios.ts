import type { ElementHandle, Locator, Page } from '@playwright/test';
import { adultBookingForm, fillAdultBooking } from '../e2e/support/booking-form';

/**
 * What counts as the answer being on screen, checked in the page on every frame: an element matching `selector` that
 * the browser renders (checkVisibility) and, if given, whose text matches `text` (a regular expression's source) or
 * whose label reads `label` (form fields).
 */
export interface Answer {
  selector: string;
  text?: string;
  label?: string;
}

export interface PressScenario {
  label: string;
  /** A site path, or the plain menu on the bench's own server (`floor`). */
  path: string;
  floor?: boolean;
  /** The wide layout's menus need a wide window; everything else is measured at a phone's width. */
  wide?: boolean;
  /** What the visitor presses. */
  target: (page: Page) => Locator;
  /** Before the press, untimed: what the visitor does first (the press's region scrolled to, a form filled). */
  prepare?: (page: Page) => Promise<void>;
  /** The press itself (default: a click on the target), on the target's element found before the clock starts. */
  press?: (target: Locator | ElementHandle) => Promise<void>;
  /** The answer, or how to find it from the target before the press (the region a button controls). */
  answer: Answer | ((target: Locator) => Promise<Answer>);
  /** Requests held unanswered, so a submission shows its 'Sending...' state and stores nothing. */
  holdRequests?: string;
}

const LAUNCHER = 'Chat with the Spine Information Assistant';
const GREETING = "Hello! I'm here to help with general information about spinal conditions.";
const fellowshipForm = (page: Page) => page.getByRole('form', { name: 'Fellowship inquiry' });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The region the pressed button shows (aria-controls). */
const controlledRegion = async (target: Locator): Promise<Answer> => ({
  selector: `[id="${(await target.getAttribute('aria-controls')) ?? ''}"]`,
});
const SENDING: Answer = { selector: 'button', text: `^${escapeRegExp('Sending...')}$` };

/**
 * Every press issue 28 budgets, first on the harness's own plain-DOM menu (the floor). Each is the first press on a
 * freshly loaded page that has settled, its region already scrolled to.
 */
export const PRESS_SCENARIOS: readonly PressScenario[] = [
  {
    label: 'Floor: plain-DOM menu (bench page)',
    path: '/menu',
    floor: true,
    target: (page) => page.getByRole('button', { name: 'Menu' }),
    answer: controlledRegion,
  },
  {
    label: 'Menu: hamburger (412 px)',
    path: '/',
    target: (page) => page.locator('button[aria-controls="mobile-menu"]'),
    answer: controlledRegion,
  },
  {
    label: 'Menu: first dropdown (1280 px)',
    path: '/',
    wide: true,
    target: (page) => page.locator('header button[aria-controls^="nav-menu-"]').first(),
    answer: controlledRegion,
  },
  {
    label: 'Disclosure: Show Abstract',
    path: '/publications',
    target: (page) => page.getByRole('button', { name: 'Show Abstract' }).first(),
    answer: controlledRegion,
  },
  {
    label: 'Publications: search "spine"',
    path: '/publications',
    target: (page) => page.getByRole('searchbox').first(),
    press: (target) => target.fill('spine'),
    // 'Showing N of M publications' with N below M: the list is filtered.
    answer: { selector: '[data-filter-status]', text: '^Showing (\\d+) of (?!\\1 )' },
  },
  {
    label: 'Publications: topic filter',
    path: '/publications',
    target: (page) => page.getByRole('combobox').first(),
    press: async (target) => {
      await target.selectOption({ index: 1 });
    },
    answer: { selector: '[data-filter-status]', text: '^Showing (\\d+) of (?!\\1 )' },
  },
  {
    label: 'Chat: launcher → panel with greeting',
    path: '/',
    target: (page) => page.getByRole('button', { name: LAUNCHER }),
    answer: { selector: '[role="dialog"]', text: escapeRegExp(GREETING) },
  },
  {
    label: 'Booking: With Insurance → Membership Number',
    path: '/services',
    target: (page) => adultBookingForm(page).getByRole('radio', { name: 'With Insurance' }),
    answer: { selector: 'input', label: 'Membership Number' },
  },
  {
    label: 'Booking: previous scans Yes → Hospital',
    path: '/services',
    target: (page) => adultBookingForm(page).getByRole('radio', { name: 'Yes' }),
    answer: { selector: 'input', label: 'Hospital' },
  },
  {
    label: 'Booking: date picker → calendar',
    path: '/services',
    target: (page) => adultBookingForm(page).getByRole('button', { name: 'Choose Date of Birth from a calendar' }),
    answer: { selector: '[role="group"][aria-label^="Calendar for"]' },
  },
  {
    label: "Booking: first submit → 'Sending...'",
    path: '/services',
    target: (page) => adultBookingForm(page).getByRole('button', { name: 'Send Request' }),
    // Filled as fast as Playwright types, then pressed at once: the press that follows is the first.
    prepare: (page) => fillAdultBooking(adultBookingForm(page), 'Bench'),
    answer: SENDING,
    holdRequests: '**/api/bookings',
  },
  {
    label: "Fellowship: first submit → 'Sending...'",
    path: '/previous-fellows',
    target: (page) => fellowshipForm(page).getByRole('button', { name: 'Send Inquiry' }),
    prepare: async (page) => {
      const form = fellowshipForm(page);
      await form.getByRole('textbox', { name: 'Name' }).fill('Dr Bench');
      await form.getByRole('textbox', { name: 'Email' }).fill('bench@example.org');
      await form.getByRole('textbox', { name: 'Message' }).fill('Interested in the fellowship.');
    },
    answer: SENDING,
    holdRequests: '**/api/fellowship-inquiries',
  },
];
