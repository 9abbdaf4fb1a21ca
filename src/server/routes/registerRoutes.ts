import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/accountRoutes';
import { clinicianInviteRoutes } from './admin/clinicianInviteRoutes';
import { clinicianRoutes } from './admin/clinicianRoutes';
import { callingRoutes } from './calling/callingRoutes';
import { accessLogRoute } from './careTeam/accessLogRoute';
import { carePanelRoutes } from './careTeam/carePanelRoutes';
import { contactRoutes } from './careTeam/contactRoutes';
import { patientSummaryRoute } from './careTeam/patientSummaryRoute';
import { sharingRoutes } from './careTeam/sharingRoutes';
import { datasetCodeSystemRoute } from './fhir/datasetCodeSystemRoute';
import { healthRoutes } from './health/healthRoutes';
import { partnerRoutes } from './partners/partnerRoutes';
import { registerProfileRoutes } from './profiles/registerProfileRoutes';
import { shareLinkManifestRoutes } from './shareLinks/shareLinkManifestRoutes';
import { shareLinkOwnerRoutes } from './shareLinks/shareLinkOwnerRoutes';
import { workoutRoutes } from './workout/workoutRoutes';
import { csvExportRoute } from './yourData/csvExportRoute';
import { fhirExportRoute } from './yourData/fhirExportRoute';
import { fhirImportRoute } from './yourData/fhirImportRoute';

/** Every route area, registered after the plugins they rely on. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { schema: { hide: true } }, () => ({ status: 'success' }));
  healthRoutes(app);
  await app.register(accountRoutes);
  registerProfileRoutes(app);
  await app.register(partnerRoutes);
  await app.register(workoutRoutes);
  // The care team's invites and contacts, then the meetings booked with them.
  await app.register(contactRoutes);
  await app.register(carePanelRoutes);
  await app.register(callingRoutes);
  await app.register(sharingRoutes);
  await app.register(accessLogRoute);
  await app.register(patientSummaryRoute);
  await app.register(shareLinkOwnerRoutes);
  await app.register(shareLinkManifestRoutes);
  await app.register(csvExportRoute);
  await app.register(fhirExportRoute);
  await app.register(fhirImportRoute);
  await app.register(datasetCodeSystemRoute);
  await app.register(clinicianRoutes);
  await app.register(clinicianInviteRoutes);
}
