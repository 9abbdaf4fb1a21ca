import { useId } from 'react';
import { YOUR_DATA_SECTION_ID } from '../../../shared/routes/paths';
import { EnterPinDialog } from '../../engine/pin/EnterPinDialog';
import { Button } from '../../ui/actions/Button';
import { ImportFhirFile } from './ImportFhirFile';
import { sharingTexts } from './sharingTexts';
import { useDataExport } from './useDataExport';
import './YourDataSection.css';

/**
 * "Your data": everything the person keeps, as a FHIR bundle or as CSV files in a zip. Other
 * pages link here with /sharing#your-data.
 */
export function YourDataSection() {
  const headingId = useId();
  const pinToastsId = useId();
  const dataExport = useDataExport(pinToastsId);
  const { busy, pinRequest } = dataExport;

  return (
    <section
      className="sharing__section your-data"
      id={YOUR_DATA_SECTION_ID}
      aria-labelledby={headingId}
    >
      <h2 className="sharing__title" id={headingId}>
        {sharingTexts.yourDataTitle}
      </h2>
      <p className="your-data__intro">{sharingTexts.yourDataIntro}</p>
      <ul className="your-data__formats">
        <li>{sharingTexts.fhirExportAbout}</li>
        <li>{sharingTexts.csvExportAbout}</li>
      </ul>
      <div className="your-data__actions">
        <Button
          variant="secondary"
          loading={busy === 'fhir'}
          disabled={busy !== null}
          onClick={() => dataExport.start('fhir')}
        >
          {sharingTexts.downloadFhir}
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'csv'}
          disabled={busy !== null}
          onClick={() => dataExport.start('csv')}
        >
          {sharingTexts.downloadCsvZip}
        </Button>
      </div>
      <p className="your-data__status" role="status">
        {dataExport.status}
      </p>
      <ImportFhirFile />
      {pinRequest ? (
        <EnterPinDialog
          toastsId={pinToastsId}
          checking={pinRequest.checking}
          onEnter={pinRequest.enter}
          onCancel={pinRequest.cancel}
        />
      ) : null}
    </section>
  );
}
