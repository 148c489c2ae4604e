import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeMenus, enhanceMenus } from '../lib/menu-disclosures';

// Hand-written markup, as a prerendered page carries it: nothing but the attributes drives the menus.
const HEADER = `
  <header>
    <ul>
      <li>
        <button type="button" data-menu-trigger aria-expanded="false" aria-controls="menu-a">Alpha</button>
        <ul id="menu-a" hidden><li><a href="#one">One</a></li><li><a href="#two">Two</a></li></ul>
      </li>
      <li>
        <button type="button" data-menu-trigger aria-expanded="false" aria-controls="menu-b">Beta</button>
        <ul id="menu-b" hidden><li><a href="#three">Three</a></li></ul>
      </li>
    </ul>
    <button type="button" data-menu-trigger aria-expanded="false" aria-controls="panel"
      aria-label="Show it" data-menu-open-label="Hide it" data-menu-closed-label="Show it"></button>
    <div id="panel" hidden><a href="#four">Four</a></div>
    <a href="#elsewhere">Elsewhere</a>
  </header>
  <main><p>Page text</p></main>`;

const header = () => document.querySelector('header')!;
const alpha = () => screen.getByRole('button', { name: 'Alpha' });
const beta = () => screen.getByRole('button', { name: 'Beta' });
const panelOf = (trigger: HTMLElement) => document.getElementById(trigger.getAttribute('aria-controls')!)!;

function expectOpen(trigger: HTMLElement, open: boolean) {
  expect(trigger).toHaveAttribute('aria-expanded', String(open));
  expect(panelOf(trigger).hidden).toBe(!open);
}

let cleanups: Array<() => void> = [];
function enhance(root: Element | Document = header()) {
  cleanups.push(enhanceMenus(root));
}

beforeEach(() => {
  document.body.innerHTML = HEADER;
});
afterEach(() => {
  cleanups.forEach((cleanup) => cleanup());
  cleanups = [];
});

describe('enhanceMenus', () => {
  it('toggles a menu on click, keeping aria-expanded and hidden in step', async () => {
    const user = userEvent.setup();
    enhance();
    await user.click(alpha());
    expectOpen(alpha(), true);
    expect(within(panelOf(alpha())).getByRole('link', { name: 'One' })).toBeVisible();
    await user.click(alpha());
    expectOpen(alpha(), false);
  });

  it('keeps one menu open at a time', async () => {
    const user = userEvent.setup();
    enhance();
    await user.click(alpha());
    await user.click(beta());
    expectOpen(beta(), true);
    expectOpen(alpha(), false);
  });

  it('closes on Escape inside the open menu and returns focus to its button', async () => {
    const user = userEvent.setup();
    enhance();
    await user.click(alpha());
    await user.tab();
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expectOpen(alpha(), false);
    expect(alpha()).toHaveFocus();
  });

  it('leaves the open menu and the focus alone on Escape elsewhere', async () => {
    const user = userEvent.setup();
    enhance();
    await user.click(alpha());
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    elsewhere.focus();
    await user.keyboard('{Escape}');
    expectOpen(alpha(), true);
    expect(elsewhere).toHaveFocus();
  });

  it('closes on a press outside the open menu, even outside the root', async () => {
    const user = userEvent.setup();
    enhance();
    await user.click(alpha());
    await user.click(screen.getByRole('link', { name: 'One' }).closest('li')!);
    expectOpen(alpha(), true);
    await user.click(screen.getByText('Page text'));
    expectOpen(alpha(), false);
  });

  it('closes every menu when a link inside one is chosen', async () => {
    const user = userEvent.setup();
    enhance();
    await user.click(alpha());
    await user.click(screen.getByRole('link', { name: 'Two' }));
    expectOpen(alpha(), false);
  });

  it('switches the accessible name of a trigger that carries both labels', async () => {
    const user = userEvent.setup();
    enhance();
    await user.click(screen.getByRole('button', { name: 'Show it' }));
    const hide = screen.getByRole('button', { name: 'Hide it' });
    expectOpen(hide, true);
    await user.click(screen.getByRole('link', { name: 'Four' }));
    expectOpen(screen.getByRole('button', { name: 'Show it' }), false);
  });

  it('toggles once per click when enhanced twice, or inside an enhanced document', async () => {
    const user = userEvent.setup();
    enhance();
    enhance();
    enhance(document);
    await user.click(alpha());
    expectOpen(alpha(), true);
    await user.click(alpha());
    expectOpen(alpha(), false);
  });

  it('runs each copy of the header on its own panels while two share the same ids', async () => {
    const user = userEvent.setup();
    document.body.insertAdjacentHTML('beforeend', HEADER);
    enhance(document);
    await user.click(screen.getAllByRole('button', { name: 'Alpha' })[1]!);
    const lists = [...document.querySelectorAll<HTMLElement>('[id="menu-a"]')];
    expect(lists.map((list) => list.hidden)).toEqual([true, false]);
    await user.click(within(lists[1]!).getByRole('link', { name: 'One' }));
    expect(lists.map((list) => list.hidden)).toEqual([true, true]);
  });

  it('stops after its cleanup, and can be attached again', () => {
    const cleanup = enhanceMenus(header());
    cleanup();
    fireEvent.click(alpha());
    expectOpen(alpha(), false);
    enhance();
    fireEvent.click(alpha());
    expectOpen(alpha(), true);
  });
});

describe('closeMenus', () => {
  it('closes whatever is open under the root', () => {
    enhance();
    fireEvent.click(screen.getByRole('button', { name: 'Show it' }));
    closeMenus(header());
    expectOpen(screen.getByRole('button', { name: 'Show it' }), false);
  });
});
