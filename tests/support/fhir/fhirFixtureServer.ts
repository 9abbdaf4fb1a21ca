import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Resource } from 'fhir/r4';
import { FIXTURE_ID_NUMBER, partnerLabRecords, searchset } from './partnerLabFixtures';

/** How the fixture laboratory behaves: as a FHIR server should, or broken. */
export type FixtureMode = 'fhir' | 'garbage' | 'error';

export interface FhirFixtureServer {
  /** The FHIR base URL, e.g. http://127.0.0.1:40123/fhir/ */
  baseUrl: string;
  setMode(mode: FixtureMode): void;
  /** How many requests it has answered (a test can see that nothing was asked). */
  requests(): number;
  close(): Promise<void>;
}

/** Observation searches page by this many, so the client must follow `next` links. */
const PAGE_SIZE = 2;

/**
 * A small FHIR R4 server for tests and demos: Patient by identifier, laboratory
 * Observations by patient (paged), DiagnosticReports with their results included.
 */
export async function startFhirFixtureServer(port = 0): Promise<FhirFixtureServer> {
  let mode: FixtureMode = 'fhir';
  let answered = 0;
  const server = http.createServer((request, response) => {
    answered += 1;
    const url = new URL(request.url ?? '/', 'http://fixture');
    const send = (status: number, body: unknown, type = 'application/fhir+json') => {
      response.writeHead(status, { 'content-type': type });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (mode === 'error') return send(500, 'Internal Server Error', 'text/plain');
    if (mode === 'garbage') return send(200, '<html><body>Maintenance</body></html>', 'text/html');

    const records = partnerLabRecords();
    const params = url.searchParams;
    const resource = url.pathname.replace(/^\/fhir\//, '');
    const isPatient = params.get('patient') === records.patient.id;
    let found: Resource[] = [];
    let next: string | undefined;
    if (resource === 'Patient') {
      found = params.get('identifier') === FIXTURE_ID_NUMBER ? [records.patient] : [];
    } else if (resource === 'Observation' && isPatient) {
      const page = Number(params.get('_page') ?? '1');
      const all = records.singleObservations;
      found = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      if (page * PAGE_SIZE < all.length) {
        const nextUrl = new URL(url);
        nextUrl.searchParams.set('_page', String(page + 1));
        next = `${nextUrl.pathname}${nextUrl.search}`;
      }
    } else if (resource === 'DiagnosticReport' && isPatient) {
      found = [records.report, ...records.panelObservations];
    } else if (!['Observation', 'DiagnosticReport'].includes(resource)) {
      return send(404, {
        resourceType: 'OperationOutcome',
        issue: [{ severity: 'error', code: 'not-found' }],
      });
    }
    send(200, searchset(found, next));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}/fhir/`,
    setMode: (next) => {
      mode = next;
    },
    requests: () => answered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
