import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';
import { useFormState, type ErrorTiming, type FieldErrors } from './useFormState';

interface PersonValues {
  name: string;
  email: string;
}

const empty: PersonValues = { name: '', email: '' };

function validatePerson(values: PersonValues): FieldErrors<PersonValues> {
  return {
    name: values.name === '' ? 'Name needed' : undefined,
    email: values.email.includes('@') ? undefined : 'Email needed',
  };
}

function PersonForm({ timing, focus = true }: { timing: ErrorTiming; focus?: boolean }) {
  const form = useFormState(empty, validatePerson, {
    errorTiming: timing,
    focusFirstError: focus,
  });
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    form.attemptSubmit(event.currentTarget);
  }
  return (
    <form noValidate onSubmit={submit}>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Email" {...form.field('email')} />
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm(timing: ErrorTiming, focus?: boolean) {
  render(<PersonForm timing={timing} focus={focus} />);
  return {
    user: userEvent.setup(),
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

describe('useFormState', () => {
  it("'onceLeft' says a field's problem once it is left, and a submit says every one", async () => {
    const { user, name, email, send } = renderForm('onceLeft');
    await user.click(name);
    expect(screen.queryByText('Name needed')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Name needed')).toBeInTheDocument();
    expect(screen.queryByText('Email needed')).not.toBeInTheDocument();

    await user.click(send);
    expect(screen.getByText('Email needed')).toBeInTheDocument();
    expect(name).toHaveFocus();
    await user.type(name, 'Ada');
    expect(screen.queryByText('Name needed')).not.toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Email needed');
  });

  it("'afterSubmit' says nothing when a field is left, then follows the values", async () => {
    const { user, name, send } = renderForm('afterSubmit');
    await user.click(name);
    await user.tab();
    expect(screen.queryByText('Name needed')).not.toBeInTheDocument();
    await user.click(send);
    expect(screen.getByText('Name needed')).toBeInTheDocument();
    await user.type(name, 'A');
    expect(screen.queryByText('Name needed')).not.toBeInTheDocument();
  });

  it("'untilFieldEdited' keeps what the submit found until that field is edited", async () => {
    const { user, name, email, send } = renderForm('untilFieldEdited');
    await user.click(send);
    await user.type(name, 'A');
    expect(screen.queryByText('Name needed')).not.toBeInTheDocument();
    expect(screen.getByText('Email needed')).toBeInTheDocument();
    // The edit does not make a new message: the next submit does.
    await user.clear(name);
    expect(screen.queryByText('Name needed')).not.toBeInTheDocument();
    await user.type(email, 'x');
    expect(screen.queryByText('Email needed')).not.toBeInTheDocument();
    await user.click(send);
    expect(screen.getByText('Name needed')).toBeInTheDocument();
  });

  it("'untilAnyEdit' hides every message at the first edit", async () => {
    const { user, name, send } = renderForm('untilAnyEdit');
    await user.click(send);
    expect(screen.getByText('Email needed')).toBeInTheDocument();
    await user.type(name, 'A');
    expect(screen.queryByText('Name needed')).not.toBeInTheDocument();
    expect(screen.queryByText('Email needed')).not.toBeInTheDocument();
  });

  it("'untilNextSubmit' keeps what the submit found while the fields change", async () => {
    const { user, name, send } = renderForm('untilNextSubmit');
    await user.click(send);
    await user.type(name, 'A');
    expect(screen.getByText('Name needed')).toBeInTheDocument();
    await user.click(send);
    expect(screen.queryByText('Name needed')).not.toBeInTheDocument();
    expect(screen.getByText('Email needed')).toBeInTheDocument();
  });

  it('leaves focus where it is when the form says so', async () => {
    const { user, send } = renderForm('onceLeft', false);
    await user.click(send);
    expect(screen.getByText('Name needed')).toBeInTheDocument();
    expect(send).toHaveFocus();
  });

  it('ticks and unticks the items of a list field', () => {
    const { result } = renderHook(() => useFormState({ days: [1, 3] as readonly number[] }));
    act(() => result.current.toggleItem('days', 5));
    act(() => result.current.toggleItem('days', 1));
    expect(result.current.values.days).toEqual([3, 5]);
  });

  it('follows the initial values until edited, and holds what a reset gives', () => {
    const { result, rerender } = renderHook(
      ({ start }) => useFormState(start, undefined, { followInitialValues: true }),
      { initialProps: { start: { note: 'first' } } },
    );
    rerender({ start: { note: 'second' } });
    expect(result.current.values.note).toBe('second');
    act(() => result.current.reset({ note: 'saved' }));
    rerender({ start: { note: 'third' } });
    expect(result.current.values.note).toBe('saved');
    act(() => result.current.reset());
    expect(result.current.values.note).toBe('third');
  });

  it('says a submit was tried, until a reset', () => {
    const { result } = renderHook(() => useFormState(empty, validatePerson));
    expect(result.current.submitAttempted).toBe(false);
    act(() => {
      result.current.attemptSubmit();
    });
    expect(result.current.submitAttempted).toBe(true);
    act(() => result.current.setValue('name', 'Ada'));
    expect(result.current.submitAttempted).toBe(true);
    act(() => result.current.reset());
    expect(result.current.submitAttempted).toBe(false);
  });

  it('shows a message found after the submit at its field, and moves focus there', async () => {
    function CodeForm() {
      const form = useFormState({ code: '' }, undefined, { errorTiming: 'untilNextSubmit' });
      return (
        <form noValidate>
          <TextField label="Code" {...form.field('code')} />
          <button
            type="button"
            onClick={(event) => form.showError('code', 'Wrong code', event.currentTarget.form)}
          >
            Refuse
          </button>
        </form>
      );
    }
    render(<CodeForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refuse' }));
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveAccessibleDescription('Wrong code');
    expect(code).toHaveFocus();
  });
});
