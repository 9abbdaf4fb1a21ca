import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and described by its hint and error', () => {
    render(<TextField label="Height" hint="In metres" error="This field is required" />);
    const input = screen.getByRole('textbox', { name: 'Height' });
    expect(input).toHaveAccessibleDescription('In metres This field is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="First Name" />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
