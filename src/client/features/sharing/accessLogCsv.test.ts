import { describe, expect, it } from 'vitest';
import type { AccessLogRow } from '../../../shared/api/careTeamContract';
import { accessLogCsv, accessLogFileName, csvField } from './accessLogCsv';
import { areaTitles } from './areaTitles';

const titles = areaTitles([{ id: 'vitals', title: 'Vitals Profile' }]);

function entry(fields: Partial<AccessLogRow>): AccessLogRow {
  return {
    id: 1,
    at: '2026-11-26T10:04:00+00:00',
    action: 'read',
    reader: { id: 21, first_name: 'Ngozi', last_name: 'Okafor', kind: 'doctor' },
    profile: 'vitals',
    dataset_id: 4,
    dataset_name: 'Blood Pressure',
    date_from: '2026-11-01',
    date_to: '2026-11-26',
    ...fields,
  };
}

describe('the access log as CSV', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Blood Pressure')).toBe('Blood Pressure');
    expect(csvField('Okafor, Ngozi')).toBe('"Okafor, Ngozi"');
    expect(csvField('Dr "Ngo" Okafor')).toBe('"Dr ""Ngo"" Okafor"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField('')).toBe('');
  });

  it('keeps a spreadsheet from running a field as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@sum')).toBe("'@sum");
  });

  it('writes a header row, then one line per access, ended by CRLF', () => {
    const text = accessLogCsv(
      [
        entry({}),
        entry({
          id: 2,
          action: 'export',
          reader: { id: 7, first_name: 'Aoife', last_name: 'Byrne', kind: 'self' },
          dataset_name: null,
          date_from: null,
          date_to: null,
        }),
        entry({
          id: 3,
          action: 'import',
          reader: { id: null, first_name: 'Lab, North', last_name: '', kind: 'partner' },
          profile: 'workout',
          dataset_name: 'Sessions "A"',
        }),
      ],
      titles,
    );
    expect(text.split('\r\n')).toEqual([
      'When,Who,Action,Area,Dataset,From,To',
      '2026-11-26T10:04:00+00:00,Ngozi Okafor,Read,Vitals Profile,Blood Pressure,2026-11-01,2026-11-26',
      '2026-11-26T10:04:00+00:00,You,Exported,Vitals Profile,,,',
      '2026-11-26T10:04:00+00:00,"Lab, North",Imported,Workout,"Sessions ""A""",2026-11-01,2026-11-26',
      '',
    ]);
  });

  it('names the file after the day', () => {
    expect(accessLogFileName('2026-11-26')).toBe('motus-access-log-2026-11-26.csv');
  });
});
