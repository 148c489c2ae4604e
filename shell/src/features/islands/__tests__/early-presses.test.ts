import fs from 'node:fs';
import path from 'node:path';
import { ISLAND_ATTRIBUTE } from '@clinic/contracts';
import { fireEvent } from '@testing-library/react';
import { EARLY_PRESSES_GLOBAL, pressEarlyPressesAgain, takeEarlyPresses } from '../lib/early-presses';
import { watchIslands, type PendingActivation } from '../lib/island-triggers';

// The page's first script, as the browser runs it before the page script has loaded.
const BOOT_SCRIPT = fs.readFileSync(path.join(__dirname, '../../../../public/boot.js'), 'utf8');
const runBootScript = () => (0, eval)(BOOT_SCRIPT) as unknown;

const PAGE = `<p><button id="elsewhere">Elsewhere</button></p>
  <button id="menu" aria-controls="panel" aria-expanded="false">Menu</button><div id="panel" hidden></div>
  <div ${ISLAND_ATTRIBUTE}="shell/chat-launcher"><button type="button">Chat</button></div>`;
const launcher = () => document.querySelector<HTMLButtonElement>(`[${ISLAND_ATTRIBUTE}] button`)!;

beforeEach(() => {
  document.body.innerHTML = PAGE;
  delete document.documentElement.dataset.appReady;
});

it("holds a press on a region's button made before the page script started, and has it pressed once the region boots", () => {
  runBootScript();
  expect(fireEvent.click(launcher())).toBe(false); // held: its default prevented
  expect(fireEvent.click(document.getElementById('elsewhere')!)).toBe(true);

  const boots: { marker: HTMLElement; pending: PendingActivation }[] = [];
  watchIslands((marker, pending) => boots.push({ marker, pending }), document);
  expect(boots).toHaveLength(0);
  document.documentElement.dataset.appReady = 'true';
  pressEarlyPressesAgain();
  expect(boots).toHaveLength(1);
  expect(boots[0]!.marker.getAttribute(ISLAND_ATTRIBUTE)).toBe('shell/chat-launcher');
  expect(boots[0]!.pending.press).toBe(launcher());
  expect(takeEarlyPresses()).toEqual([]);
});

it('holds a press on a menu button too, in order with the others', () => {
  runBootScript();
  fireEvent.click(document.getElementById('menu')!);
  fireEvent.click(launcher());
  expect(takeEarlyPresses()).toEqual([document.getElementById('menu'), launcher()]);
});

it('leaves presses alone once the page script has started', () => {
  runBootScript();
  document.documentElement.dataset.appReady = 'true';
  fireEvent.click(launcher());
  expect(window[EARLY_PRESSES_GLOBAL]).toEqual([]);
});
