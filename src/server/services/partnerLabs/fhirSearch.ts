import type { Bundle, BundleEntry, FhirResource } from 'fhir/r4';
import { PartnerUnavailableError } from './partnerUnavailable';

/** A partner that does not answer within this is treated as down. */
const REQUEST_TIMEOUT_MS = 10_000;
/** A search never follows more pages than this: a partner looping on `next` is garbage. */
const MAX_PAGES = 50;

function isBundle(value: unknown): value is Bundle {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Bundle>;
  return (
    candidate.resourceType === 'Bundle' &&
    (candidate.entry === undefined || Array.isArray(candidate.entry))
  );
}

async function fetchBundle(url: URL): Promise<Bundle> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/fhir+json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new PartnerUnavailableError(`No answer from ${url.origin}`, { cause: error });
  }
  if (!response.ok) {
    throw new PartnerUnavailableError(`${url.origin} answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new PartnerUnavailableError(`${url.origin} answered something that is not JSON`, {
      cause: error,
    });
  }
  if (!isBundle(body)) throw new PartnerUnavailableError(`${url.origin} answered no FHIR Bundle`);
  return body;
}

/**
 * Every resource a FHIR search (GET [base]/[type]?params) finds, following the Bundle's
 * `next` links. Refuses (PartnerUnavailableError) anything that is not a searchset Bundle, so
 * a broken partner changes nothing rather than half an import.
 */
export async function searchFhir(
  baseUrl: string,
  resourceType: string,
  params: Record<string, string>,
): Promise<FhirResource[]> {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  let url: URL | undefined = new URL(resourceType, base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const found: FhirResource[] = [];
  for (let page = 0; url !== undefined; page += 1) {
    if (page === MAX_PAGES) {
      throw new PartnerUnavailableError(`More than ${MAX_PAGES} pages of ${resourceType}`);
    }
    const bundle = await fetchBundle(url);
    for (const entry of bundle.entry ?? ([] as BundleEntry[])) {
      // The R4 types give an entry's resource as the base Resource; its resourceType narrows it.
      if (entry.resource) found.push(entry.resource as FhirResource);
    }
    const next = bundle.link?.find((link) => link.relation === 'next')?.url;
    url = next === undefined ? undefined : new URL(next, base);
  }
  return found;
}
