/**
 * A person's data leaving Motus and coming back: exports, the import of an export, passcode
 * links for a clinician who is not on Motus (HL7 SMART Health Links), and erasure.
 */
export const yourDataEndpoints = {
  /** A FHIR R4 Bundle (type collection) of everything the person holds. */
  exportFhir: '/v2/user/export/fhir/',
  /** A zip: one CSV per dataset, the medical tables, routines, sessions, the access log, README.txt. */
  exportCsv: '/v2/user/export/csv/',
  /** A Bundle made by any Motus export, or the Observations of a FHIR R4 Bundle the configs map. */
  importFhir: '/v2/user/import/fhir/',
  shareLinks: '/v2/user/share-links/',
  revokeShareLink: '/v2/user/share-links/:id/revoke/',
  /** The manifest of one link (SMART Health Links' manifest request): no session, the id is the secret. */
  shareLinkManifest: '/shl/:manifestId',
  /** The encrypted file a manifest names by location. */
  shareLinkFile: '/shl/:manifestId/file',
  deleteAccount: '/v2/user/delete-account/',
} as const;

/** The viewer page a `shlink:/` payload is opened in: `/shared#shlink:/…`. */
export const SHARED_VIEWER_ROUTE = '/shared';

/** The FHIR media type of exports and link files. */
export const FHIR_JSON_MEDIA_TYPE = 'application/fhir+json';

/**
 * Where Motus's own code systems, extensions and identifier systems live, whichever server
 * wrote a file: a FHIR system is a name, and one product has one name for each, not one per
 * deployment's address. The paths below are under it.
 */
export const MOTUS_CANONICAL_URL = 'https://motus.health';

/**
 * The Motus CodeSystem of dataset elements; every server also answers it at this path
 * (`GET /fhir/CodeSystem/datasets`).
 */
export const MOTUS_DATASET_CODE_SYSTEM_PATH = '/fhir/CodeSystem/datasets';

/**
 * The Motus extension that carries an element's value where the FHIR resource has no field for
 * it (a complex extension: `code` is the element's Motus code, `value` its value), so an
 * import rebuilds the reading exactly.
 */
export const MOTUS_ELEMENT_EXTENSION_PATH = '/fhir/StructureDefinition/dataset-element';

/** The Motus extension that carries a record's date where the resource has no field for it (Procedure). */
export const MOTUS_RECORD_DATE_EXTENSION_PATH = '/fhir/StructureDefinition/record-date';

/** The Motus code system of the areas a person shares: profile ids and 'workout'. */
export const MOTUS_AREA_CODE_SYSTEM_PATH = '/fhir/CodeSystem/areas';

/**
 * The Motus extension on a reading's Observation that gives the fixed scale its dataset's
 * values are drawn on (a pain score's 0 to 10: a `valueRange`), so a chart made from the
 * export draws them as Motus does.
 */
export const MOTUS_VALUE_SCALE_EXTENSION_PATH = '/fhir/StructureDefinition/value-scale';
