/** The texts of the FHIR import: its reply, and why a bundle or a resource is refused. */

/** How many problems the message of a refused import spells out; details lists them all. */
export const PROBLEMS_IN_MESSAGE = 10;

export const fhirImportMessages = {
  imported: (readings: number, sessions: number) =>
    `${readings === 1 ? '1 reading' : `${readings} readings`}${sessions === 0 ? '' : ` and ${sessions === 1 ? '1 routine session' : `${sessions} routine sessions`}`} imported`,
  notABundle: (resourceType: string) =>
    `body.resourceType must be Bundle: this is a ${resourceType}, and only a Bundle can be imported`,
  invalidEntries: (problems: number, entries: number, shown: readonly string[]) =>
    `Nothing was imported: ${entries === 1 ? '1 entry has' : `${entries} entries have`} ${problems === 1 ? 'a problem' : `${problems} problems`}. ${shown.join('; ')}${problems > shown.length ? `; and ${problems - shown.length} more` : ''}`,
  /** One problem as a sentence: the entry, what it is, the place and the reason. */
  problem: (entry: number, what: string, field: string, reason: string) =>
    `entry[${entry}] ${what}: ${field}: ${reason}`,
  datasetOf: (datasetName: string, datasetId: number) => `${datasetName} (dataset ${datasetId})`,
  resourceOf: (resourceType: string, id: string | undefined) =>
    id === undefined ? resourceType : `${resourceType} ${id}`,
  /** The mapping named a dataset the configs here do not hold. */
  noDataset: (datasetId: number) => `No dataset here has the id ${datasetId}`,
  referenceNotANumber: (field: string) => `${field} must be a number`,
  referenceSourceUnknown: (field: string) => `${field} must be typical or laboratory`,
  /** Why a routine session of a Motus export is refused, as routineSessionFromResource finds it. */
  session: {
    noRoutineName: (prefix: string) => `A routine session names its routine as "${prefix}<name>"`,
    routineNameTooLong: (maximum: number) => `A routine's name is at most ${maximum} characters`,
    partMissing: (label: string, code: string) => `${label} (${code}) is missing`,
    noValue: (label: string) => `${label} has no value`,
    /** An undefined unit is a bare number, as a 0–10 rating is written. */
    wrongUnit: (label: string, unit: string | undefined, expected: string | undefined) =>
      `${label} is in ${unit ?? 'no unit'}, not ${expected ?? 'a bare number'}`,
    notAWholeNumber: (label: string, maximum: number, value: number) =>
      `${label} must be a whole number from 0 to ${maximum}, not ${value}`,
    exercisingOverTotal: (
      exercisingLabel: string,
      exercising: number,
      totalLabel: string,
      total: number,
    ) => `${exercisingLabel} (${exercising} s) cannot be more than ${totalLabel} (${total} s)`,
    hurtUnnamed: (label: string) => `${label} names no exercise: its valueString is missing`,
    hurtNotOfTheRun: (label: string, name: string) =>
      `${label} "${name}" is no exercise of the run: the exercise library here has none of that name`,
    hurtTwice: (label: string, name: string) =>
      `${label} "${name}" is marked twice: a run marks each exercise once`,
    moreHurtThanCompleted: (marks: number, completed: number) =>
      `${marks} exercises are marked as hurting, more than the ${completed} the run completed`,
  },
  /** The description of a routine an import makes for sessions of a routine the person lacks. */
  recreatedRoutine:
    'Made by an import of your data for its routine sessions; the export does not carry the exercises.',
} as const;
