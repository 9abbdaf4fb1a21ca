import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/accountRoutes';
import { callingRoutes } from './calling/callingRoutes';
import { accessLogRoute } from './careTeam/accessLogRoute';
import { sharingRoutes } from './careTeam/sharingRoutes';
import { partnerRoutes } from './partners/partnerRoutes';
import { registerProfileRoutes } from './profiles/registerProfileRoutes';
import { workoutRoutes } from './workout/workoutRoutes';

/** Every route area, registered after the plugins they rely on. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { schema: { hide: true } }, () => ({ status: 'success' }));
  await app.register(accountRoutes);
  registerProfileRoutes(app);
  await app.register(partnerRoutes);
  await app.register(workoutRoutes);
  await app.register(callingRoutes);
  await app.register(sharingRoutes);
  await app.register(accessLogRoute);
}
