import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@clinic/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, use, useId, useState } from 'react';
import { bootIsland } from '../boot-island';
import { REMOTE_REGION_ATTRIBUTE } from '@/features/remote-slots/lib/server-html';
import { islandComponent } from '../island-modules';

jest.mock('../island-modules', () => ({ islandComponent: jest.fn() }));
// The toaster has tests of its own; here it would only add Fluent's toast code to load.
jest.mock('@/features/notifications/components/site-toaster', () => ({ __esModule: true, default: () => null }));
jest.mock('@/features/remote-slots/lib/load-remote-module', () => ({
  registerRemotesFromManifest: () => Promise.resolve(),
}));

const pressed = jest.fn();

function FakeForm({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return (
    <form aria-label="live form">
      <input aria-label={label} value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="button" onClick={pressed}>
        Send
      </button>
      <output>{`Typed: ${value}`}</output>
    </form>
  );
}

/** The prerendered markup of FakeForm (the app rendered it): the same fields and buttons, of the same types. */
function serverIsland(module: string, props: object) {
  document.body.innerHTML = `<main><div ${ISLAND_ATTRIBUTE}="${module}" ${ISLAND_PROPS_ATTRIBUTE}='${JSON.stringify(props)}'><form aria-label="server form"><input /><button type="button">Send</button></form></div></main>`;
  return document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)!;
}

beforeEach(() => {
  pressed.mockReset();
  jest
    .mocked(islandComponent)
    .mockImplementation((module) => (module === 'mf_test/form' ? (FakeForm as never) : undefined));
});

it('renders the named module with the marker’s props in the server markup’s place, keeping what was typed', async () => {
  const marker = serverIsland('mf_test/form', { label: 'First name' });
  marker.querySelector('input')!.value = 'Ann';
  marker.querySelector('input')!.focus();

  await act(async () => bootIsland(marker, { press: marker.querySelector('button')! }));

  await waitFor(() => expect(screen.queryByRole('form', { name: 'server form' })).toBeNull());
  const field = screen.getByRole('textbox', { name: 'First name' });
  expect(field).toHaveValue('Ann');
  expect(screen.getByText('Typed: Ann')).toBeInTheDocument(); // the app's own state has it, not only the DOM
  expect(field).toHaveFocus();
  expect(pressed).toHaveBeenCalledTimes(1); // the press made before it booted, done again
  expect(screen.getAllByRole('form')).toHaveLength(1);
});

function LabelledField() {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>Email</label>
      <input id={id} />
    </p>
  );
}

it('gives each island its own ids, so labels never point into the page or another island', async () => {
  jest.mocked(islandComponent).mockImplementation(() => LabelledField as never);
  document.body.innerHTML = ['a', 'b']
    .map(
      (name) =>
        `<div ${ISLAND_ATTRIBUTE}="mf_test/${name}" ${ISLAND_PROPS_ATTRIBUTE}="{}"><p><label>Email</label><input></p></div>`,
    )
    .join('');
  const markers = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  await act(async () => markers.forEach((marker) => bootIsland(marker, {})));

  await waitFor(() => expect(document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)).toHaveLength(0));
  const ids = screen.getAllByLabelText('Email').map((field) => field.id);
  expect(ids).toHaveLength(2);
  expect(new Set(ids).size).toBe(2);
  for (const id of ids) expect(id).toMatch(/island\d+-/);
});

it('waits for a held key to be released before swapping, so the key ends where it began', async () => {
  const marker = serverIsland('mf_test/form', { label: 'First name' });
  fireEvent.keyDown(document, { key: ' ' });
  await act(async () => bootIsland(marker, {}));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(marker.isConnected).toBe(true);
  // Rendered, but not displayed until the swap (no inline display style may override its `hidden`).
  const appForm = screen.getByRole('form', { name: 'live form', hidden: true });
  expect(appForm.closest<HTMLElement>('[hidden]')?.style.display).toBe('');

  fireEvent.keyUp(document, { key: ' ' });
  expect(marker.isConnected).toBe(false);
  expect(screen.getByRole('form', { name: 'live form' })).toBeVisible();
});

it('leaves the server markup alone when the marker names no module the shell knows', async () => {
  const marker = serverIsland('mf_unknown/form', {});
  await act(async () => bootIsland(marker, {}));
  expect(marker.isConnected).toBe(true);
  expect(screen.getByRole('form', { name: 'server form' })).toBeInTheDocument();
});

it("keeps the server's markup until every remote part of the island has rendered (the chat's widget)", async () => {
  let loadPart: () => void = () => {};
  const partLoaded = new Promise<void>((resolve) => (loadPart = resolve));
  function LatePart() {
    use(partLoaded);
    return <section hidden>Panel</section>;
  }
  function LauncherWithLatePart() {
    return (
      <>
        <button type="button">Chat</button>
        <div {...{ [REMOTE_REGION_ATTRIBUTE]: 'mf_test/part' }}>
          <Suspense fallback={null}>
            <LatePart />
          </Suspense>
        </div>
      </>
    );
  }
  jest.mocked(islandComponent).mockImplementation(() => LauncherWithLatePart as never);
  const marker = serverIsland('shell/launcher', {});
  await act(async () => bootIsland(marker, {}));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(marker.isConnected).toBe(true);

  await act(async () => loadPart());
  await waitFor(() => expect(marker.isConnected).toBe(false));
});
