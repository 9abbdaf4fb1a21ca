import { describe, expect, it } from 'vitest';
import { recordCellText } from './recordCellText';

describe('recordCellText', () => {
  it('shows a stored 1 as Yes and 0 as No', () => {
    expect(recordCellText({ value_type: 'boolean' }, 1)).toBe('Yes');
    expect(recordCellText({ value_type: 'boolean' }, 0)).toBe('No');
  });

  it('shows numbers with at most two decimals and text as entered', () => {
    expect(recordCellText({ value_type: 'decimal' }, 2.345)).toBe(
      new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(2.35),
    );
    expect(recordCellText({ value_type: 'integer' }, 3)).toBe('3');
    expect(recordCellText({ value_type: 'text' }, 'Penicillin rash')).toBe('Penicillin rash');
    expect(recordCellText({ value_type: 'date' }, '2026-03-04')).toBe('2026-03-04');
  });

  it('leaves a missing value empty', () => {
    expect(recordCellText({ value_type: 'text' }, undefined)).toBe('');
  });
});
