import { render, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { loadToasts } from '../../ui/feedback/lateToasts';
import { ShellToasts } from './ShellToasts';

describe('ShellToasts', () => {
  it('mounts nothing until a toast is wanted', async () => {
    const { container } = render(<ShellToasts />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section.Toastify')).toBeNull();
    expect(container.innerHTML).toBe('');
  });

  it('mounts the toast container once its code is here, without a Suspense fallback between', async () => {
    let fallbacks = 0;
    function Fallback() {
      fallbacks += 1;
      return null;
    }
    const { container } = render(
      <Suspense fallback={<Fallback />}>
        <ShellToasts />
      </Suspense>,
    );
    void loadToasts();
    await waitFor(() => expect(container.querySelector('section.Toastify')).not.toBeNull());
    // A fallback would have held the container back for React's 300 ms reveal throttle, in
    // which a toast raised beside a dialog's own container was dropped.
    expect(fallbacks).toBe(0);
  });
});
