import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callTexts } from './callTexts';
import { ChatPanel } from './ChatPanel';

function renderPanel() {
  const onSend = vi.fn();
  render(<ChatPanel lines={[]} selfId="me" onSend={onSend} />);
  return { onSend, user: userEvent.setup() };
}

const messageBox = () => screen.getByLabelText(callTexts.chatLabel);

describe('the call chat box', () => {
  it('sends nothing while the message is only spaces', async () => {
    const { onSend, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: callTexts.send }));
    await user.type(messageBox(), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(messageBox()).toHaveProperty('value', '   ');
  });

  it('sends the message as typed and empties the box', async () => {
    const { onSend, user } = renderPanel();
    await user.type(messageBox(), ' Hello {Enter}');
    expect(onSend).toHaveBeenCalledWith(' Hello ');
    expect(messageBox()).toHaveProperty('value', '');
  });
});
