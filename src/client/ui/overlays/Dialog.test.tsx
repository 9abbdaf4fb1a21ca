import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('opens as a modal named by its title', () => {
    render(
      <Dialog open title="Vitals Data" onClose={() => undefined}>
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Vitals Data' })).toHaveAttribute('open');
  });

  it('asks its owner to close from the close button and from Escape', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <Dialog open title="Vitals Data" onClose={onClose}>
        <p>Body</p>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps a blocking dialog open on Escape and offers no close button', () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="Enter Security Pin" onClose={onClose} dismissible={false}>
        <p>Body</p>
      </Dialog>,
    );
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
