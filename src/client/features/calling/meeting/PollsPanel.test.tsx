import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { POLL_OPTIONS_MAX } from '../../../../shared/calling/signalProtocol';
import { callTexts } from './callTexts';
import { PollsPanel } from './PollsPanel';

function renderPanel() {
  const onCreate = vi.fn();
  render(<PollsPanel polls={[]} selfId="me" onCreate={onCreate} onVote={vi.fn()} />);
  return { onCreate, user: userEvent.setup() };
}

const askButton = () => screen.getByRole('button', { name: callTexts.createPoll });
const optionField = (index: number) => screen.getByLabelText(callTexts.pollOption(index));

describe('asking a poll in a call', () => {
  it('lets Ask be pressed only with a question and two options that are more than spaces', async () => {
    const { user } = renderPanel();
    expect(askButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(callTexts.pollQuestion), 'Pain today?');
    await user.type(optionField(0), 'Less');
    await user.type(optionField(1), '   ');
    expect(askButton()).toHaveProperty('disabled', true);
    await user.type(optionField(1), 'More');
    expect(askButton()).toHaveProperty('disabled', false);
    await user.clear(screen.getByLabelText(callTexts.pollQuestion));
    await user.type(screen.getByLabelText(callTexts.pollQuestion), '  ');
    expect(askButton()).toHaveProperty('disabled', true);
  });

  it('adds option fields up to the most a poll may have', async () => {
    const { user } = renderPanel();
    for (let count = 2; count < POLL_OPTIONS_MAX; count += 1) {
      await user.click(screen.getByRole('button', { name: callTexts.addOption }));
    }
    expect(optionField(POLL_OPTIONS_MAX - 1)).toBeTruthy();
    expect(screen.queryByRole('button', { name: callTexts.addOption })).toBeNull();
  });

  it('sends the question and the filled options trimmed, then starts a fresh poll', async () => {
    const { onCreate, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: callTexts.addOption }));
    await user.type(screen.getByLabelText(callTexts.pollQuestion), ' Pain today? ');
    await user.type(optionField(0), ' Less ');
    await user.type(optionField(2), 'More ');
    await user.click(askButton());
    expect(onCreate).toHaveBeenCalledWith('Pain today?', ['Less', 'More']);
    expect(screen.getByLabelText(callTexts.pollQuestion)).toHaveProperty('value', '');
    expect(screen.queryByLabelText(callTexts.pollOption(2))).toBeNull();
    expect(optionField(0)).toHaveProperty('value', '');
    expect(askButton()).toHaveProperty('disabled', true);
  });
});
