import type { FastifyInstance } from 'fastify';
import { registerFormValidatorsRoute } from './formValidatorsRoute';
import { prepareProfileFacts } from './preparedProfileFacts';
import { registerProfileFactsRoute } from './profileFactsRoute';
import { registerProfileListRoute } from './profileListRoute';
import { registerReadingReadRoutes } from './readingReadRoutes';
import { registerReadingWriteRoutes } from './readingWriteRoutes';
import { registerYearSummaryRoute } from './yearSummaryRoute';

/** Every profile route is generated from the configs: none is written by hand. */
export function registerProfileRoutes(app: FastifyInstance): void {
  const configs = app.deps.profileConfigs;
  const facts = prepareProfileFacts(configs);
  registerProfileListRoute(app, configs, facts);
  registerProfileFactsRoute(app, facts);
  registerFormValidatorsRoute(app, configs);
  const registeredReads = new Set<string>();
  for (const config of configs) {
    // A view (the blood-results page) reads its profile's datasets and writes nothing.
    if (config.view_of === undefined) registerReadingWriteRoutes(app, config);
    registerReadingReadRoutes(app, config, registeredReads);
    registerYearSummaryRoute(app, config);
  }
}
