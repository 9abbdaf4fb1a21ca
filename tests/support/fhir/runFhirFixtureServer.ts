/**
 * The fixture laboratory on its own, to try the partner import by hand:
 *   npm run fhir:fixture            (listens on :8090, or FHIR_FIXTURE_PORT)
 *   AMPATH_FHIR_BASE_URL=http://127.0.0.1:8090/fhir/ npm start
 * then import with the identity number it prints.
 */
import { startFhirFixtureServer } from './fhirFixtureServer';
import { FIXTURE_ID_NUMBER } from './partnerLabFixtures';

const port = Number(process.env.FHIR_FIXTURE_PORT ?? '8090');
const server = await startFhirFixtureServer(port);
console.log(`Fixture laboratory (FHIR R4) at ${server.baseUrl}`);
console.log(`Its patient's identity number: ${FIXTURE_ID_NUMBER}`);
console.log(`Start Motus with AMPATH_FHIR_BASE_URL=${server.baseUrl}`);
