import { useId, type SyntheticEvent } from 'react';
import { PAIN_RATING } from '../../../shared/api/workoutContract';
import { Button } from '../../ui/actions/Button';
import { useFormState } from '../../ui/forms/useFormState';
import type { PainAnswer } from './routineRun';
import { workoutTexts } from './workoutTexts';
import './PainQuestion.css';

const RATINGS = Array.from(
  { length: PAIN_RATING.maximum - PAIN_RATING.minimum + 1 },
  (_, index) => PAIN_RATING.minimum + index,
);

/** The rating chosen, none until a radio button is. */
interface PainValues {
  rating: number | undefined;
}

const NO_RATING: PainValues = { rating: undefined };

export interface PainQuestionProps {
  /** Before the first exercise, or after the last. */
  moment: 'before' | 'after';
  /** A rating, or null when the person skips the question. */
  onAnswer: (answer: PainAnswer) => void;
}

/**
 * "Pain now, 0–10" (decision 045): the Pain Score profile's numeric rating scale as eleven
 * radio buttons, so the arrow keys move between them and a screen reader says "3, 4 of 11",
 * with a way to skip. Nothing is sent until the person confirms a rating or skips.
 */
export function PainQuestion({ moment, onAnswer }: PainQuestionProps) {
  // No message to time: the confirm button stays disabled until a rating is chosen.
  const form = useFormState(NO_RATING);
  const { rating } = form.values;
  const hintId = useId();
  const name = useId();

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating !== undefined) onAnswer(rating);
  }

  return (
    <form className="pain-question" onSubmit={submit}>
      <fieldset className="pain-question__fieldset" aria-describedby={hintId}>
        <legend className="pain-question__legend">{workoutTexts.painNow}</legend>
        <p className="pain-question__hint" id={hintId}>
          {moment === 'before' ? workoutTexts.painBeforeHint : workoutTexts.painAfterHint}
        </p>
        <div className="pain-question__scale">
          {RATINGS.map((value) => (
            <label key={value} className="pain-question__choice">
              <input
                type="radio"
                name={name}
                value={value}
                checked={rating === value}
                onChange={() => form.setValue('rating', value)}
              />
              <span>{value}</span>
            </label>
          ))}
        </div>
        <div className="pain-question__ends" aria-hidden="true">
          <span>{workoutTexts.painNone}</span>
          <span>{workoutTexts.painWorst}</span>
        </div>
      </fieldset>
      <p className="pain-question__skip-hint">{workoutTexts.painSkipHint}</p>
      <div className="pain-question__actions">
        <Button type="submit" size="lg" disabled={rating === undefined}>
          {moment === 'before' ? workoutTexts.painStart : workoutTexts.painSave}
        </Button>
        <Button size="lg" variant="ghost" onClick={() => onAnswer(null)}>
          {workoutTexts.painSkip}
        </Button>
      </div>
    </form>
  );
}
