/** The partner could not be asked, or answered something that is not FHIR: nothing changes. */
export class PartnerUnavailableError extends Error {
  override name = 'PartnerUnavailableError';
}
