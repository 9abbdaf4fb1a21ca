import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import type {
  FhirImportRefusal,
  FhirImportReply,
  ImportProblem,
} from '../../../shared/api/fhirImportContract';
import { HAS_SECURE_PIN_TEXT, NO_SECURE_PIN_TEXT } from '../../../shared/api/securePinContract';
import { FHIR_JSON_MEDIA_TYPE, yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import { mockApi } from '../../test/fetchMock';
import { errorReply, type FakeReply } from '../../test/fakeApi';
import { renderWithEngineStore } from '../../engine/testing/renderWithEngineStore';
import { YourDataSection } from './YourDataSection';

const RIGHT_PIN = '246810';

const importedReply: FhirImportReply = {
  status: 'success',
  message: 'Imported',
  data: {
    imported: 2,
    already_held: 1,
    sessions: { imported: 3, already_held: 0, routines_created: 1 },
    skipped: [{ resourceType: 'Patient', count: 1, reason: 'The person is you' }],
  },
};

/** A server whose import answers `reply`; the secure pin checked when the person has one. */
function stubServer(options: { hasPin: boolean; reply?: () => FakeReply }) {
  const api = mockApi(({ path, query }) => {
    if (path === accountEndpoints.verifySecurePin) {
      return {
        body: {
          status: 'success',
          data: options.hasPin ? HAS_SECURE_PIN_TEXT : NO_SECURE_PIN_TEXT,
        },
      };
    }
    if (path !== yourDataEndpoints.importFhir) return { body: {}, status: 404 };
    if (options.hasPin && query.secure_pin !== RIGHT_PIN) {
      return errorReply('That secure pin is not right.', 403);
    }
    return options.reply ? options.reply() : { body: importedReply };
  });
  /** The imports sent: the file as its text, with the pin and headers it went with. */
  return () =>
    api.callsTo(yourDataEndpoints.importFhir).map((call) => ({
      method: call.method,
      pin: call.query.secure_pin ?? null,
      contentType: call.contentType,
      authorization: call.authorization,
      body: call.body,
    }));
}

const bundleFile = () =>
  new File(['{"resourceType":"Bundle","type":"collection","entry":[]}'], 'motus.fhir.json', {
    type: FHIR_JSON_MEDIA_TYPE,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Import a FHIR file', () => {
  it('sends the chosen file as it is and says what was imported', async () => {
    const sent = stubServer({ hasPin: false });
    const user = userEvent.setup();
    renderWithEngineStore(<YourDataSection />);
    const section = within(screen.getByRole('region', { name: 'Your data' }));
    expect(section.getByRole('button', { name: 'Import a FHIR file' })).toBeEnabled();

    await user.upload(section.getByLabelText('FHIR file to import'), bundleFile());

    expect(
      await section.findByText(
        '2 readings and 3 routine sessions imported; 1 reading was already here.',
      ),
    ).toBeInTheDocument();
    expect(sent()).toEqual([
      {
        method: 'POST',
        pin: null,
        contentType: FHIR_JSON_MEDIA_TYPE,
        authorization: 'Motus test-token',
        body: '{"resourceType":"Bundle","type":"collection","entry":[]}',
      },
    ]);
  });

  it('asks for the secure pin first when the person has one, and sends it', async () => {
    const sent = stubServer({ hasPin: true });
    const user = userEvent.setup();
    renderWithEngineStore(<YourDataSection />);
    await user.upload(screen.getByLabelText('FHIR file to import'), bundleFile());

    const dialog = within(await screen.findByRole('dialog', { name: 'Enter Security Pin' }));
    expect(sent()).toEqual([]);
    await user.type(dialog.getByLabelText(/Security Pin/), RIGHT_PIN);
    await user.click(dialog.getByRole('button', { name: 'Enter' }));

    expect(
      await screen.findByText(
        '2 readings and 3 routine sessions imported; 1 reading was already here.',
      ),
    ).toBeInTheDocument();
    expect(sent().map((request) => request.pin)).toEqual([RIGHT_PIN]);
  });

  it('says in the server’s words why a file was refused, and stores nothing of it', async () => {
    const message = 'The bundle holds 2 readings a write would refuse: entry 4: …';
    stubServer({
      hasPin: false,
      reply: () => ({
        body: { status: 'error', message, details: { details: ['x'] } },
        status: 400,
      }),
    });
    const user = userEvent.setup();
    renderWithEngineStore(<YourDataSection />);
    await user.upload(screen.getByLabelText('FHIR file to import'), bundleFile());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/readings imported/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import a FHIR file' })).toBeEnabled();
  });

  it('lists the first problems of a file refused for them, counts the rest, and says nothing was imported', async () => {
    const problems: ImportProblem[] = Array.from({ length: 12 }, (_, entry) => ({
      entry,
      resourceType: 'Observation',
      field: 'Observation.code',
      reason: `code is required (${entry})`,
    }));
    const refusal: FhirImportRefusal = {
      status: 'error',
      message: 'Nothing was imported: 12 entries have 12 problems. …',
      details: { details: problems.map((problem) => problem.reason), problems },
    };
    stubServer({ hasPin: false, reply: () => ({ body: refusal, status: 400 }) });
    const user = userEvent.setup();
    renderWithEngineStore(<YourDataSection />);
    await user.upload(screen.getByLabelText('FHIR file to import'), bundleFile());

    expect(
      await screen.findByText('Nothing was imported: your file has 12 problems to fix first.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Entry 1 (Observation), Observation.code: code is required (0)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Entry 10 (Observation), Observation.code: code is required (9)'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/code is required \(10\)/)).not.toBeInTheDocument();
    expect(screen.getByText('and 2 more')).toBeInTheDocument();
    expect(screen.queryByText(/readings imported/)).not.toBeInTheDocument();
  });
});
