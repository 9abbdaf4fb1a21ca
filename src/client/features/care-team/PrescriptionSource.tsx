import type { ExerciseReply, TemplateRoutineReply } from '../../../shared/api/workoutContract';
import { useExercisesQuery, useTemplatePageQuery } from '../../engine/routine/catalogueApi';
import { Button } from '../../ui/actions/Button';
import { FieldError } from '../../ui/forms/FieldError';
import { TextField } from '../../ui/forms/TextField';
import { useFormState, type FormState } from '../../ui/forms/useFormState';
import { PRESCRIBE_FIELDS } from './prescriptionDraft';
import { sourceChosen, type PrescriptionSourceValues } from './prescriptionSourceForm';
import { prescribeTexts } from './prescribeTexts';

export interface PrescriptionSourceProps {
  /** The template chosen: its exercises become the routine's. */
  onTemplate: (template: TemplateRoutineReply) => void;
  /** An exercise of the library added to the routine. */
  onExercise: (exercise: ExerciseReply) => void;
  chosenTemplateId: number | undefined;
  chosenExerciseIds: readonly number[];
  error: string | undefined;
  disabled?: boolean;
}

/** How many library matches are offered at once: a search narrows them. */
const SHOWN_EXERCISES = 8;

/**
 * Where a prescription starts: one rehab template (the Workout page's template list), or
 * exercises searched in the library.
 */
export function PrescriptionSource(props: PrescriptionSourceProps) {
  // Searches say nothing wrong: what is not found is said by the list.
  const form = useFormState(sourceChosen('template'));
  const { source } = form.values;
  return (
    <fieldset
      id={PRESCRIBE_FIELDS.exercises}
      name={PRESCRIBE_FIELDS.exercises}
      className="prescribe__source"
      tabIndex={-1}
    >
      <legend className="prescribe__legend">{prescribeTexts.source}</legend>
      <div
        className="prescribe__source-choice"
        role="radiogroup"
        aria-label={prescribeTexts.source}
      >
        {(['template', 'library'] as const).map((kind) => (
          <label key={kind} className="prescribe__radio">
            <input
              type="radio"
              name="prescribe-source"
              checked={source === kind}
              disabled={props.disabled}
              // The other picker's search goes: a source shown again starts from every match.
              onChange={() => form.reset(sourceChosen(kind))}
            />
            <span>
              {kind === 'template' ? prescribeTexts.fromTemplate : prescribeTexts.fromLibrary}
            </span>
          </label>
        ))}
      </div>
      {source === 'template' ? (
        <TemplatePicker {...props} form={form} />
      ) : (
        <ExercisePicker {...props} form={form} />
      )}
      {props.error ? (
        <FieldError id={`${PRESCRIBE_FIELDS.exercises}-error`}>{props.error}</FieldError>
      ) : null}
    </fieldset>
  );
}

interface PickerProps extends PrescriptionSourceProps {
  form: FormState<PrescriptionSourceValues>;
}

function TemplatePicker({ onTemplate, chosenTemplateId, disabled, form }: PickerProps) {
  const templates = useTemplatePageQuery({
    page: 1,
    category: 'rehab',
    listing: form.values.templateSearch.trim() || undefined,
  });
  const shown = templates.currentData?.data.result;
  return (
    <div className="prescribe__picker">
      <TextField
        label={prescribeTexts.searchTemplates}
        type="search"
        disabled={disabled}
        {...form.field('templateSearch')}
      />
      {!shown ? (
        <p role="status">{prescribeTexts.templatesLoading}</p>
      ) : shown.length === 0 ? (
        <p>{prescribeTexts.noTemplates}</p>
      ) : (
        <div className="prescribe__options" role="radiogroup" aria-label={prescribeTexts.templates}>
          {shown.map((template) => (
            <label key={template.id} className="prescribe__radio">
              <input
                type="radio"
                name="prescribe-template"
                checked={chosenTemplateId === template.id}
                disabled={disabled}
                onChange={() => onTemplate(template)}
              />
              <span>
                {template.name}{' '}
                <span className="prescribe__count">
                  ({template.routineexercise_set.length} {prescribeTexts.exercises.toLowerCase()})
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
    </div>
  );
}

function ExercisePicker({ onExercise, chosenExerciseIds, disabled, form }: PickerProps) {
  const library = useExercisesQuery({ body_parts: [], exercise_types: [] });
  const wanted = form.values.exerciseSearch.trim().toLowerCase();
  const matches = library.data?.data
    .filter((exercise) => !chosenExerciseIds.includes(exercise.id))
    .filter((exercise) => wanted === '' || exercise.name.toLowerCase().includes(wanted))
    .slice(0, SHOWN_EXERCISES);
  return (
    <div className="prescribe__picker">
      <TextField
        label={prescribeTexts.searchExercises}
        type="search"
        disabled={disabled}
        {...form.field('exerciseSearch')}
      />
      {!matches ? (
        <p role="status">{prescribeTexts.exercisesLoading}</p>
      ) : matches.length === 0 ? (
        <p>{prescribeTexts.noExercises}</p>
      ) : (
        <ul className="prescribe__options" aria-label={prescribeTexts.exercises}>
          {matches.map((exercise) => (
            <li key={exercise.id}>
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                onClick={() => onExercise(exercise)}
                aria-label={prescribeTexts.addExercise(exercise.name)}
              >
                + {exercise.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
