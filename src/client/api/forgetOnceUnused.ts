/**
 * Reads of an endpoint whose entries must not outlive the page that shows them (a secure
 * pin, a patient's data), while the endpoint's other reads keep RTK Query's usual minute.
 * keepUnusedDataFor is set per endpoint only; an endpoint names such reads here, and
 * baseApi's middleware removes their entries as soon as nothing subscribes to them.
 */
const forgottenReads = new Map<string, (arg: unknown) => boolean>();

/** `applies` is given the entries of `endpointName` only, so it may take that endpoint's argument. */
export function forgetOnceUnused(endpointName: string, applies: (arg: never) => boolean) {
  forgottenReads.set(endpointName, applies as (arg: unknown) => boolean);
}

export function isForgottenOnceUnused(endpointName: string, arg: unknown): boolean {
  return forgottenReads.get(endpointName)?.(arg) ?? false;
}
