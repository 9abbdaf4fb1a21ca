import type { SharingRow } from '../../../shared/api/careTeamContract';
import type { AccessLogRow } from '../../../shared/api/careTeamContract';
import type { AccessLogPage } from './accessLogApi';

/** Doctors and accesses as the server gives them, for the page's tests and stories. */
export const doctorNgozi: SharingRow = {
  doctor: { id: 21, first_name: 'Ngozi', last_name: 'Okafor', email: 'dr.ngozi@clinic.example' },
  profiles: ['vitals', 'workout'],
  expires_on: '2027-03-31',
  prescribe: true,
  given_at: '2026-11-20T09:15:00+00:00',
  first_read_at: '2026-11-26T10:04:00+00:00',
};

export const doctorSeamus: SharingRow = {
  doctor: {
    id: 22,
    first_name: 'Séamus',
    last_name: 'Walsh',
    email: 'seamus.walsh@physio.example',
  },
  profiles: ['medical'],
  expires_on: null,
  prescribe: false,
  given_at: '2026-11-24T16:40:00+00:00',
  first_read_at: null,
};

export const doctorLena: SharingRow = {
  doctor: {
    id: 23,
    first_name: 'Lena',
    last_name: 'Fischer',
    email: 'lena.fischer@clinic.example',
  },
  profiles: [],
  expires_on: null,
  prescribe: false,
  given_at: null,
  first_read_at: null,
};

export const ownRead: AccessLogRow = {
  id: 103,
  at: '2026-11-26T18:20:00+00:00',
  action: 'read',
  reader: { id: 7, first_name: 'Aoife', last_name: 'Byrne', kind: 'self' },
  profile: 'medical',
  dataset_id: null,
  dataset_name: null,
  date_from: '2026-01-01',
  date_to: '2026-11-26',
};

export const doctorRead: AccessLogRow = {
  id: 102,
  at: '2026-11-26T10:04:00+00:00',
  action: 'read',
  reader: { id: 21, first_name: 'Ngozi', last_name: 'Okafor', kind: 'doctor' },
  profile: 'vitals',
  dataset_id: 4,
  dataset_name: 'Blood Pressure',
  date_from: '2026-11-01',
  date_to: '2026-11-26',
};

export const partnerImport: AccessLogRow = {
  id: 101,
  at: '2026-11-25T07:30:00+00:00',
  action: 'import',
  reader: { id: null, first_name: 'North Laboratory', last_name: '', kind: 'partner' },
  profile: 'lab',
  dataset_id: 40,
  dataset_name: 'Haemoglobin',
  date_from: null,
  date_to: null,
};

export function accessLogPage(
  result: AccessLogRow[],
  page = 1,
  pages = 1,
): { status: 'success'; data: AccessLogPage } {
  return { status: 'success', data: { result, page, pages } };
}
