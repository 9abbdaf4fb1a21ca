import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { kneeRoutine, prescribedKneeRoutine } from '../testing/workoutExamples';
import { RoutineCard } from './RoutineCard';

function actions(overrides = {}) {
  return {
    running: false,
    onStart: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    pastSessions: null,
    ...overrides,
  };
}

describe('a prescribed routine on the patient’s Workout page', () => {
  it('says who prescribed it, the plan in words, its note and each dose', () => {
    render(<RoutineCard routine={prescribedKneeRoutine} actions={actions({ locked: true })} />);
    const card = within(screen.getByRole('article', { name: 'Knee rehab after surgery' }));
    expect(card.getByText('Prescribed by Dana Meyer')).toBeInTheDocument();
    expect(card.getByText('Mon, Wed, Fri from 1 Dec 2026 to 31 Jan 2027')).toBeInTheDocument();
    expect(card.getByText(/Before your walk, not after/)).toBeInTheDocument();
    expect(card.getByText('3 × 10, hold 5 s')).toBeInTheDocument();
    expect(card.getByText('3 × 45 s')).toBeInTheDocument();
  });

  it('offers Hide and Ask to stop, not Edit or Delete, while its plan holds', async () => {
    const onHide = vi.fn();
    const onAskToStop = vi.fn();
    render(
      <RoutineCard
        routine={prescribedKneeRoutine}
        actions={actions({ locked: true, onHide, onAskToStop })}
      />,
    );
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Start Routine', 'More', 'Hide', 'Ask to stop']);
    await userEvent.click(
      screen.getByRole('button', { name: 'Ask to stop: Knee rehab after surgery' }),
    );
    expect(onAskToStop).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Knee rehab after surgery' }));
    expect(onHide).toHaveBeenCalledOnce();
  });

  it('shows when the patient asked to stop, and a clinician who left', () => {
    render(
      <RoutineCard
        routine={{
          ...prescribedKneeRoutine,
          prescriber_left: true,
          stop_requested_at: '2026-12-03T09:00:00Z',
        }}
      />,
    );
    expect(screen.getByText('From a clinician who left')).toBeInTheDocument();
    expect(screen.getByText('Asked to stop on 3 Dec')).toBeInTheDocument();
    expect(screen.queryByText(/Prescribed by/)).not.toBeInTheDocument();
  });

  it('shows a person’s own routine as before, with no prescription', () => {
    render(<RoutineCard routine={kneeRoutine} actions={actions({ onHide: vi.fn() })} />);
    expect(screen.queryByText(/Prescribed by|Plan:/)).not.toBeInTheDocument();
    expect(screen.getByText('10 reps')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Delete Knee Strength: First Steps' }),
    ).toBeInTheDocument();
  });
});
