import { Type, type TObject, type TProperties } from 'typebox';
import { PatientIdParameter } from '../../../shared/api/careTeamContract';
import {
  PATIENT_ID_PARAMETER,
  SECURE_PIN_PARAMETER,
} from '../../../shared/api/profileReadParameters';
import { PinRefusalReply } from '../../../shared/api/securePinContract';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';

const SecurePin = Type.String({
  minLength: 1,
  maxLength: 64,
  description: "The user's secure pin, as mailed to them.",
});

/**
 * The schema entry for the query string a profile's routes accept: the patient a doctor reads
 * (a write refuses it with 403, in accessData), the secure pin when the profile is pin-gated
 * (docs/product.md#secure-pin), plus whatever else the route reads from the query.
 */
export function profileQuerySchema(
  profile: Pick<ProfileConfig, 'pin'>,
  other: TProperties = {},
): { querystring: TObject } {
  const properties: TProperties = {
    ...other,
    [PATIENT_ID_PARAMETER]: Type.Optional(PatientIdParameter),
    ...(profile.pin ? { [SECURE_PIN_PARAMETER]: Type.Optional(SecurePin) } : {}),
  };
  return { querystring: Type.Object(properties, { additionalProperties: false }) };
}

/**
 * The refusals a profile route may answer besides its own: 403 for a patient's data not
 * shared (or a write with patient_id), and for a pin-gated profile a wrong or missing pin
 * (403) or a locked one (429).
 */
export function pinRefusalResponses(profile: Pick<ProfileConfig, 'pin'>) {
  return profile.pin ? { 403: PinRefusalReply, 429: PinRefusalReply } : { 403: PinRefusalReply };
}
