import { fireEvent, render, screen } from '@testing-library/react';
import { matchMediaPreferring } from '@/testing/match-media';
import { useRipple } from './use-ripple';

function Page() {
  useRipple();
  return (
    <>
      <button type="button" className="mantine-Button-root">
        Save
      </button>
      <button type="button" className="mantine-Button-root" disabled>
        Disabled
      </button>
    </>
  );
}

/** The browser's answer to `prefers-reduced-motion: reduce` (the suite's setup says yes). */
function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaPreferring(reduce));
}

describe('useRipple', () => {
  beforeEach(() => prefersReducedMotion(false));

  it('shows a ripple on a pressed button for 500 ms', () => {
    vi.useFakeTimers();
    try {
      render(<Page />);
      const button = screen.getByRole('button', { name: 'Save' });
      fireEvent.pointerDown(button, { clientX: 10, clientY: 10 });
      expect(button.querySelector('.app-ripple')).not.toBeNull();
      vi.advanceTimersByTime(499);
      expect(button.querySelector('.app-ripple')).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(button.querySelector('.app-ripple')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows none when the user prefers reduced motion', () => {
    prefersReducedMotion(true);
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.pointerDown(button);
    expect(button.querySelector('.app-ripple')).toBeNull();
  });

  it('leaves disabled buttons alone', () => {
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Disabled' });
    fireEvent.pointerDown(button);
    expect(button.querySelector('.app-ripple')).toBeNull();
  });
});
