import { useState } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import type { FhirImportSummary, ImportProblem } from '../../../shared/api/fhirImportContract';
import { baseApi } from '../../api/baseApi';
import { useAppDispatch } from '../../state/hooks';
import { sendImportFile, type ImportSend } from './sendImportFile';
import { sharingTexts } from './sharingTexts';
import { usePinGatedRequest, type PinRequest } from './usePinGatedRequest';

export interface DataImport {
  busy: boolean;
  /** What the import is doing or did, for a polite live region. */
  status: string;
  /** The last import's outcome, to list what was passed over. */
  summary: FhirImportSummary | null;
  /** The problems of the last file refused for them: nothing of it was stored. */
  problems: ImportProblem[] | null;
  start: (file: File) => void;
  pinRequest: PinRequest | null;
}

/**
 * Imports a FHIR file (the pin first, when the person has one: it may hold Medical or
 * Laboratory readings), then has every chart and summary read again.
 */
export function useDataImport(pinToastsId: string): DataImport {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState('');
  const [summary, setSummary] = useState<FhirImportSummary | null>(null);
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  const request = usePinGatedRequest<File, Extract<ImportSend, { kind: 'imported' | 'invalid' }>>({
    pinToastsId,
    send: (file, authorization, pin) => sendImportFile(file, authorization, pin),
    finish: (outcome) => {
      if (outcome.kind === 'imported') {
        setSummary(outcome.summary);
        setStatus(sharingTexts.imported(outcome.summary));
        dispatch(baseApi.util.invalidateTags(['Readings', 'ActivityYear']));
        return;
      }
      if (outcome.kind === 'invalid') {
        setProblems(outcome.problems);
        setStatus(sharingTexts.nothingImported(outcome.problems.length));
        return;
      }
      setStatus('');
      const message = outcome.kind === 'refused' ? outcome.message : undefined;
      showToast('error', message ?? sharingTexts.importFailed);
    },
    cancelled: () => setStatus(sharingTexts.importCancelled),
  });
  return {
    busy: request.busy !== null,
    status,
    summary,
    problems,
    start: (file) => {
      setSummary(null);
      setProblems(null);
      setStatus(sharingTexts.importing(file.name));
      request.start(file);
    },
    pinRequest: request.pinRequest,
  };
}
