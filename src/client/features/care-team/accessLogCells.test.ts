import { describe, expect, it } from 'vitest';
import type { AccessLogRow } from '../../../shared/api/careTeamContract';
import { readerText } from '../../../shared/accessLog/accessLogColumns';
import { rangeText, whatText, whenText } from './accessLogCells';
import { areaTitles } from './areaTitles';

const titles = areaTitles([
  { id: 'lab', title: 'Laboratory Tests Profile' },
  { id: 'blood_results', title: 'Blood Results' },
]);

const read: AccessLogRow = {
  id: 1,
  at: '2026-11-26T10:04:00Z',
  action: 'read',
  reader: { id: 21, first_name: 'Ngozi', last_name: 'Okafor', kind: 'doctor' },
  profile: 'lab',
  dataset_id: null,
  dataset_name: null,
  date_from: '2026-11-01',
  date_to: '2026-11-26',
};

describe("the access log's cells", () => {
  it('names the reader: You, the doctor, the partner', () => {
    expect(readerText({ ...read, reader: { ...read.reader, kind: 'self' } })).toBe('You');
    expect(readerText(read)).toBe('Ngozi Okafor');
    expect(
      readerText({
        ...read,
        reader: { id: null, first_name: 'North Lab', last_name: '', kind: 'partner' },
      }),
    ).toBe('North Lab');
  });

  it('says a prescription as the patient reads it: Dana Meyer, Added a routine to your Workout', () => {
    const prescribed: AccessLogRow = {
      ...read,
      action: 'prescribe',
      reader: { id: 22, first_name: 'Dana', last_name: 'Meyer', kind: 'doctor' },
      profile: 'workout',
      date_from: null,
      date_to: null,
    };
    expect(readerText(prescribed)).toBe('Dana Meyer');
    expect(whatText(prescribed, titles)).toBe('Added a routine to your Workout');
    expect(rangeText(prescribed)).toBe('—');
  });

  it("says what: the dataset, else the area's title, with an import or export", () => {
    expect(whatText(read, titles)).toBe('Laboratory Tests Profile');
    expect(whatText({ ...read, dataset_name: 'Haemoglobin' }, titles)).toBe('Haemoglobin');
    expect(whatText({ ...read, action: 'import', dataset_name: 'Ferritin' }, titles)).toBe(
      'Ferritin (Imported)',
    );
    expect(whatText({ ...read, action: 'export', profile: 'workout' }, titles)).toBe(
      'Workout (Exported)',
    );
  });

  it('names a passcode link by its recipient and label, and says whether it opened', () => {
    const opened: AccessLogRow = {
      ...read,
      profile: null,
      reader: { id: null, first_name: 'Dr Smith', last_name: '', kind: 'link' },
      link: { label: 'For my GP', outcome: 'opened' },
    };
    expect(readerText(opened)).toBe('Dr Smith (passcode link "For my GP")');
    expect(readerText({ ...opened, link: { label: null, outcome: 'opened' } })).toBe(
      'Dr Smith (passcode link)',
    );
    expect(whatText(opened, titles)).toBe('Opened the passcode link');
    expect(whatText({ ...opened, link: { label: null, outcome: 'wrong_passcode' } }, titles)).toBe(
      'Wrong passcode',
    );
  });

  it('gives the range as days, or a dash when the access named none', () => {
    expect(rangeText(read)).toBe('2026-11-01 – 2026-11-26');
    expect(rangeText({ ...read, date_to: '2026-11-01' })).toBe('2026-11-01');
    expect(rangeText({ ...read, date_from: null, date_to: null })).toBe('—');
    expect(whenText(read)).toMatch(/^2026-11-2[67] \d\d:\d\d$/);
  });
});
