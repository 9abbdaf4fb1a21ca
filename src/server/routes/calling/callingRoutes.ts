import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contactRoutes } from './contactRoutes';
import { meetingRoutes } from './meetingRoutes';
import { signalRoute } from './signalRoute';

/** The Calling area (docs/product.md#calling): the doctor-patient network and meetings. */
export const callingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(contactRoutes);
  await app.register(meetingRoutes);
  await app.register(signalRoute);
};
