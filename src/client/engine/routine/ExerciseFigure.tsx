import type { ExerciseReply } from '../../../shared/api/workoutContract';
import { routineTexts } from './routineTexts';
import './ExerciseFigure.css';

export interface ExerciseFigureProps {
  exercise: Pick<ExerciseReply, 'name' | 'animation' | 'body_parts'>;
  size?: 'sm' | 'md';
}

/** The exercise's image: the body map of the parts it works, or an image of its own. */
export function ExerciseFigure({ exercise, size = 'sm' }: ExerciseFigureProps) {
  const parts = exercise.body_parts.map((part) => part.name).join(', ');
  return (
    <img
      className={`exercise-figure exercise-figure--${size}`}
      src={exercise.animation}
      alt={routineTexts.bodyPartsWorked(parts)}
      loading="lazy"
      decoding="async"
    />
  );
}
