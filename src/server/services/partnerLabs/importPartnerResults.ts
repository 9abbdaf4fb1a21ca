import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import {
  NO_RESULTS_MESSAGE,
  partnerMessages,
  type ImportReply,
  type RefusedResult,
} from '../../../shared/api/partnerImportContract';
import type { Partner } from '../../../shared/profile-config/profileConfigSchema';
import type { Database } from '../../db/database';
import { storeNewPartnerResults } from '../../db/repositories/importedResultsRepository';
import type { FhirDatasetIndex } from '../fhir/fhirDatasetIndex';
import { judgedForPerson } from '../readings/readingJudgement';
import { mapObservation, type MappedResult } from './mapObservation';
import { partnerObservations } from './partnerObservations';

export interface PartnerImport {
  db: Kysely<Database>;
  partner: Partner;
  baseUrl: string;
  index: FhirDatasetIndex;
  userId: number;
  idNumber: string;
  now?: DateTime;
}

/**
 * Asks the partner for the person's laboratory results, stores those that map exactly onto
 * a blood test and were not stored before, and reports the rest. Throws
 * PartnerUnavailableError (nothing stored) when the partner cannot be asked or answers
 * garbage; all the new results are stored together or none is.
 */
export async function importPartnerResults({
  db,
  partner,
  baseUrl,
  index,
  userId,
  idNumber,
  now = DateTime.now(),
}: PartnerImport): Promise<ImportReply> {
  const observations = await partnerObservations(baseUrl, idNumber);
  const mapped: MappedResult[] = [];
  const refused: RefusedResult[] = [];
  for (const observation of observations ?? []) {
    const outcome = mapObservation(observation, index, now);
    if (outcome.kind === 'mapped') mapped.push(outcome.result);
    else refused.push(outcome.result);
  }
  if (mapped.length === 0) {
    return {
      status: 'success',
      message: NO_RESULTS_MESSAGE,
      imported: 0,
      already_imported: 0,
      refused,
    };
  }
  const judged = await judgedForPerson(
    db,
    userId,
    mapped,
    (datasetId) => index.byId.get(datasetId)?.dataset,
  );
  const imported = await storeNewPartnerResults(
    db,
    userId,
    partner.id,
    judged.map((result) => ({
      sourceId: result.sourceId,
      reading: {
        userId,
        datasetId: result.datasetId,
        createdOn: result.createdOn,
        values: result.values,
      },
    })),
  );
  return {
    status: 'success',
    message: partnerMessages(partner.name).imported,
    imported,
    already_imported: mapped.length - imported,
    refused,
  };
}
