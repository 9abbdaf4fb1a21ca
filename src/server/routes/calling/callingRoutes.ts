import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { meetingRoutes } from './meetingRoutes';
import { signalRoute } from './signalRoute';

/** The Calling area (docs/product.md#calling): meetings and their video calls. */
export const callingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(meetingRoutes);
  await app.register(signalRoute);
};
