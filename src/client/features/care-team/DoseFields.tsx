import { DOSAGE_LIMITS } from '../../../shared/workout/prescriptionLimits';
import { Button } from '../../ui/actions/Button';
import { TextField } from '../../ui/forms/TextField';
import { DOSE_FIELDS, doseFieldId, type DoseDraft } from './prescriptionDraft';
import { prescribeTexts } from './prescribeTexts';

export interface DoseFieldsProps {
  doses: readonly DoseDraft[];
  onChange: (next: DoseDraft[]) => void;
  problemOf: (field: string) => string | undefined;
  /** Exercises can be taken out of a new prescription, not of one already given. */
  removable: boolean;
  disabled?: boolean;
}

/** Each exercise's dose: sets, reps, hold, time (each optional) and a note. */
export function DoseFields({ doses, onChange, problemOf, removable, disabled }: DoseFieldsProps) {
  function change(index: number, next: Partial<DoseDraft>) {
    onChange(doses.map((dose, at) => (at === index ? { ...dose, ...next } : dose)));
  }
  return (
    <ol className="prescribe__doses" aria-label={prescribeTexts.dosage}>
      {doses.map((dose, index) => (
        <li key={dose.exerciseId} className="prescribe__dose">
          <fieldset>
            <legend className="prescribe__sublegend">{dose.name}</legend>
            <div className="prescribe__dose-numbers">
              {DOSE_FIELDS.map((field) => (
                <TextField
                  key={field}
                  id={doseFieldId(index, field)}
                  name={doseFieldId(index, field)}
                  label={prescribeTexts.doseLabels[field]}
                  aria-label={`${prescribeTexts.doseLabels[field]}, ${dose.name}`}
                  inputMode="numeric"
                  min={DOSAGE_LIMITS[field].minimum}
                  max={DOSAGE_LIMITS[field].maximum}
                  value={dose[field]}
                  disabled={disabled}
                  error={problemOf(doseFieldId(index, field))}
                  onChange={(event) => change(index, { [field]: event.target.value })}
                />
              ))}
            </div>
            <TextField
              label={prescribeTexts.doseNote}
              aria-label={`${prescribeTexts.doseNote}, ${dose.name}`}
              optional
              maxLength={500}
              value={dose.note}
              disabled={disabled}
              onChange={(event) => change(index, { note: event.target.value })}
            />
            {removable ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => onChange(doses.filter((_, at) => at !== index))}
              >
                {prescribeTexts.remove(dose.name)}
              </Button>
            ) : null}
          </fieldset>
        </li>
      ))}
    </ol>
  );
}
