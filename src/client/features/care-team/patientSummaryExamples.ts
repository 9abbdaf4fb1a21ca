import { patientSummaryPath } from '../../../shared/api/careTeamParameters';
import type { PanelReply, PanelRow } from '../../../shared/api/carePanelContract';
import type {
  PatientSummary,
  PatientSummaryReply,
  SummaryValue,
} from '../../../shared/api/patientSummaryContract';
import { prescribedKneeRoutine } from '../../engine/testing/workoutExamples';
import { PATIENT_ID } from './patientExamples';

/** Ada's summary as the server gives it to her doctor, for tests and stories. */

const value = (
  at: string,
  number: number,
  flag: SummaryValue['flag'] = null,
  low: number | null = null,
  high: number | null = null,
): SummaryValue => ({ at, value: number, flag, low, high });

const systolic = [
  value('2026-09-20 08:10', 118, 'N', 90, 119),
  value('2026-10-18 08:05', 126, 'H', 90, 119),
  value('2026-11-29 07:55', 158, 'H', 90, 119),
];

/** Every area Ada shares with her doctor (patientRow's, and pain). */
export const exampleSummary: PatientSummary = {
  patient: { id: PATIENT_ID, age: 34, sex: 'Female' },
  today: '2026-12-01',
  since: '2026-09-02',
  areas: ['vitals', 'medical', 'lab', 'pain', 'workout'],
  standing: {
    records: [
      {
        profile: 'medical',
        dataset: 202,
        kind: 'Condition',
        name: 'Medical Event',
        date: '2026-08-23',
        values: [
          { label: 'Description', value_type: 'text', value: 'Asthma' },
          { label: 'Current Treatment', value_type: 'text', value: 'Inhaler when needed' },
        ],
      },
      {
        profile: 'medical',
        dataset: 206,
        kind: 'MedicationStatement',
        name: 'Medication',
        date: '2026-08-23',
        values: [
          { label: 'Description', value_type: 'text', value: 'Salbutamol' },
          { label: 'Dose', value_type: 'text', value: '2 puffs' },
        ],
      },
      {
        profile: 'medical',
        dataset: 201,
        kind: 'AllergyIntolerance',
        name: 'Allergy',
        date: '2024-12-01',
        values: [{ label: 'Description', value_type: 'text', value: 'Penicillin' }],
      },
    ],
  },
  vital_signs: {
    measures: [
      {
        profile: 'vitals',
        dataset: 194,
        field: 'rested_hr',
        label: 'Resting Heart Rate',
        unit: 'bpm',
        latest: value('2026-11-30 07:00', 64, 'N', 51, 90),
        points: [
          value('2026-10-01 07:00', 61, 'N', 51, 90),
          value('2026-11-30 07:00', 64, 'N', 51, 90),
        ],
      },
      {
        profile: 'vitals',
        dataset: 188,
        field: 'systolic_value',
        label: 'Systolic',
        unit: 'mmHg',
        latest: systolic[2] ?? null,
        points: systolic,
      },
      {
        profile: 'vitals',
        dataset: 189,
        field: 'temperature',
        label: 'Temperature',
        unit: '°C',
        latest: value('2026-05-02 09:00', 36.8, 'N', 36.1, 37.2),
        points: [],
      },
    ],
  },
  laboratory: {
    dates: ['2026-11-26', '2026-10-01', '2026-06-12', '2026-03-03'],
    tests: [
      {
        profile: 'lab',
        dataset: 120,
        field: 'potassium',
        label: 'Potassium',
        unit: 'mmol/L',
        abnormal: true,
        results: [
          value('2026-11-26 09:00', 6.1, 'H', 3.5, 5),
          value('2026-10-01 09:00', 4.4, 'N', 3.5, 5),
          null,
          value('2026-03-03 09:00', 4.3, 'N', 3.5, 5),
        ],
      },
      {
        profile: 'lab',
        dataset: 121,
        field: 'urea',
        label: 'Urea',
        unit: 'mmol/L',
        abnormal: false,
        results: [
          value('2026-11-26 09:00', 5.1, 'N', 2.5, 7.8),
          value('2026-10-01 09:00', 4.8, 'N', 2.5, 7.8),
          value('2026-06-12 09:00', 5.2, 'N', 2.5, 7.8),
          null,
        ],
      },
    ],
  },
  pain: {
    measures: [
      {
        profile: 'pain',
        dataset: 17,
        field: 'pain_with_motion',
        label: 'Pain with Motion (0-10)',
        unit: '',
        latest: value('2026-11-30 20:00', 7),
        points: [
          value('2026-11-10 20:00', 4),
          value('2026-11-20 20:00', 5),
          value('2026-11-30 20:00', 7),
        ],
      },
    ],
  },
  training: {
    sessions: 3,
    per_week: 0.2,
    time_exercising: 2_940,
    runs: [1, 8, 15].map((daysAgo, index) => ({
      id: 500 + index,
      routine_id: prescribedKneeRoutine.id,
      routine_name: prescribedKneeRoutine.name,
      at: `2026-11-${String(30 - daysAgo).padStart(2, '0')} 18:00`,
      time_exercising: 980,
      exercises_completed: 4,
      exercises_skipped: 0,
    })),
    run_pain: [],
    prescribed: [prescribedKneeRoutine],
  },
};

export function summaryReply(summary: PatientSummary = exampleSummary): PatientSummaryReply {
  return { status: 'success', data: summary };
}

/** The path of Ada's summary. */
export const exampleSummaryPath = patientSummaryPath(PATIENT_ID);

/** Ada's row of her doctor's panel: her pain flagged, not reviewed yet. */
export const examplePanelRow: PanelRow = {
  patient: { id: PATIENT_ID, first_name: 'Ada', last_name: 'Lovelace' },
  areas: exampleSummary.areas,
  prescribe: false,
  last_activity_at: '2026-11-30T20:00:00Z',
  days_with_data_30: 12,
  rtm_tier: '2-15',
  adherence_7: 0.33,
  adherence_30: 0.5,
  pain: { latest: 7, change_7: 2, at: '2026-11-30 20:00' },
  labs_out_of_range: 1,
  flags: [
    { level: 'high', reason: 'pain_high' },
    { level: 'low', reason: 'adherence_below_half' },
  ],
  reviewed_at: null,
};

export const examplePanelReply: PanelReply = { status: 'success', data: [examplePanelRow] };

/** Ada's summary as a doctor sharing only these areas reads it: the others absent. */
export function summaryFor(areas: readonly string[]): PatientSummary {
  const { standing, vital_signs, laboratory, pain, training, ...always } = exampleSummary;
  return {
    ...always,
    areas: [...areas],
    ...(areas.includes('medical') ? { standing } : {}),
    ...(areas.includes('vitals') ? { vital_signs } : {}),
    ...(areas.includes('lab') ? { laboratory } : {}),
    ...(areas.includes('pain') ? { pain } : {}),
    ...(areas.includes('workout') ? { training } : {}),
  };
}

/** The panel's call answered not found, as a server without it would. */
export const panelNotFound = { status: 404, body: { status: 'error', message: 'Not Found' } };
