/**
 * Where the browser loads the Add Data validator of a dataset: a JavaScript module the server
 * compiles from the dataset's config (decision 017), e.g. /api/form-validators/188.js.
 * An addition to the product's calls (docs/api.md); no sign-in needed (it holds the config's rules, no one's data).
 */
export const FORM_VALIDATORS_ROUTE = '/api/form-validators/:file';

export function formValidatorsPath(datasetId: number): string {
  return `/api/form-validators/${datasetId}.js`;
}

/** The dataset id a requested file names (`188.js` → 188), or undefined. */
export function datasetIdOfValidatorFile(file: string): number | undefined {
  const match = /^([1-9][0-9]{0,9})\.js$/.exec(file);
  return match ? Number(match[1]) : undefined;
}
