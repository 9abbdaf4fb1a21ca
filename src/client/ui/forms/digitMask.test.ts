import { describe, expect, it } from 'vitest';
import { applyDigitMask } from './digitMask';

describe('applyDigitMask', () => {
  const heightMask = '#.##';

  it('inserts the dot once a second digit is typed', () => {
    expect(applyDigitMask('1', heightMask)).toBe('1');
    expect(applyDigitMask('17', heightMask)).toBe('1.7');
    expect(applyDigitMask('175', heightMask)).toBe('1.75');
  });

  it('accepts a value typed with its dot and drops anything past the mask', () => {
    expect(applyDigitMask('1.75', heightMask)).toBe('1.75');
    expect(applyDigitMask('1.7589', heightMask)).toBe('1.75');
  });

  it('drops letters, spaces and extra dots', () => {
    expect(applyDigitMask('1a.,8 2m', heightMask)).toBe('1.82');
    expect(applyDigitMask('abc', heightMask)).toBe('');
  });

  it('lets the user delete back through the dot', () => {
    expect(applyDigitMask('1.', heightMask)).toBe('1');
  });
});
