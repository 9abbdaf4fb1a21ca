import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogueIndex } from '../../services/workout/catalogueIndex';
import { exerciseRoutes } from './exerciseRoutes';
import { routineRoutes } from './routineRoutes';
import { routineStateRoutes } from './routineStateRoutes';
import { sessionRoutes } from './sessionRoutes';
import { templateRoutes } from './templateRoutes';

/** The Workout area (docs/product.md#workout-routines): the exercise library, templates, routines and their runs. */
export const workoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const index = catalogueIndex(app.deps.workoutCatalogue);
  await app.register(exerciseRoutes(index));
  await app.register(templateRoutes(index));
  await app.register(routineRoutes(index));
  await app.register(routineStateRoutes);
  await app.register(sessionRoutes(index));
};
