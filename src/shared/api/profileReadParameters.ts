// Apart from the reply schemas (securePinContract, careTeamContract), so the browser reads
// these without TypeBox: the query parameters a profile read may carry.

/** The query parameter that carries the pin on every pin-gated read and write (docs/product.md#secure-pin). */
export const SECURE_PIN_PARAMETER = 'secure_pin';

/**
 * The query parameter of every profile read, the profile list, the activity summary and the
 * workout reads: the patient whose data a doctor reads (the `patient.id` of list-patients).
 */
export const PATIENT_ID_PARAMETER = 'patient_id';
