import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../actions/Button';
import { TextField } from './TextField';

/** A form that says what it would send, as the app's forms hold their fields in state. */
function EmailForm() {
  const [email, setEmail] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <TextField label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <p>Would send: {email || 'nothing'}</p>
      <Button type="submit">Send</Button>
    </form>
  );
}

const hydrated: { root: Root; container: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, container } of hydrated.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

/** What the build writes into a page's HTML for this element. */
async function markupOf(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/**
 * The form as the build renders it, typed into, then hydrated by React. `beforeHydrating` acts
 * on the typed field as a visitor might meanwhile (select its text, move the caret).
 */
async function hydrateAfterTyping(
  typed: string,
  beforeHydrating: (input: HTMLInputElement) => void = () => {},
): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = await markupOf(<EmailForm />);
  const input = container.querySelector('input');
  if (!input) throw new Error('The form rendered no input');
  input.value = typed;
  beforeHydrating(input);
  await act(async () => {
    hydrated.push({ root: hydrateRoot(container, <EmailForm />), container });
    await Promise.resolve();
  });
  return container;
}

describe('a prerendered form taken over by the app', () => {
  it('keeps in its state what was typed before React took the field over', async () => {
    await hydrateAfterTyping('ada@example.test');
    expect(screen.getByText('Would send: ada@example.test')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.test');
  });

  it('leaves the selection where it was, so typing over selected text replaces it', async () => {
    await hydrateAfterTyping('not-an-email', (input) => {
      input.focus();
      input.select();
    });
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'not-an-email'.length]);
    await userEvent.keyboard('ada@example.test');
    expect(screen.getByText('Would send: ada@example.test')).toBeInTheDocument();
  });

  it('leaves the caret where it was inside the typed text', async () => {
    await hydrateAfterTyping('ada@example.test', (input) => {
      input.focus();
      input.setSelectionRange(3, 3);
    });
    await userEvent.keyboard('.lovelace');
    expect(screen.getByText('Would send: ada.lovelace@example.test')).toBeInTheDocument();
  });

  it('changes nothing for a field nobody typed into', async () => {
    await hydrateAfterTyping('');
    expect(screen.getByText('Would send: nothing')).toBeInTheDocument();
  });

  it('cannot be sent by the browser before the app has it, and can once it has', async () => {
    await expect(markupOf(<EmailForm />)).resolves.toMatch(/<button type="submit"[^>]*disabled=""/);
    await hydrateAfterTyping('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('is typed into as usual when the app renders the form itself', async () => {
    render(<EmailForm />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'bo@example.test');
    expect(screen.getByText('Would send: bo@example.test')).toBeInTheDocument();
  });
});
