import type { ReactNode } from 'react';
import type { RoutineReply } from '../../../shared/api/workoutContract';
import { youtubeEmbedUrl } from '../../../shared/workout/youtubeVideoId';
import { dosageText, repsText, timeText } from './dosageText';
import { ExerciseFigure } from './ExerciseFigure';
import { routineTexts } from './routineTexts';

/**
 * More (docs/product.md#workout-routines): video, description, safety information, every exercise, past sessions.
 * Read-only (someone else's routine), it has no past sessions (the page lists them all) and
 * no hint to edit.
 */
export function RoutineDetails({
  routine,
  pastSessions,
}: {
  routine: RoutineReply;
  /** The owner's past sessions of this routine; absent, the routine is shown read-only. */
  pastSessions?: ReactNode;
}) {
  const readOnly = pastSessions === undefined;
  return (
    <div className="routine__details">
      {routine.youtube_url ? (
        <div className="routine__video">
          <iframe
            src={youtubeEmbedUrl(routine.youtube_url)}
            title={routineTexts.videoTitle(routine.name)}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
      ) : null}
      <section>
        <h3 className="routine__subheading">{routineTexts.description}</h3>
        <p>
          {routine.description ||
            (readOnly ? routineTexts.noDescription : routineTexts.noDescriptionYet)}
        </p>
      </section>
      <section>
        <h3 className="routine__subheading">{routineTexts.safetyInformation}</h3>
        <p>{routine.safety_info || routineTexts.noSafetyInformation}</p>
      </section>
      <section>
        <h3 className="routine__subheading">{routineTexts.exercises}</h3>
        <ol className="routine__all-exercises">
          {routine.routineexercise_set.map((entry) => (
            <li key={entry.id} className="routine__exercise-detail">
              <ExerciseFigure exercise={entry.exercise} size="md" />
              <div>
                <p className="routine__exercise-name">{entry.exercise.name}</p>
                {routine.plan !== null && entry.dosage ? (
                  <p className="routine__dose">
                    <span>
                      {routineTexts.dose}: {dosageText(entry.dosage)}
                    </span>
                    {entry.dosage.note ? <span>{entry.dosage.note}</span> : null}
                  </p>
                ) : (
                  <p className="routine__dose">
                    <span>
                      {routineTexts.repsLabel}: {repsText(entry.reps)}
                    </span>
                    <span>
                      {routineTexts.timeLabel}: {timeText(entry.time)}
                    </span>
                  </p>
                )}
                <p className="routine__exercise-text">{entry.exercise.description}</p>
                <p className="routine__exercise-safety">
                  <strong>{routineTexts.safetyLabel}:</strong> {entry.exercise.safety_info}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      {readOnly ? null : (
        <section>
          <h3 className="routine__subheading">{routineTexts.pastSessions}</h3>
          {pastSessions}
        </section>
      )}
    </div>
  );
}
