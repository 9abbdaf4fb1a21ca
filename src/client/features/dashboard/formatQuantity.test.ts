import { describe, expect, it } from 'vitest';
import { formatQuantity } from './formatQuantity';

describe('formatQuantity', () => {
  it('groups thousands, keeps at most one decimal and adds the unit', () => {
    expect(formatQuantity(1240, 'min', 'en-GB')).toBe('1,240 min');
    expect(formatQuantity(312.54, 'km', 'en-GB')).toBe('312.5 km');
    expect(formatQuantity(84000, '', 'en-GB')).toBe('84,000');
  });

  it("follows the reader's locale", () => {
    expect(formatQuantity(1240.5, 'min', 'de-DE')).toBe('1.240,5 min');
  });
});
