import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { HAS_SECURE_PIN_TEXT, NO_SECURE_PIN_TEXT } from '../../../shared/api/securePinContract';
import { yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import { mockApi } from '../../test/fetchMock';
import {
  errorReply,
  type FakeReply,
  type PlannedReply,
  type RecordedCall,
} from '../../test/fakeApi';
import { renderWithEngineStore } from '../../engine/testing/renderWithEngineStore';
import { YourDataSection } from './YourDataSection';

const RIGHT_PIN = '246810';

/** A server with or without the person's pin; the export answers as `exportReply` says. */
function stubServer(options: { hasPin: boolean; exportReply?: () => PlannedReply }) {
  return mockApi(({ path, query }) => {
    if (path === accountEndpoints.verifySecurePin) {
      return {
        body: {
          status: 'success',
          data: options.hasPin ? HAS_SECURE_PIN_TEXT : NO_SECURE_PIN_TEXT,
        },
      };
    }
    if (options.hasPin && query.secure_pin !== RIGHT_PIN) {
      return errorReply('That secure pin is not right.', 403);
    }
    if (options.exportReply) return options.exportReply();
    const name = path === yourDataEndpoints.exportCsv ? 'zip' : 'json';
    return {
      body: 'PK-export-bytes',
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename="motus-2026-11-26.${name}"`,
      },
    };
  }).calls;
}

/** The exports asked for: their path, secure pin and Authorization header. */
const exportsSent = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.path !== accountEndpoints.verifySecurePin)
    .map(({ path, query, authorization }) => ({
      path,
      pin: query.secure_pin ?? null,
      authorization,
    }));

let savedFiles: { name: string; blob: Blob }[];

beforeEach(() => {
  savedFiles = [];
  let lastBlob: Blob | undefined;
  // jsdom has no object URLs: a URL class that has them, put back by unstubAllGlobals.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = vi.fn((blob: Blob) => {
        lastBlob = blob;
        return 'blob:motus/export';
      });
      static override revokeObjectURL = vi.fn();
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (lastBlob) savedFiles.push({ name: this.download, blob: lastBlob });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Your data on the Sharing page', () => {
  it('says what each export holds and downloads the zip from the keyboard, signed in', async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const sent = stubServer({
      hasPin: false,
      exportReply: () =>
        new Promise<FakeReply>((resolve) => {
          release = resolve;
        }),
    });
    const user = userEvent.setup();
    renderWithEngineStore(<YourDataSection />);
    const section = within(screen.getByRole('region', { name: 'Your data' }));
    expect(section.getByText(/FHIR \(JSON\) is the health-record standard/)).toBeInTheDocument();
    expect(section.getByText(/CSV \(zip\) is one spreadsheet file/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your data' })).toHaveAttribute('id', 'your-data');

    await user.tab();
    expect(section.getByRole('button', { name: 'Download FHIR (JSON)' })).toHaveFocus();
    await user.tab();
    const csv = section.getByRole('button', { name: 'Download CSV (zip)' });
    expect(csv).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await section.findByText('Preparing your export…')).toBeInTheDocument();
    expect(csv).toHaveAttribute('aria-busy', 'true');
    expect(section.getByRole('button', { name: 'Download FHIR (JSON)' })).toBeDisabled();
    release({
      body: 'PK-zip',
      headers: { 'Content-Disposition': 'attachment; filename="motus-2026-11-26.zip"' },
    });

    expect(
      await section.findByText('Your export is saved as motus-2026-11-26.zip.'),
    ).toBeInTheDocument();
    expect(savedFiles.map((file) => file.name)).toEqual(['motus-2026-11-26.zip']);
    expect(await savedFiles[0]!.blob.text()).toBe('PK-zip');
    expect(csv).not.toHaveAttribute('aria-busy');
    expect(exportsSent(sent)).toEqual([
      { path: yourDataEndpoints.exportCsv, pin: null, authorization: 'Motus test-token' },
    ]);
  });

  it('asks for the secure pin first, says when it is refused, and sends the right one', async () => {
    const sent = stubServer({ hasPin: true });
    const user = userEvent.setup();
    renderWithEngineStore(<YourDataSection />);
    await user.click(screen.getByRole('button', { name: 'Download FHIR (JSON)' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Enter Security Pin' }));
    expect(exportsSent(sent)).toEqual([]);
    await user.type(dialog.getByLabelText('Security Pin'), '111111');
    await user.click(dialog.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('Security Pin Denied!')).toBeInTheDocument();
    expect(dialog.getByLabelText('Security Pin')).toHaveValue('');
    expect(savedFiles).toEqual([]);

    await user.type(dialog.getByLabelText('Security Pin'), RIGHT_PIN);
    await user.click(dialog.getByRole('button', { name: 'Enter' }));
    expect(
      await screen.findByText('Your export is saved as motus-2026-11-26.json.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(exportsSent(sent).map((request) => [request.path, request.pin])).toEqual([
      [yourDataEndpoints.exportFhir, '111111'],
      [yourDataEndpoints.exportFhir, RIGHT_PIN],
    ]);
  });

  it('gives up the download when the pin dialog is cancelled', async () => {
    const sent = stubServer({ hasPin: true });
    const user = userEvent.setup();
    renderWithEngineStore(<YourDataSection />);
    const csv = screen.getByRole('button', { name: 'Download CSV (zip)' });
    await user.click(csv);
    const dialog = within(await screen.findByRole('dialog', { name: 'Enter Security Pin' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Export cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(csv).toBeEnabled();
    expect(exportsSent(sent)).toEqual([]);
  });

  it('says clearly when the export fails, and can be tried again', async () => {
    stubServer({ hasPin: false, exportReply: () => 'network-error' });
    const user = userEvent.setup();
    renderWithEngineStore(<YourDataSection />);
    const csv = screen.getByRole('button', { name: 'Download CSV (zip)' });
    await user.click(csv);
    expect(
      await screen.findByText(
        'Your export could not be prepared. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Preparing your export…')).toBeNull();
    expect(csv).toBeEnabled();
    expect(savedFiles).toEqual([]);
  });

  it("shows the server's reason when it refuses the export", async () => {
    const message = 'Something went wrong on our side. Please try again.';
    stubServer({
      hasPin: false,
      exportReply: () => errorReply(message, 500),
    });
    const user = userEvent.setup();
    renderWithEngineStore(<YourDataSection />);
    await user.click(screen.getByRole('button', { name: 'Download FHIR (JSON)' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(savedFiles).toEqual([]);
  });
});
