import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { HAS_SECURE_PIN_TEXT } from '../../../shared/api/securePinContract';
import { thisYearRange } from '../../../shared/dates/dateRanges';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { recordDateOf } from '../../../shared/profile-config/recordDate';
import { engineTexts } from '../engineTexts';
import { PinGate } from '../pin/PinGate';
import { mockApi } from '../../test/fetchMock';
import { errorReply, type FakeReply } from '../../test/fakeApi';
import { realProfiles } from '../testing/realProfiles';
import { renderWithEngineStore } from '../testing/renderWithEngineStore';
import { TabPanel } from './TabPanel';

const RIGHT_PIN = '246810';

/**
 * The pin opens the page (its first read); every read after that gets `later`: a pin reset
 * in another tab (403), or a server that fails (500).
 */
function stubServer(later: FakeReply) {
  let reads = 0;
  mockApi(({ path }) => {
    if (path === accountEndpoints.verifySecurePin) {
      return { body: { status: 'success', data: HAS_SECURE_PIN_TEXT } };
    }
    reads += 1;
    if (reads === 1) return { body: { status: 'success', message: 'Data retrieved', data: [] } };
    return later;
  });
}

/** The pin is checked by reading the first tab; the page then shows the second. */
function renderGated(profile: ProfileListEntry) {
  const tab = profile.tabs[1]!;
  const range = thisYearRange();
  return renderWithEngineStore(
    <PinGate
      checkTab={profile.tabs[0]!}
      range={range}
      retrievedMessage={profile.messages.retrieved ?? ''}
    >
      {(pin, relock) => (
        <TabPanel
          profile={profile}
          tab={tab}
          range={range}
          recordDate={recordDateOf(profile)}
          pin={pin}
          onPinRefused={relock}
        />
      )}
    </PinGate>,
  );
}

async function enterRightPin() {
  const user = userEvent.setup();
  // Blood results ask for the same pin as an ID number (docs/product.md#secure-pin).
  const dialog = within(
    await screen.findByRole('dialog', { name: /Enter Security Pin|Enter your ID number/ }),
  );
  await user.type(dialog.getByLabelText('Security Pin'), RIGHT_PIN);
  await user.click(dialog.getByRole('button', { name: 'Enter' }));
}

describe('reads behind the secure pin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['Laboratory', realProfiles.lab],
    ['Medical', realProfiles.medical],
  ])(
    'ask for the pin again when it is refused after opening the %s page (reset elsewhere)',
    async (_name, profile) => {
      stubServer(errorReply('That secure pin is not right.', 403));
      renderGated(profile);
      await enterRightPin();
      expect(await screen.findByText(engineTexts.pinDenied)).toBeInTheDocument();
      expect(await screen.findByRole('dialog', { name: 'Enter Security Pin' })).toBeInTheDocument();
    },
  );

  it.each([
    ['laboratory', realProfiles.lab],
    ['blood results', realProfiles.bloodResults],
  ])("say 'No data found!' when a %s chart's read fails", async (_name, profile) => {
    stubServer(errorReply('Something broke.', 500));
    renderGated(profile);
    await enterRightPin();
    expect(await screen.findByText(engineTexts.noDataFound)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Enter Security Pin' })).not.toBeInTheDocument();
  });

  it('only log a failed read of the medical lists (docs/product.md#medical)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubServer(errorReply('Something broke.', 500));
    renderGated(realProfiles.medical);
    await enterRightPin();
    await screen.findByText(/could not load these records/i);
    expect(screen.queryByText(engineTexts.noDataFound)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
