import { CHAT_CONTINUATION_KEY, type ChatWidgetProps } from '@clinic/contracts';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@clinic/ui/testing';
import { ChatLauncher } from '../components/chat-launcher';

/** Stands in for the remote widget: shows whether it is open and offers its close button. */
function FakeWidget({ open, onClose, currentPath }: ChatWidgetProps) {
  return open ? (
    <section aria-label="fake chat panel" data-path={currentPath}>
      <button type="button" onClick={onClose}>
        Close chat
      </button>
    </section>
  ) : (
    <span data-testid="widget-loaded-closed" />
  );
}

const keep = (open: boolean) =>
  window.sessionStorage.setItem(
    CHAT_CONTINUATION_KEY,
    JSON.stringify({ version: 1, open, consented: false, sessionId: 'abcdef12-3456', messages: [] }),
  );

const launcher = () => screen.getByRole('button', { name: 'Chat with the Spine Information Assistant' });

afterEach(() => window.sessionStorage.clear());

describe('chat launcher', () => {
  it('renders the widget closed beside the button (its closed panel goes into the prerendered page)', () => {
    renderWithProviders(<ChatLauncher currentPath="/" Widget={FakeWidget} />);
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('widget-loaded-closed')).toBeInTheDocument();
  });

  it("starts open, as already shown, when the page's copy of the panel was opened", () => {
    const shown = jest.fn();
    function RecordingWidget(props: ChatWidgetProps) {
      shown(props.alreadyShown);
      return <FakeWidget {...props} />;
    }
    renderWithProviders(<ChatLauncher currentPath="/" Widget={RecordingWidget} openedByPage />);
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'fake chat panel' })).toBeInTheDocument();
    expect(shown).toHaveBeenLastCalledWith(true);
  });

  it('opens the panel on press, with the current path, and returns focus to itself on close', async () => {
    const { user } = renderWithProviders(<ChatLauncher currentPath="/services" Widget={FakeWidget} />);
    await user.click(launcher());
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'fake chat panel' })).toHaveAttribute('data-path', '/services');

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('region', { name: 'fake chat panel' })).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it.each([
    ['open', true],
    ['closed', false],
  ])('starts %s, as the tab left the panel on the previous page', (_state, open) => {
    keep(open);
    renderWithProviders(<ChatLauncher currentPath="/" Widget={FakeWidget} />);
    expect(launcher()).toHaveAttribute('aria-expanded', String(open));
    expect(screen.queryByRole('region', { name: 'fake chat panel' }) !== null).toBe(open);
  });

  it('reads the tab again when the browser shows the page from its back/forward cache', () => {
    let mounts = 0;
    function CountingWidget(props: ChatWidgetProps) {
      useState(() => (mounts += 1));
      return <FakeWidget {...props} />;
    }
    keep(false);
    renderWithProviders(<ChatLauncher currentPath="/" Widget={CountingWidget} />);
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(mounts).toBe(1);

    // Meanwhile, on another page of the tab, the visitor opened the chat again.
    keep(true);
    act(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'fake chat panel' })).toBeInTheDocument();
    expect(mounts).toBe(2);
  });
});
