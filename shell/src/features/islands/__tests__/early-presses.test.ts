import fs from 'node:fs';
import path from 'node:path';
import { ISLAND_ATTRIBUTE } from '@clinic/contracts';
import { fireEvent } from '@testing-library/react';
import { EARLY_PRESSES_GLOBAL, watchIslands, type PendingActivation } from '../lib/island-triggers';

// The page's first script, as the browser runs it before the app has loaded.
const BOOT_SCRIPT = fs.readFileSync(path.join(__dirname, '../../../../public/boot.js'), 'utf8');
const runBootScript = () => (0, eval)(BOOT_SCRIPT) as unknown;

const PAGE = `<p><button id="elsewhere">Elsewhere</button></p><div ${ISLAND_ATTRIBUTE}="shell/chat-launcher"><button type="button">Chat</button></div>`;

beforeEach(() => {
  document.body.innerHTML = PAGE;
  delete document.documentElement.dataset.appReady;
});

it("holds a press on a region's button made before the app started, and has it pressed once the region boots", () => {
  runBootScript();
  const launcher = document.querySelector<HTMLButtonElement>(`[${ISLAND_ATTRIBUTE}] button`)!;
  expect(fireEvent.click(launcher)).toBe(false); // held: its default prevented
  expect(fireEvent.click(document.getElementById('elsewhere')!)).toBe(true);

  const boots: { marker: HTMLElement; pending: PendingActivation }[] = [];
  watchIslands((marker, pending) => boots.push({ marker, pending }));
  expect(boots).toHaveLength(1);
  expect(boots[0]!.marker.getAttribute(ISLAND_ATTRIBUTE)).toBe('shell/chat-launcher');
  expect(boots[0]!.pending.press).toBe(launcher);
  expect(window[EARLY_PRESSES_GLOBAL]).toEqual([]);
});

it('leaves presses alone once the app has started', () => {
  runBootScript();
  document.documentElement.dataset.appReady = 'true';
  fireEvent.click(document.querySelector(`[${ISLAND_ATTRIBUTE}] button`)!);
  expect(window[EARLY_PRESSES_GLOBAL]).toEqual([]);
});
