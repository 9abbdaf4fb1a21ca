import type { ProfileDataset } from '../profile-config/datasetSchema';
import type { ProfileConfig } from '../profile-config/profileConfigSchema';
import { profilesAsWritten, withProfileViews } from '../profile-config/profileViews';
import type { PageDataset, ProfileListEntry } from './profileListContract';

/** A dataset without what only the server reads (FHIR, import codes, UCUM) or the facts. */
function pageDatasetOf(dataset: ProfileDataset): PageDataset {
  const { id, name, post_api_name, search_words, structure } = dataset;
  const elements = structure.elements.map(
    ({
      loinc: _loinc,
      ucum: _ucum,
      fhir: _fhir,
      export: _export,
      reference: _reference,
      ...element
    }) => element,
  );
  return {
    id,
    name,
    post_api_name,
    ...(search_words ? { search_words } : {}),
    structure: { elements },
  };
}

/** A loaded config (a profile or a view's page) as the engine renders it. */
export function toProfileListEntry(config: ProfileConfig): ProfileListEntry {
  const { $schema: _schemaLine, datasets, ...rest } = config;
  return { ...rest, dataset_set: datasets.map(pageDatasetOf) };
}

/** GET /v2/profiles/'s list for these pages: the profiles as their files name them. */
export function profileListOf(pages: readonly ProfileListEntry[]): ProfileListEntry[] {
  return profilesAsWritten(pages);
}

/** The pages the browser renders from GET /v2/profiles/: each view a page. */
export function profileListEntriesOf(list: readonly ProfileListEntry[]): ProfileListEntry[] {
  return withProfileViews(list);
}
