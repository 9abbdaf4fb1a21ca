/** The texts of the FHIR import: its reply, and why a bundle or a resource is refused. */

/** How many problems the message of a refused import spells out; details lists them all. */
export const PROBLEMS_IN_MESSAGE = 10;

export const fhirImportMessages = {
  imported: (count: number) => (count === 1 ? '1 reading imported' : `${count} readings imported`),
  notABundle: (resourceType: string) =>
    `body.resourceType must be Bundle: this is a ${resourceType}, and only a Bundle can be imported`,
  invalidReadings: (count: number, shown: readonly string[]) =>
    `Nothing was imported: ${count === 1 ? '1 reading is' : `${count} readings are`} not valid. ${shown.join('; ')}${count > shown.length ? `; and ${count - shown.length} more` : ''}`,
  readingProblem: (entry: number, datasetName: string, datasetId: number, problem: string) =>
    `entry[${entry}] ${datasetName} (dataset ${datasetId}): ${problem}`,
  /** The mapping named a dataset the configs here do not hold. */
  noDataset: (datasetId: number) => `No dataset here has the id ${datasetId}`,
  referenceNotANumber: (field: string) => `${field} must be a number`,
  referenceSourceUnknown: (field: string) => `${field} must be typical or laboratory`,
} as const;
