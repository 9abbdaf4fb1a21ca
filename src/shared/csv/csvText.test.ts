import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvText, quotedText } from './csvText';

describe('the CSV writer', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Blood Pressure')).toBe('Blood Pressure');
    expect(csvField('Okafor, Ngozi')).toBe('"Okafor, Ngozi"');
    expect(csvField('Dr "Ngo" Okafor')).toBe('"Dr ""Ngo"" Okafor"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField('')).toBe('');
  });

  it('keeps a spreadsheet from running a text field as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvLine([quotedText('-dose')])).toBe(`"'-dose"\r\n`);
  });

  it('writes numbers and yes/no as they are, a negative number included', () => {
    expect(csvLine([-4.5, 120, true, false, null, '2026-11-26'])).toBe(
      '-4.5,120,true,false,,2026-11-26\r\n',
    );
  });

  it('always quotes free text, so a spreadsheet keeps it as text', () => {
    expect(csvLine([quotedText('007'), quotedText('Said "ouch"')])).toBe(
      '"007","Said ""ouch"""\r\n',
    );
  });

  it('writes a header line and one line per row, each ended by CRLF', () => {
    expect(
      csvText(
        ['a', 'b'],
        [
          [1, 'x'],
          [2, 'y, z'],
        ],
      ),
    ).toBe('a,b\r\n1,x\r\n2,"y, z"\r\n');
  });
});
