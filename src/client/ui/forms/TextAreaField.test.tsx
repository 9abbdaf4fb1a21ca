import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('is a text area named by its label and described by its hint and error', () => {
    render(<TextAreaField label="Description" hint="What the routine is for" error="Too long" />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('What the routine is for Too long');
    expect(area).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses brackets and braces (key codes 219 and 221) and keeps the rest', async () => {
    const user = userEvent.setup();
    render(<TextAreaField label="Safety Info" />);
    const area = screen.getByRole('textbox', { name: 'Safety Info' });
    // user-event reads '[' and '{' as key descriptors; doubled they are the characters.
    await user.type(area, 'a[[b]c{{d}');
    expect(area).toHaveValue('abcd');
  });
});
