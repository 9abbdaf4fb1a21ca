/** The character of a mask that takes one digit; every other character is written as it is. */
const DIGIT_SLOT = '#';

/**
 * Fits what was typed into a digit mask such as '#.##' (height in metres): non-digits are
 * dropped, digits fill the slots in order and fixed characters appear once a digit follows them.
 * So '175' and '1.75' both become '1.75', and '1' stays '1' while the user is still typing.
 */
export function applyDigitMask(typed: string, mask: string): string {
  const digits = typed.replace(/\D/g, '');
  let result = '';
  let nextDigit = 0;
  for (const slot of mask) {
    if (nextDigit >= digits.length) break;
    if (slot === DIGIT_SLOT) {
      result += digits.charAt(nextDigit);
      nextDigit += 1;
    } else {
      result += slot;
    }
  }
  return result;
}
