import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PainQuestion } from './PainQuestion';

function renderQuestion(moment: 'before' | 'after') {
  const onAnswer = vi.fn();
  render(<PainQuestion moment={moment} onAnswer={onAnswer} />);
  return { onAnswer, user: userEvent.setup() };
}

describe('PainQuestion', () => {
  it('keeps Start exercises disabled until a rating is chosen, then sends the last one chosen', async () => {
    const { onAnswer, user } = renderQuestion('before');
    const start = screen.getByRole('button', { name: 'Start exercises' });
    expect(start).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '7' }));
    await user.click(screen.getByRole('radio', { name: '2' }));
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '7' })).not.toBeChecked();
    expect(start).toBeEnabled();
    await user.click(start);
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('answers 0 as a rating, not as no answer', async () => {
    const { onAnswer, user } = renderQuestion('after');
    await user.click(screen.getByRole('radio', { name: '0' }));
    await user.click(screen.getByRole('button', { name: 'Save session' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('answers null when skipped, with or without a rating chosen', async () => {
    const { onAnswer, user } = renderQuestion('after');
    await user.click(screen.getByRole('radio', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Skip question' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(null);
  });
});
