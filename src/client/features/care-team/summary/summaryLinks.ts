/** What the summary's parts look up in the configs the browser holds. */
export interface SummaryLinks {
  /** A dataset's tab on its profile's page of the patient; undefined for a profile not listed. */
  dataset: (profileId: string, datasetId: number) => string | undefined;
  /** A page of the patient's under its route (a profile's, or the workout). */
  profile: (route: string) => string;
  /** The fixed scale a dataset's chart draws it on (a pain score's 0 to 10), if its tab has one. */
  scaleOf: (datasetId: number) => { min?: number; max?: number } | undefined;
}
