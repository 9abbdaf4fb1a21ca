import { useState } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import { yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import { todayIso } from '../../../shared/dates/dateRanges';
import { fetchExportFile, type ExportFetch } from './fetchExportFile';
import { saveFile } from './saveFile';
import { sharingTexts } from './sharingTexts';
import { usePinGatedRequest, type PinRequest } from './usePinGatedRequest';

export type ExportKind = 'fhir' | 'csv';

const exportPaths: Record<ExportKind, string> = {
  fhir: yourDataEndpoints.exportFhir,
  csv: yourDataEndpoints.exportCsv,
};

/** Used only when the reply names no file. */
function fallbackFileName(kind: ExportKind): string {
  return `motus-${todayIso()}.${kind === 'csv' ? 'zip' : 'json'}`;
}

export interface DataExport {
  /** The export being prepared, if any. */
  busy: ExportKind | null;
  /** What the export is doing or did, for a polite live region. */
  status: string;
  start: (kind: ExportKind) => void;
  /** Set while the secure pin is asked for: what the pin dialog needs. */
  pinRequest: PinRequest | null;
}

/** Downloads an export (the pin first, when the person has one) and saves it as a file. */
export function useDataExport(pinToastsId: string): DataExport {
  const [status, setStatus] = useState('');
  const request = usePinGatedRequest<ExportKind, Extract<ExportFetch, { kind: 'file' }>>({
    pinToastsId,
    send: (kind, authorization, pin) => {
      const query =
        pin === undefined ? '' : `?${new URLSearchParams({ secure_pin: pin }).toString()}`;
      return fetchExportFile(`${exportPaths[kind]}${query}`, authorization, fallbackFileName(kind));
    },
    finish: (outcome) => {
      if (outcome.kind === 'file') {
        saveFile(outcome.file, outcome.fileName);
        setStatus(sharingTexts.exportSaved(outcome.fileName));
        return;
      }
      setStatus('');
      const message = outcome.kind === 'refused' ? outcome.message : undefined;
      showToast('error', message ?? sharingTexts.exportFailed);
    },
    cancelled: () => setStatus(sharingTexts.exportCancelled),
  });
  return {
    busy: request.busy,
    status,
    start: (kind) => {
      setStatus(sharingTexts.preparingExport);
      request.start(kind);
    },
    pinRequest: request.pinRequest,
  };
}
