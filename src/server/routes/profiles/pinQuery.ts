import { Type, type TObject, type TProperties } from 'typebox';
import { PinRefusalReply } from '../../../shared/api/securePinContract';
import { SECURE_PIN_PARAMETER } from '../../../shared/api/securePinParameter';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';

const SecurePin = Type.String({
  minLength: 1,
  maxLength: 64,
  description: "The user's secure pin, as mailed to them.",
});

/**
 * The schema entry for the query string a profile's routes accept: the secure pin when the profile is pin-gated
 * (002 §6), plus whatever else the route reads from the query. Undefined when there is none.
 */
export function profileQuerySchema(
  profile: Pick<ProfileConfig, 'pin'>,
  other: TProperties = {},
): { querystring?: TObject } {
  const properties: TProperties = profile.pin
    ? { ...other, [SECURE_PIN_PARAMETER]: SecurePin }
    : other;
  // Fastify warns about a querystring key whose schema is undefined: leave the key out.
  if (Object.keys(properties).length === 0) return {};
  return { querystring: Type.Object(properties, { additionalProperties: false }) };
}

/** The refusals a pin-gated route may answer besides its own (wrong or no pin, a locked pin). */
export function pinRefusalResponses(profile: Pick<ProfileConfig, 'pin'>) {
  return profile.pin ? { 403: PinRefusalReply, 429: PinRefusalReply } : {};
}
