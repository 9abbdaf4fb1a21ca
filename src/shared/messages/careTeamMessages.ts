/** The care team's texts: refusals, the doctor's banner, the patient's notices. */
export const careTeamMessages = {
  /** Every refusal of a doctor's read, whatever the reason: it says nothing of whether the patient exists. */
  notShared: 'This data is not shared with you.',
  /** A write carrying patient_id: a doctor's view of a patient is read-only. */
  readOnly: "A patient's data is read-only for their doctor.",
  sharingSaved: 'Sharing updated',
  sharingStopped: 'Sharing stopped',
  sharingFailed: 'Unable to update sharing!',
  accessLogFailed: 'Unable to retrieve the access log!',
  /** The clinician's panel (decision 044). */
  panelOnlyForClinicians: 'Only a health professional has a panel of patients.',
  reviewed: 'Marked as reviewed',
} as const;

/** The banner above a patient's profile in the doctor's view. */
export function viewingBanner(patientName: string, expiresOn: string | null): string {
  return expiresOn === null
    ? `Viewing ${patientName}'s data, shared with you with no end date`
    : `Viewing ${patientName}'s data, shared with you until ${expiresOn}`;
}

/** What the doctor's page says when a read is refused after the grant ended or narrowed. */
export function noLongerShares(patientName: string, areaTitle: string): string {
  return `${patientName} no longer shares ${areaTitle} with you`;
}

/** The patient's mail on a doctor's first read under a grant. */
export function firstReadSentence(doctorName: string, areaTitle: string): string {
  return `${doctorName} viewed your ${areaTitle} for the first time`;
}

/** How long a grant holds, as the doctor's patient page says it after "Shared with you". */
export function sharedUntil(expiresOn: string | null): string {
  return expiresOn === null ? 'with no end date' : `until ${expiresOn}`;
}
