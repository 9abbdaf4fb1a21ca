import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createUserRoute } from './createUserRoute';
import { deleteAccountRoute } from './deleteAccountRoute';
import { loginRoutes } from './loginRoutes';
import { logoutRoute } from './logoutRoute';
import { passwordResetRoutes } from './passwordResetRoutes';
import { securePinRoutes } from './securePinRoutes';
import { sessionActivityRoute } from './sessionActivityRoute';
import { updateProfileRoute } from './updateProfileRoute';

/** Accounts and sessions (docs/product.md#accounts-and-sessions): register, log in and out, reset, edit profile, pin, erase. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(loginRoutes);
  await app.register(createUserRoute);
  await app.register(passwordResetRoutes);
  await app.register(updateProfileRoute);
  await app.register(logoutRoute);
  await app.register(sessionActivityRoute);
  await app.register(securePinRoutes);
  await app.register(deleteAccountRoute);
};
