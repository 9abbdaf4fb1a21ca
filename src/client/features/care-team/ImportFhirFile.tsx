import { useId, useRef } from 'react';
import { EnterPinDialog } from '../../engine/pin/EnterPinDialog';
import { Button } from '../../ui/actions/Button';
import { sharingTexts } from './sharingTexts';
import { useDataImport } from './useDataImport';

/** Problems listed at most; the rest are counted. */
const LISTED_PROBLEMS = 10;

/** "Import a FHIR file": a Motus export or a laboratory's bundle, and what came of it. */
export function ImportFhirFile() {
  const pinToastsId = useId();
  const chooser = useRef<HTMLInputElement>(null);
  const dataImport = useDataImport(pinToastsId);
  const problems = dataImport.problems ?? [];

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
      {problems.length > 0 ? (
        <div className="your-data__refused">
          <ul>
            {problems.slice(0, LISTED_PROBLEMS).map((problem, position) => (
              <li key={position}>
                {/* Counted from 1, as a person counts; the API's entry is the list's index. */}
                {sharingTexts.importProblem(
                  problem.entry + 1,
                  problem.resourceType,
                  problem.field,
                  problem.reason,
                )}
              </li>
            ))}
          </ul>
          {problems.length > LISTED_PROBLEMS ? (
            <p>{sharingTexts.moreProblems(problems.length - LISTED_PROBLEMS)}</p>
          ) : null}
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
