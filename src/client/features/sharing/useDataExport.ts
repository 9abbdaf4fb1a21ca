import { useState } from 'react';
import { toast } from 'react-toastify';
import { HAS_SECURE_PIN_TEXT } from '../../../shared/api/securePinContract';
import { yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import { todayIso } from '../../../shared/dates/dateRanges';
import { sessionAuthorization } from '../../api/sessionAuthorization';
import { sessionRejected } from '../../api/sessionRejected';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { useLazyVerifySecurePinQuery } from '../../engine/api/securePinEndpoints';
import { engineMessages } from '../../engine/engineMessages';
import type { PinCheckOutcome } from '../../engine/pin/usePinCheck';
import { fetchExportFile, type ExportFetch } from './fetchExportFile';
import { saveFile } from './saveFile';
import { sharingTexts } from './sharingTexts';

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
  pinRequest: {
    checking: boolean;
    enter: (pin: string) => Promise<PinCheckOutcome>;
    cancel: () => void;
  } | null;
}

/**
 * Downloads an export with the session's Authorization header. A person with a secure pin
 * gives it first (the export holds the pin-gated profiles too), in the pin dialog: a refused
 * pin is said there as a pinned read says it, and the dialog stays for another try.
 */
export function useDataExport(pinToastsId: string): DataExport {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const [verifySecurePin] = useLazyVerifySecurePinQuery();
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [askingPin, setAskingPin] = useState<ExportKind | null>(null);
  const [checkingPin, setCheckingPin] = useState(false);
  const [status, setStatus] = useState('');

  async function download(kind: ExportKind, pin?: string): Promise<ExportFetch> {
    const query =
      pin === undefined ? '' : `?${new URLSearchParams({ secure_pin: pin }).toString()}`;
    const authorization = sessionAuthorization(store.getState());
    const outcome = await fetchExportFile(
      `${exportPaths[kind]}${query}`,
      authorization,
      fallbackFileName(kind),
    );
    if (
      outcome.kind === 'refused' &&
      outcome.status === 401 &&
      authorization === sessionAuthorization(store.getState())
    ) {
      dispatch(sessionRejected());
    }
    return outcome;
  }

  function finish(outcome: ExportFetch) {
    setBusy(null);
    if (outcome.kind === 'file') {
      saveFile(outcome.file, outcome.fileName);
      setStatus(sharingTexts.exportSaved(outcome.fileName));
      return;
    }
    setStatus('');
    const message = outcome.kind === 'refused' ? outcome.message : undefined;
    toast.error(message ?? sharingTexts.exportFailed);
  }

  async function start(kind: ExportKind) {
    setBusy(kind);
    setStatus(sharingTexts.preparingExport);
    let hasPin: boolean;
    try {
      hasPin = (await verifySecurePin(undefined).unwrap()).data === HAS_SECURE_PIN_TEXT;
    } catch {
      finish({ kind: 'failed' });
      return;
    }
    if (hasPin) {
      setAskingPin(kind);
      return;
    }
    finish(await download(kind));
  }

  async function enterPin(kind: ExportKind, pin: string): Promise<PinCheckOutcome> {
    setCheckingPin(true);
    const outcome = await download(kind, pin);
    setCheckingPin(false);
    if (outcome.kind === 'refused' && (outcome.status === 403 || outcome.status === 429)) {
      // As a pinned read says it: a wrong pin is 'Security Pin Denied!', a lock says until when.
      const message =
        outcome.status === 403
          ? engineMessages.pinDenied
          : (outcome.message ?? engineMessages.somethingWentWrong);
      toast.error(message, { containerId: pinToastsId });
      return 'refused';
    }
    setAskingPin(null);
    finish(outcome);
    return 'accepted';
  }

  return {
    busy,
    status,
    start: (kind) => void start(kind),
    pinRequest:
      askingPin === null
        ? null
        : {
            checking: checkingPin,
            enter: (pin) => enterPin(askingPin, pin),
            cancel: () => {
              setAskingPin(null);
              setBusy(null);
              setStatus(sharingTexts.exportCancelled);
            },
          },
  };
}
