import { ISLAND_ATTRIBUTE, ISLAND_BOOT_ATTRIBUTE } from '@clinic/contracts';
import { fireEvent } from '@testing-library/react';
import { watchIslands, type PendingActivation } from '../lib/island-triggers';

const FORM_ISLAND = `<div ${ISLAND_ATTRIBUTE}="mf_booking/booking-form"><form><input name="first_name" /><button type="submit" data-busy-label="Sending...">Send Request</button></form></div>`;

type Observed = (entries: Partial<IntersectionObserverEntry>[]) => void;
let intersect: Observed | undefined;
const observed: Element[] = [];

beforeAll(() => {
  Object.assign(window, {
    IntersectionObserver: class {
      constructor(callback: Observed) {
        intersect = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
    },
  });
});

/** A page per test. Earlier tests' watchers still listen on the document, but record into their own lists. */
function page(html: string) {
  const doc = document;
  doc.body.innerHTML = html;
  const boots: { marker: HTMLElement; pending: PendingActivation }[] = [];
  watchIslands((marker, pending) => boots.push({ marker, pending }), doc);
  return { doc, boots };
}

it('boots an island once, on the first sign of intent inside it, and not for events elsewhere', () => {
  const { doc, boots } = page(`<p id="outside">Text</p>${FORM_ISLAND}`);
  fireEvent.pointerOver(doc.getElementById('outside')!);
  expect(boots).toHaveLength(0);

  const field = doc.querySelector('input')!;
  fireEvent.focusIn(field);
  fireEvent.keyDown(field, { key: 'a' });
  fireEvent.pointerOver(field);
  expect(boots).toHaveLength(1);
  expect(boots[0]!.marker.getAttribute(ISLAND_ATTRIBUTE)).toBe('mf_booking/booking-form');
});

it('boots at once an island the visitor is already in when the script starts', () => {
  document.body.innerHTML = FORM_ISLAND;
  document.querySelector('input')!.focus();
  const boots: HTMLElement[] = [];
  watchIslands((marker) => boots.push(marker), document);
  expect(boots).toEqual([document.querySelector(`[${ISLAND_ATTRIBUTE}]`)]);
});

it('holds a button press before the island has booted and remembers which button', () => {
  const { doc, boots } = page(`<h2>Adults</h2>${FORM_ISLAND}`);
  const pressed = !fireEvent.click(doc.querySelector('button')!);
  expect(pressed).toBe(true); // the press was held: no native submission
  expect(boots[0]!.pending.press).toBe(doc.querySelector('button'));
  // Answered at once: the form reads as sending while the island starts.
  expect(doc.querySelector('button')).toHaveTextContent('Sending...');
  expect(doc.querySelector('button')).toHaveAttribute('aria-disabled', 'true');
});

it('holds a submission (Enter in a field) instead of letting the browser send the form', () => {
  const { doc, boots } = page(FORM_ISLAND);
  const sent = fireEvent.submit(doc.querySelector('form')!);
  expect(sent).toBe(false);
  expect(boots[0]!.pending.submit).toBe(doc.querySelector('form'));
  expect(doc.querySelector('button')).toHaveTextContent('Sending...');
});

it('leaves links and presses outside islands alone', () => {
  const { doc, boots } = page(`<button id="menu">Menu</button>${FORM_ISLAND}`);
  expect(fireEvent.click(doc.getElementById('menu')!)).toBe(true);
  expect(boots).toHaveLength(0);
});

it('boots a "visible" island as its content nears the viewport', () => {
  observed.length = 0;
  const { boots } = page(
    `<div ${ISLAND_ATTRIBUTE}="mf_content/retention-table" ${ISLAND_BOOT_ATTRIBUTE}="visible"><table id="periods"></table></div>`,
  );
  expect(observed.map((element) => element.id)).toEqual(['periods']);
  intersect!([{ isIntersecting: false, target: observed[0]! }]);
  expect(boots).toHaveLength(0);
  intersect!([{ isIntersecting: true, target: observed[0]! }]);
  expect(boots).toHaveLength(1);
});

it('boots an "interaction" island once it nears the viewport and the browser is idle', () => {
  jest.useFakeTimers();
  observed.length = 0;
  const { boots } = page(FORM_ISLAND);
  expect(observed.map((element) => element.tagName)).toEqual(['FORM']);
  intersect!([{ isIntersecting: false, target: observed[0]! }]);
  jest.runAllTimers();
  expect(boots).toHaveLength(0);
  intersect!([{ isIntersecting: true, target: observed[0]! }]);
  expect(boots).toHaveLength(0); // not within the observer's callback: when the browser is next idle
  jest.runAllTimers();
  expect(boots).toHaveLength(1);
  jest.useRealTimers();
});

it('boots a "press" island only when one of its buttons is pressed, not on the pointer or focus', () => {
  const { doc, boots } = page(
    `<div ${ISLAND_ATTRIBUTE}="shell/chat-launcher" ${ISLAND_BOOT_ATTRIBUTE}="press"><button type="button">Chat</button></div>`,
  );
  const button = doc.querySelector('button')!;
  fireEvent.pointerOver(button);
  fireEvent.focusIn(button);
  expect(boots).toHaveLength(0);
  fireEvent.click(button);
  expect(boots).toHaveLength(1);
  expect(boots[0]!.pending.press).toBe(button);
});
