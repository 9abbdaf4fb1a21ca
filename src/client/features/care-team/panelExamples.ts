import type { PanelReply, PanelRow } from '../../../shared/api/carePanelContract';

/** A panel row as the server sends it, for tests and stories: a quiet patient by default. */
export function panelRow(overrides: Partial<PanelRow> = {}): PanelRow {
  return {
    patient: { id: 12, first_name: 'Ada', last_name: 'Lovelace' },
    areas: ['vitals', 'pain', 'workout'],
    prescribe: true,
    last_activity_at: '2026-11-30T18:05:00.000+01:00',
    days_with_data_30: 18,
    rtm_tier: '16+',
    adherence_7: 1,
    adherence_30: 0.9,
    pain: { latest: 2, change_7: 0, at: '2026-11-30 18:05' },
    labs_out_of_range: null,
    flags: [],
    reviewed_at: null,
    ...overrides,
  };
}

/** A clinician's morning: one patient in pain, one quiet for days, one with a new result, one well. */
export const examplePanel: PanelReply = {
  status: 'success',
  data: [
    panelRow({
      patient: { id: 21, first_name: 'Rhea', last_name: 'Kim' },
      pain: { latest: 8, change_7: 3, at: '2026-11-30 19:10' },
      adherence_7: 1 / 3,
      adherence_30: 0.5,
      days_with_data_30: 9,
      rtm_tier: '2-15',
      flags: [
        { level: 'critical', reason: 'pain_high' },
        { level: 'high', reason: 'pain_rising_fast' },
        { level: 'high', reason: 'adherence_below_half' },
      ],
    }),
    panelRow({
      patient: { id: 22, first_name: 'Omar', last_name: 'Haddad' },
      last_activity_at: '2026-11-28T08:00:00.000+01:00',
      days_with_data_30: 4,
      rtm_tier: '2-15',
      adherence_7: 0.67,
      flags: [{ level: 'low', reason: 'nothing_recorded_49_hours' }],
      reviewed_at: '2026-11-20T09:00:00.000Z',
    }),
    panelRow({
      patient: { id: 23, first_name: 'Lara', last_name: 'Novak' },
      areas: ['lab'],
      prescribe: false,
      pain: null,
      adherence_7: null,
      adherence_30: null,
      labs_out_of_range: 2,
      days_with_data_30: 1,
      rtm_tier: 'none',
      flags: [{ level: 'high', reason: 'new_lab_out_of_range' }],
    }),
    panelRow(),
  ],
};
