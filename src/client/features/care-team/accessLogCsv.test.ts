import { describe, expect, it } from 'vitest';
import type { AccessLogRow } from '../../../shared/api/careTeamContract';
import { accessLogCsv, accessLogFileName } from './accessLogCsv';
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
  it('writes a byte-order mark, a header row, then one line per access, ended by CRLF', () => {
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
      '\uFEFFWhen,Who,Action,Area,Dataset,From,To',
      '2026-11-26T10:04:00+00:00,Ngozi Okafor,Read,Vitals Profile,Blood Pressure,2026-11-01,2026-11-26',
      '2026-11-26T10:04:00+00:00,You,Exported,Vitals Profile,,,',
      '2026-11-26T10:04:00+00:00,"Lab, North",Imported,Workout,"Sessions ""A""",2026-11-01,2026-11-26',
      '',
    ]);
  });

  it('names a passcode link’s recipient and label, and a wrong passcode as such', () => {
    const link = (outcome: 'opened' | 'wrong_passcode') =>
      entry({
        reader: { id: null, first_name: 'Dr Smith', last_name: '', kind: 'link' },
        profile: null,
        dataset_id: null,
        dataset_name: null,
        link: { label: 'For my GP', outcome },
      });
    const lines = accessLogCsv([link('opened'), link('wrong_passcode')], titles).split('\r\n');
    expect(lines.slice(1, 3)).toEqual([
      '2026-11-26T10:04:00+00:00,"Dr Smith (passcode link ""For my GP"")",Opened the passcode link,,,2026-11-01,2026-11-26',
      '2026-11-26T10:04:00+00:00,"Dr Smith (passcode link ""For my GP"")",Wrong passcode,,,2026-11-01,2026-11-26',
    ]);
  });

  it('names the file after the day', () => {
    expect(accessLogFileName('2026-11-26')).toBe('motus-access-log-2026-11-26.csv');
  });
});
