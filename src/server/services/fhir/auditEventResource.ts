import type { AuditEvent, AuditEventEntity, Coding, Reference } from 'fhir/r4';
import type { ExportAccessRow } from '../../db/repositories/exportPagesRepository';
import {
  AUDIT_ENTITY_TYPE_SYSTEM,
  AUDIT_EVENT_TYPE_SYSTEM,
  DICOM_SYSTEM,
  OBJECT_ROLE_SYSTEM,
  RESTFUL_INTERACTION_SYSTEM,
} from './fhirSystems';
import { AUDIT_TEXTS, MOTUS_OBSERVER } from './fhirTexts';

/** A read is IHE BALP's PatientRead (rest/read); imports and exports are DICOM's Import/Export. */
const EVENT_TYPES: Record<
  ExportAccessRow['action'],
  { type: Coding; subtype?: Coding; action: AuditEvent['action'] }
> = {
  read: {
    type: { system: AUDIT_EVENT_TYPE_SYSTEM, code: 'rest', display: 'RESTful Operation' },
    subtype: { system: RESTFUL_INTERACTION_SYSTEM, code: 'read', display: 'read' },
    action: 'R',
  },
  import: {
    type: { system: DICOM_SYSTEM, code: '110107', display: 'Import' },
    action: 'C',
  },
  export: {
    type: { system: DICOM_SYSTEM, code: '110106', display: 'Export' },
    action: 'R',
  },
  // A consent given is a record made, its withdrawal that record changed.
  consent_given: {
    type: { system: AUDIT_EVENT_TYPE_SYSTEM, code: 'rest', display: 'RESTful Operation' },
    subtype: { system: RESTFUL_INTERACTION_SYSTEM, code: 'create', display: 'create' },
    action: 'C',
  },
  consent_withdrawn: {
    type: { system: AUDIT_EVENT_TYPE_SYSTEM, code: 'rest', display: 'RESTful Operation' },
    subtype: { system: RESTFUL_INTERACTION_SYSTEM, code: 'update', display: 'update' },
    action: 'U',
  },
  // A doctor's prescription is a routine created in the patient's record, its change an update.
  prescribe: {
    type: { system: AUDIT_EVENT_TYPE_SYSTEM, code: 'rest', display: 'RESTful Operation' },
    subtype: { system: RESTFUL_INTERACTION_SYSTEM, code: 'create', display: 'create' },
    action: 'C',
  },
  prescribe_change: {
    type: { system: AUDIT_EVENT_TYPE_SYSTEM, code: 'rest', display: 'RESTful Operation' },
    subtype: { system: RESTFUL_INTERACTION_SYSTEM, code: 'update', display: 'update' },
    action: 'U',
  },
  // A panel's row is a read of the patient's record, as the BALP PatientRead is.
  summary: {
    type: { system: AUDIT_EVENT_TYPE_SYSTEM, code: 'rest', display: 'RESTful Operation' },
    subtype: { system: RESTFUL_INTERACTION_SYSTEM, code: 'read', display: 'read' },
    action: 'R',
  },
};

function readerOf(
  row: ExportAccessRow,
  patientReference: string,
  partnerName: (id: string) => string,
): Reference {
  switch (row.reader_kind) {
    case 'self':
      return { reference: patientReference };
    case 'partner':
      return { display: row.partner === null ? AUDIT_TEXTS.partner : partnerName(row.partner) };
    case 'doctor':
      return {
        display:
          row.reader_first_name === null
            ? AUDIT_TEXTS.deletedReader
            : `${row.reader_first_name} ${row.reader_last_name ?? ''}`.trim(),
      };
    case 'link':
      // A passcode link's recipient, by the name they typed.
      return { display: row.recipient ?? AUDIT_TEXTS.linkRecipient };
  }
}

/**
 * FHIR's AuditEvent outcome (0 success, 4 minor failure, 8 serious failure): only a passcode
 * link's request can fail and still be logged; every other row is a read, import or export that
 * happened.
 */
function outcomeOf(row: ExportAccessRow): Pick<AuditEvent, 'outcome' | 'outcomeDesc'> {
  switch (row.outcome) {
    case null:
    case 'opened':
      return { outcome: '0' };
    case 'wrong_passcode':
      return { outcome: '4', outcomeDesc: AUDIT_TEXTS.wrongPasscode };
    case 'refused':
      return { outcome: '8', outcomeDesc: AUDIT_TEXTS.linkRefused };
  }
}

/** What was touched beside the patient: the profile and dataset, the range of days read. */
function dataEntity(row: ExportAccessRow): AuditEventEntity[] {
  const name = [row.profile, row.dataset_name].filter((part) => part !== null).join(': ');
  const detail = [
    ...(row.date_from === null ? [] : [{ type: 'date_from', valueString: row.date_from }]),
    ...(row.date_to === null ? [] : [{ type: 'date_to', valueString: row.date_to }]),
  ];
  if (name === '' && detail.length === 0) return [];
  return [
    {
      type: { system: AUDIT_ENTITY_TYPE_SYSTEM, code: '2', display: 'System Object' },
      ...(name === '' ? {} : { name }),
      ...(detail.length === 0 ? {} : { detail }),
    },
  ];
}

/** One row of the access log → an AuditEvent in the shape of IHE BALP's PatientRead. */
export function auditEventResource(
  row: ExportAccessRow,
  patientReference: string,
  partnerName: (id: string) => string,
): AuditEvent {
  const kind = EVENT_TYPES[row.action];
  const at = row.at.toISOString();
  return {
    resourceType: 'AuditEvent',
    type: kind.type,
    ...(kind.subtype === undefined ? {} : { subtype: [kind.subtype] }),
    action: kind.action,
    period: { start: at, end: at },
    recorded: at,
    ...outcomeOf(row),
    agent: [{ who: readerOf(row, patientReference, partnerName), requestor: true }],
    source: { observer: { display: MOTUS_OBSERVER } },
    entity: [
      {
        what: { reference: patientReference },
        type: { system: AUDIT_ENTITY_TYPE_SYSTEM, code: '1', display: 'Person' },
        role: { system: OBJECT_ROLE_SYSTEM, code: '1', display: 'Patient' },
      },
      ...dataEntity(row),
    ],
  };
}
