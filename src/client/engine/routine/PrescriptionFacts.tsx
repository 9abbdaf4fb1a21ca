import type { RoutineReply } from '../../../shared/api/workoutContract';
import { personName } from '../../../shared/calling/personName';
import { shortDayText } from '../../../shared/dates/displayedDates';
import { planText } from './planText';
import { routineTexts } from './routineTexts';

/**
 * What a prescribed routine says of its prescription (decision 043): who prescribed it (or
 * that they left), its plan in words and note, whether it was ended, and when the patient
 * asked to stop. Nothing for the person's own routine.
 */
export function PrescriptionFacts({ routine }: { routine: RoutineReply }) {
  const { plan } = routine;
  if (plan === null) return null;
  const who =
    routine.prescriber_left || routine.prescribed_by === null
      ? routineTexts.prescriberLeft
      : routineTexts.prescribedBy(personName(routine.prescribed_by));
  return (
    <div className="routine__prescription">
      <p className="routine__prescriber">{who}</p>
      <p className="routine__plan">
        <span className="routine__plan-label">{routineTexts.plan}: </span>
        {planText(plan)}
        {plan.ended_at !== null ? (
          <span className="routine__plan-state">
            {' '}
            · {routineTexts.planEnded(shortDayText(plan.ended_at))}
          </span>
        ) : null}
      </p>
      {plan.note ? <p className="routine__plan-note">{plan.note}</p> : null}
      {routine.stop_requested_at !== null ? (
        <p className="routine__stop-asked" role="note">
          {routineTexts.askedToStop(shortDayText(routine.stop_requested_at))}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Whether the plan still binds the patient today (yyyy-MM-dd): not ended, its prescriber still
 * a clinician, its last day not past. The server refuses a change of dosage or a deletion then.
 */
export function planHolds(routine: RoutineReply, today: string): boolean {
  const { plan } = routine;
  if (plan === null || routine.prescriber_left || plan.ended_at !== null) return false;
  return plan.ends_on === null || plan.ends_on >= today;
}
