import { act, render, screen } from '@testing-library/react';
import { useAfterFirstInteraction } from '../use-after-first-interaction';

function Probe() {
  return <output>{useAfterFirstInteraction() ? 'interacted' : 'waiting'}</output>;
}

describe('useAfterFirstInteraction', () => {
  it('stays false while the visitor only looks at the page', () => {
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
  });

  it.each(['pointerdown', 'keydown', 'scroll', 'touchstart'])('turns true on the first %s', (type) => {
    render(<Probe />);
    act(() => {
      window.dispatchEvent(new Event(type));
    });
    expect(screen.getByRole('status')).toHaveTextContent('interacted');
  });
});
