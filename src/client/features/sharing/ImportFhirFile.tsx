import { useId, useRef } from 'react';
import { EnterPinDialog } from '../../engine/pin/EnterPinDialog';
import { Button } from '../../ui/actions/Button';
import { sharingTexts } from './sharingTexts';
import { useDataImport } from './useDataImport';

/** Refused entries listed at most; the rest are counted. */
const LISTED_REFUSALS = 10;

/** "Import a FHIR file": a Motus export or a laboratory's bundle, and what came of it. */
export function ImportFhirFile() {
  const pinToastsId = useId();
  const chooser = useRef<HTMLInputElement>(null);
  const dataImport = useDataImport(pinToastsId);
  const refused = dataImport.summary?.refused ?? [];

  return (
    <div className="your-data__import">
      <p className="your-data__intro">{sharingTexts.importAbout}</p>
      <div className="your-data__actions">
        <Button
          variant="secondary"
          loading={dataImport.busy}
          disabled={dataImport.busy}
          onClick={() => chooser.current?.click()}
        >
          {sharingTexts.importFhir}
        </Button>
        <input
          ref={chooser}
          type="file"
          hidden
          aria-label={sharingTexts.importFileLabel}
          accept=".json,application/fhir+json,application/json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again later (after a fix), and must be seen again.
            event.target.value = '';
            if (file) dataImport.start(file);
          }}
        />
      </div>
      <p className="your-data__status" role="status">
        {dataImport.status}
      </p>
      {refused.length > 0 ? (
        <div className="your-data__refused">
          <p>{sharingTexts.notImported(refused.length)}</p>
          <ul>
            {refused.slice(0, LISTED_REFUSALS).map((entry) => (
              <li key={entry.entry}>
                {/* Counted from 1, as a person counts; the API's entry is the list's index. */}
                {sharingTexts.notImportedEntry(entry.entry + 1, entry.resourceType, entry.reason)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {dataImport.pinRequest ? (
        <EnterPinDialog
          toastsId={pinToastsId}
          checking={dataImport.pinRequest.checking}
          onEnter={dataImport.pinRequest.enter}
          onCancel={dataImport.pinRequest.cancel}
        />
      ) : null}
    </div>
  );
}
