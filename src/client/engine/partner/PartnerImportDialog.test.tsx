import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerPaths } from '../../../shared/api/partnerImportContract';
import { mockApi } from '../../test/fetchMock';
import { realProfiles } from '../testing/realProfiles';
import { renderWithEngineStore } from '../testing/renderWithEngineStore';
import { PartnerImportDialog } from './PartnerImportDialog';

const partner = realProfiles.bloodResults.partner!;
const imported = {
  body: { status: 'success', message: 'Imported', imported: 1, already_imported: 0, refused: [] },
};

function openDialog() {
  const api = mockApi({ [partnerPaths.import(partner.id)]: imported });
  const onClose = vi.fn();
  renderWithEngineStore(
    <PartnerImportDialog partner={partner} onClose={onClose} onImported={() => undefined} />,
  );
  return { api, onClose, user: userEvent.setup() };
}

describe('the partner import dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the number at Import, and the message stays until the number is edited', async () => {
    const { api, user } = openDialog();
    const field = screen.getByRole('textbox', { name: 'Identity Number' });
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Please provide your identity number!'),
    );
    await user.type(field, 'AB 12');
    expect(field).not.toHaveAccessibleDescription(expect.stringContaining('identity number!'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Use only letters, digits and dashes.'),
    );
    expect(api.callsTo(partnerPaths.import(partner.id))).toEqual([]);
  });

  it('sends the number without the spaces around it, then closes', async () => {
    const { api, onClose, user } = openDialog();
    await user.type(screen.getByRole('textbox', { name: 'Identity Number' }), ' 8001015009087 ');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(api.callsTo(partnerPaths.import(partner.id)).map((call) => call.body)).toEqual([
      { id_number: '8001015009087' },
    ]);
  });
});
