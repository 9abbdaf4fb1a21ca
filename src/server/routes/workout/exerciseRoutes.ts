import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorReply, errorReply } from '../../../shared/api/replySchemas';
import { ExercisesBody, ExercisesReply, workoutPaths } from '../../../shared/api/workoutContract';
import { bodyMapSvg } from '../../../shared/workout/bodyMapSvg';
import { signInRequired } from '../../plugins/authentication';
import type { CatalogueIndex } from '../../services/workout/catalogueIndex';
import { vocabularyKeys } from './selectedLists';
import { workoutRefusals } from './workoutRefusals';

const tags = ['Workout routines'];

/** The exercise library (docs/product.md#workout-routines) and the body map drawn for each exercise. */
export function exerciseRoutes(index: CatalogueIndex): FastifyPluginCallbackTypebox {
  return (app, _options, done) => {
    app.post(
      workoutPaths.exercises,
      {
        onRequest: app.authenticate,
        config: { access: 'own' },
        schema: {
          summary:
            'Exercises working any of the body parts, of any of the types (an empty list does not filter)',
          tags,
          security: signInRequired.security,
          body: ExercisesBody,
          response: { 200: ExercisesReply, 400: ErrorReply, ...signInRequired.responses },
        },
      },
      async (request, reply) => {
        const bodyParts = vocabularyKeys('body_parts', request.body.body_parts);
        if (!bodyParts.ok) return reply.status(400).send(errorReply(bodyParts.refusal));
        const exerciseTypes = vocabularyKeys('exercise_types', request.body.exercise_types);
        if (!exerciseTypes.ok) return reply.status(400).send(errorReply(exerciseTypes.refusal));
        return {
          status: 'success' as const,
          data: index.findExercises({
            body_parts: bodyParts.value,
            exercise_types: exerciseTypes.value,
          }),
        };
      },
    );

    // An <img> sends no Authorization header, and the library is not personal: no sign-in.
    app.get(
      workoutPaths.exerciseAnimation(':id'),
      {
        schema: {
          summary: 'The body map of an exercise: the parts it works, front and back (SVG)',
          tags,
          params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }),
          response: { 200: Type.String({ description: 'image/svg+xml' }), 404: ErrorReply },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const exercise = index.exercise(Number(id));
        if (!exercise) return reply.status(404).send(errorReply(workoutRefusals.noAnimation(id)));
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .send(bodyMapSvg(exercise.body_parts, `${exercise.name}: body parts worked`));
      },
    );

    done();
  };
}
