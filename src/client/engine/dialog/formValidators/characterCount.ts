// A string's length in characters (Unicode code points), as ajv's ucs2length counts it for
// minLength and maxLength on the server: a surrogate pair is one character. Our own copy, so
// the browser's form does not depend on how a bundler hands over a CommonJS default export
// (characterCount.test.ts compares the two).
export function characterCount(text: string): number {
  let count = 0;
  let index = 0;
  while (index < text.length) {
    count += 1;
    const unit = text.charCodeAt(index);
    index += 1;
    if (unit >= 0xd800 && unit <= 0xdbff && index < text.length) {
      if ((text.charCodeAt(index) & 0xfc00) === 0xdc00) index += 1;
    }
  }
  return count;
}
