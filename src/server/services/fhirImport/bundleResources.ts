import type { FhirImportBody } from '../../../shared/api/fhirImportContract';
import { fhirImportMessages } from '../../../shared/messages/fhirImportMessages';

/** A resource of the bundle, as the body's schema let it through, with its index. */
export interface BundleResource {
  entry: number;
  resource: { resourceType: string; id?: unknown } & Record<string, unknown>;
}

/**
 * The resources of an import's body, in entry order; or why the body cannot be imported. The
 * route's schema has checked the outline (every entry holds a resource with a resourceType);
 * what is left is that it is a Bundle at all.
 */
export function bundleResources(
  body: FhirImportBody,
): { resources: BundleResource[] } | { problem: string } {
  if (body.resourceType !== 'Bundle')
    return { problem: fhirImportMessages.notABundle(body.resourceType) };
  return {
    resources: (body.entry ?? []).map((entry, index) => ({
      entry: index,
      resource: entry.resource,
    })),
  };
}
