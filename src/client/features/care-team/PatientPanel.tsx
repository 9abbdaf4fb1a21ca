import { Link } from 'react-router-dom';
import type { PanelRow } from '../../../shared/api/carePanelContract';
import { shortDayText } from '../../../shared/dates/displayedDates';
import { patientHref } from '../../../shared/routes/paths';
import { Button } from '../../ui/actions/Button';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { showToast } from '../../ui/feedback/toasts';
import { PanelFlagList } from './PanelFlagList';
import { useCarePanelQuery, useMarkReviewedMutation } from './panelApi';
import {
  adherenceCell,
  daysCell,
  fullName,
  labsCell,
  lastRecordedCell,
  painCell,
} from './panelCells';
import { panelTexts } from './panelTexts';
import { DataTable } from '../../ui/layout/DataTable';
import './PatientPanel.css';

/**
 * "My patients" (decision 044): the clinician's one list across patients, sorted by need by
 * the server; each row opens the patient's summary, and Reviewed restarts its count of
 * results out of range.
 */
export function PatientPanel() {
  const panel = useCarePanelQuery(undefined);
  const rows = panel.currentData?.data;

  function body() {
    if (panel.isError) {
      return (
        <ErrorState
          title={panelTexts.failed}
          message={panelTexts.tryAgain}
          onRetry={() => void panel.refetch()}
        />
      );
    }
    if (!rows) return <LoadingState label={panelTexts.loading} />;
    if (rows.length === 0) {
      return <EmptyState title={panelTexts.none} message={panelTexts.noneHint} />;
    }
    return (
      <DataTable
        className="patient-panel__table"
        caption={panelTexts.heading}
        columns={[
          panelTexts.patient,
          panelTexts.flags,
          panelTexts.daysWithData,
          panelTexts.adherence,
          panelTexts.pain,
          panelTexts.labs,
          panelTexts.lastRecorded,
          panelTexts.review,
        ]}
      >
        {rows.map((row) => (
          <PanelTableRow key={row.patient.id} row={row} />
        ))}
      </DataTable>
    );
  }

  return (
    <section
      className="patient-panel"
      aria-labelledby="patient-panel-heading"
      aria-busy={panel.isFetching || undefined}
    >
      <h2 className="patient-panel__heading" id="patient-panel-heading">
        {panelTexts.heading}
      </h2>
      <p className="patient-panel__intro">{panelTexts.intro}</p>
      {body()}
    </section>
  );
}

function PanelTableRow({ row }: { row: PanelRow }) {
  const [markReviewed, marking] = useMarkReviewedMutation();
  const name = fullName(row.patient);
  async function review() {
    try {
      await markReviewed(row.patient.id).unwrap();
    } catch {
      showToast('error', panelTexts.reviewFailed);
    }
  }
  return (
    <tr className={row.flags[0] ? `patient-panel__row--${row.flags[0].level}` : undefined}>
      <th scope="row">
        <Link to={patientHref(row.patient.id)}>{name}</Link>
      </th>
      <td data-label={panelTexts.flags}>
        <PanelFlagList flags={row.flags} />
      </td>
      <td data-label={panelTexts.daysWithData}>{daysCell(row)}</td>
      <td data-label={panelTexts.adherence}>{adherenceCell(row)}</td>
      <td data-label={panelTexts.pain}>{painCell(row.pain)}</td>
      <td data-label={panelTexts.labs}>{labsCell(row.labs_out_of_range)}</td>
      <td data-label={panelTexts.lastRecorded}>{lastRecordedCell(row.last_activity_at)}</td>
      <td data-label={panelTexts.review}>
        <div className="patient-panel__review">
          {row.reviewed_at ? (
            <span className="patient-panel__reviewed">
              {panelTexts.reviewedOn(shortDayText(row.reviewed_at))}
            </span>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            loading={marking.isLoading}
            aria-label={panelTexts.markReviewedOf(name)}
            onClick={() => void review()}
          >
            {panelTexts.markReviewed}
          </Button>
        </div>
      </td>
    </tr>
  );
}
