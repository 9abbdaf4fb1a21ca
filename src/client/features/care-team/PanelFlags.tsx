import { dateTimeText } from '../../../shared/dates/displayedDates';
import { Button } from '../../ui/actions/Button';
import { PanelFlagList } from './PanelFlagList';
import { useCarePanelQuery, useMarkReviewedMutation } from './panelApi';
import { panelTexts } from './panelTexts';

/**
 * The clinician's panel's word on one patient (decision 044): their flags, each with an icon
 * and its words, and a Reviewed button. When the panel cannot be read, it says so quietly and
 * the rest of the page stands.
 */
export function PanelFlags({ patientId }: { patientId: number }) {
  const panel = useCarePanelQuery(undefined);
  const [markReviewed, marking] = useMarkReviewedMutation();
  if (panel.isError) {
    return (
      <p className="summary__panel summary__panel--quiet" role="status">
        {panelTexts.flagsFailed}
      </p>
    );
  }
  if (!panel.data) {
    return (
      <p className="summary__panel summary__panel--quiet" role="status">
        {panelTexts.flagsLoading}
      </p>
    );
  }
  const row = panel.data.data.find((candidate) => candidate.patient.id === patientId);
  if (!row) return null;
  return (
    <div className="summary__panel">
      <PanelFlagList flags={row.flags} label={panelTexts.flagsLabel} />
      <div className="summary__review">
        <span className="summary__muted">
          {row.reviewed_at === null
            ? panelTexts.neverReviewed
            : panelTexts.reviewedOn(dateTimeText(row.reviewed_at))}
        </span>
        <Button
          variant="secondary"
          size="sm"
          loading={marking.isLoading}
          onClick={() => void markReviewed(patientId)}
        >
          {panelTexts.markReviewed}
        </Button>
        {marking.isError ? (
          <span role="alert" className="summary__muted">
            {panelTexts.reviewFailed}
          </span>
        ) : null}
      </div>
    </div>
  );
}
