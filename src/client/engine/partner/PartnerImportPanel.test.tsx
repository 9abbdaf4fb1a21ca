import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerPaths } from '../../../shared/api/partnerImportContract';
import { mockApi } from '../../test/fetchMock';
import { realProfiles } from '../testing/realProfiles';
import { renderWithEngineStore } from '../testing/renderWithEngineStore';
import { PartnerImportPanel } from './PartnerImportPanel';

const partner = realProfiles.bloodResults.partner!;
const consentPath = partnerPaths.consent(partner.id);

/** A server that keeps the person's consent, as the real one does. */
function stubConsentServer(given: boolean) {
  let consented = given;
  return mockApi((request) => {
    if (request.path !== consentPath) return { body: {}, status: 404 };
    if (request.method === 'GET') return { body: { status: 'success', data: consented } };
    consented = (request.body as { consent?: boolean } | undefined)?.consent ?? true;
    return { body: { status: 'success', message: 'ok' } };
  });
}

describe('the partner consent of the blood-results view', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('withdraws consent by unticking the checked box, says so, and allows no import until given again', async () => {
    const { calls } = stubConsentServer(true);
    const user = userEvent.setup();
    renderWithEngineStore(<PartnerImportPanel partner={partner} />);
    const box = await screen.findByRole('checkbox', { name: partner.consent });
    await vi.waitFor(() => expect(box).toBeChecked());
    expect(box).toBeEnabled();

    await user.click(box);
    expect(await screen.findByText(`Consent withdrawn for ${partner.name}`)).toBeInTheDocument();
    expect(
      calls.filter((request) => request.method === 'POST').map((request) => request.body),
    ).toEqual([{ consent: false }]);
    await vi.waitFor(() => expect(box).not.toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent(
      `Consent withdrawn: nothing is imported from ${partner.name} until you tick it again.`,
    );
    expect(screen.getByRole('button', { name: 'Get Blood Results' })).toBeDisabled();

    await user.click(box);
    expect(await screen.findByText(`Consent given for ${partner.name}`)).toBeInTheDocument();
    await vi.waitFor(() => expect(box).toBeChecked());
    expect(screen.getByRole('button', { name: 'Refresh Blood Results' })).toBeEnabled();
  });
});
