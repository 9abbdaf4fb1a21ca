import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { engineTexts, engineStateTexts } from '../engineTexts';
import type { FormValidatorSource } from './formValidators/formValidatorSource';
import { mockApi } from '../../test/fetchMock';
import { realProfiles } from '../testing/realProfiles';
import { inProcessFormValidators } from '../testing/inProcessFormValidators';
import { renderWithEngineStore } from '../testing/renderWithEngineStore';
import { keepDraft } from '../../state/sessionResume';
import AddDataDialog from './AddDataDialog';
import { addDataDraftKey } from './addDataDraft';
import { selectWaitingWrites } from '../../api/outbox/outboxSlice';
import { writesOf } from '../../api/outbox/outboxStore';
import { outboxTexts } from '../../api/outbox/outboxTexts';
import { testUser } from '../../test/testUser';

const activity = realProfiles.activity;
const DISTANCE_DATASET = 187;

const ALLERGY_DATASET = 201;

function renderDialog(initialDatasetId = DISTANCE_DATASET, profile = activity) {
  const onClose = vi.fn();
  const view = renderWithEngineStore(
    <AddDataDialog profile={profile} open onClose={onClose} initialDatasetId={initialDatasetId} />,
  );
  return { ...view, onClose };
}

describe('AddDataDialog', () => {
  beforeEach(() => {
    // Only Date is faked: user-event and the toasts keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T09:41:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the dialog title, the data types and each field labelled with its unit', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Activity Profile' })).toBeInTheDocument();
    const types = screen.getByRole('combobox', { name: 'Data Type' });
    expect(Array.from((types as HTMLSelectElement).options, (option) => option.text)).toEqual(
      activity.dataset_set.map((dataset) => dataset.name),
    );
    expect(screen.getByLabelText('Distance (km)')).toBeInTheDocument();
    expect(screen.getByLabelText('Time (min)')).toBeInTheDocument();
  });

  it('steps decimals by 0.01 and whole numbers by 1, and marks every value required', async () => {
    const user = userEvent.setup();
    renderDialog();
    const distance = screen.getByLabelText('Distance (km)');
    expect(distance).toHaveAttribute('step', '0.01');
    expect(distance).toBeRequired();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Data Type' }), 'Step Count');
    const steps = screen.getByLabelText('Step Count (steps)');
    expect(steps).toHaveAttribute('step', '1');
    expect(steps).toBeRequired();
  });

  it('shows a field without a unit by its name alone', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Data Type' }), 'Overs');
    expect(screen.getByRole('spinbutton', { name: 'Overs' })).toBeInTheDocument();
  });

  it('finds laboratory data types by other words than their names: vitamin, haemoglobin, K+', async () => {
    const user = userEvent.setup();
    renderWithEngineStore(
      <AddDataDialog profile={realProfiles.lab} open onClose={vi.fn()} initialDatasetId={88} />,
    );
    const types = await waitFor(() => {
      const field = screen.getByRole('combobox', { name: 'Select Data Type' });
      expect(field.tagName).toBe('INPUT');
      return field;
    });
    for (const [typed, found] of [
      ['vitamin', 'Vit D'],
      ['haemoglobin', 'Hb'],
      ['K+', 'Potassium'],
    ] as const) {
      await user.click(types);
      await user.keyboard(typed);
      await waitFor(() => {
        // Filtered: the first test, found by none of these words, has gone.
        const shown = screen.getAllByRole('option').map((option) => option.textContent);
        expect(shown).not.toContain('Total Protein');
        expect(shown).toContain(found);
      });
      await user.click(screen.getByRole('option', { name: found }));
      expect(types).toHaveValue(found);
    }
  });

  it('does not let the date go beyond today', () => {
    renderDialog();
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2026-11-21');
  });

  it('gives back the data type, the date and the values kept when the session expired', () => {
    keepDraft(addDataDraftKey(activity.id), {
      datasetId: 10,
      day: '2026-11-19',
      formData: { step_count: 8000 },
    });
    renderDialog();
    expect(screen.getByRole('combobox', { name: 'Data Type' })).toHaveValue('10');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-19');
    expect(screen.getByLabelText('Step Count (steps)')).toHaveValue(8000);
  });

  it('clears what was typed when another data type is chosen', async () => {
    const user = userEvent.setup();
    renderDialog(1);
    const types = screen.getByRole('combobox', { name: 'Data Type' });
    await user.type(screen.getByLabelText('Exercise Time (min)'), '45');
    await user.selectOptions(types, 'Training Time');
    await user.selectOptions(types, 'Exercise Time');
    expect(screen.getByLabelText('Exercise Time (min)')).toHaveValue(null);
  });

  it('says "Please provide a date!" and sends nothing when no date is chosen', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(() => ({
      body: { status: 'success', message: '', data: { id: 1 } },
    }));
    renderDialog();
    await user.type(screen.getByLabelText('Distance (km)'), '5.25');
    await user.type(screen.getByLabelText('Time (min)'), '31');
    await user.click(screen.getByRole('button', { name: 'Add Data' }));
    // Inside the modal: the page's own toasts would be hidden under the dialog's backdrop.
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(engineTexts.noDate);
    expect(within(dialog).getByLabelText('Date')).toHaveAccessibleDescription(engineTexts.noDate);
    expect(calls).toHaveLength(0);
  });

  it('says a missing date only after Add Data, then follows the date until another data type', async () => {
    const user = userEvent.setup();
    mockApi(() => ({ body: { status: 'success', message: '', data: { id: 1 } } }));
    renderDialog();
    const date = screen.getByLabelText('Date');
    await user.click(date);
    await user.tab();
    expect(date).not.toHaveAccessibleDescription(engineTexts.noDate);

    await user.click(screen.getByRole('button', { name: 'Add Data' }));
    expect(date).toHaveAccessibleDescription(engineTexts.noDate);
    await user.type(date, '2026-11-20');
    expect(date).not.toHaveAccessibleDescription(engineTexts.noDate);
    await user.clear(date);
    expect(date).toHaveAccessibleDescription(engineTexts.noDate);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Data Type' }), 'Step Count');
    expect(screen.getByLabelText('Date')).not.toHaveAccessibleDescription(engineTexts.noDate);
  });

  it('clears only the pin when the server refuses it, and asks for it again', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(() => ({
      body: { status: 'error', message: 'Invalid pin' },
      status: 403,
    }));
    renderDialog(ALLERGY_DATASET, realProfiles.medical);
    const description = await screen.findByLabelText('Description');
    const date = screen.getByLabelText('Date');
    const pin = screen.getByLabelText(engineStateTexts.pinFieldLabel);
    await user.type(date, '2026-11-20');
    await user.type(description, 'Peanuts');
    await user.type(pin, '123456');
    expect(pin).not.toHaveAccessibleDescription(expect.stringContaining(engineTexts.noPin));
    await user.click(screen.getByRole('button', { name: 'Add Data' }));

    await waitFor(() => expect(pin).toHaveValue(''));
    expect(calls).toHaveLength(1);
    expect(pin).toHaveAccessibleDescription(expect.stringContaining(engineTexts.noPin));
    expect(date).toHaveValue('2026-11-20');
    expect(description).toHaveValue('Peanuts');
  });

  it('shows under each empty field that it is required, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(() => ({
      body: { status: 'success', message: '', data: { id: 1 } },
    }));
    renderDialog();
    await user.type(screen.getByLabelText('Date'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Add Data' }));
    expect(screen.getByLabelText('Distance (km)')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(screen.getByLabelText('Time (min)')).toBeInvalid();
    expect(calls).toHaveLength(0);
  });

  it('refuses a third decimal place in the browser, before anything is sent', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(() => ({
      body: { status: 'success', message: '', data: { id: 1 } },
    }));
    renderDialog();
    await user.type(screen.getByLabelText('Date'), '2026-11-20');
    await user.type(screen.getByLabelText('Distance (km)'), '5.255');
    await user.type(screen.getByLabelText('Time (min)'), '0.29');
    await user.click(screen.getByRole('button', { name: 'Add Data' }));
    expect(screen.getByLabelText('Distance (km)')).toHaveAccessibleDescription(
      'Use at most two decimal places',
    );
    // 0.29 is a multiple of 0.01 once ajv compares with multipleOfPrecision 8.
    expect(screen.getByLabelText('Time (min)')).toBeValid();
    expect(calls).toHaveLength(0);
  });

  it('refuses a tab in a text reading in the browser, as the server would', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(() => ({
      body: { status: 'success', message: '', data: { id: 1 } },
    }));
    renderDialog(ALLERGY_DATASET, realProfiles.medical);
    const description = await screen.findByLabelText('Description');
    await user.type(description, 'Peanuts');
    // A tab typed moves focus; one pasted lands in the text.
    await user.click(description);
    await user.paste('\tand shellfish');
    await user.click(screen.getByRole('button', { name: 'Add Data' }));
    expect(description).toHaveAccessibleDescription(engineStateTexts.oneLineText);
    expect(calls).toHaveLength(0);
  });

  it('on success sends the values with created_on, says so, closes and clears the date', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(() => ({
      body: { status: 'success', message: activity.messages.added, data: { id: 7 } },
    }));
    const { onClose } = renderDialog();
    await user.type(screen.getByLabelText('Date'), '2026-11-20');
    await user.type(screen.getByLabelText('Distance (km)'), '5.25');
    await user.type(screen.getByLabelText('Time (min)'), '31.5');
    await user.click(screen.getByRole('button', { name: 'Add Data' }));

    expect(await screen.findByText('Activity Data Successfully Added!')).toBeInTheDocument();
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/profiles/special/distance-time/',
        body: { distance: 5.25, time: 31.5, created_on: '2026-11-20 09:41' },
      },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Date')).toHaveValue('');
  });

  it('says "Please ensure that all fields have been filled in!" when the reply is not success', async () => {
    const user = userEvent.setup();
    mockApi(() => ({
      body: { status: 'error', message: 'distance: must be >= 0', details: { details: ['x'] } },
      status: 400,
    }));
    const { onClose } = renderDialog();
    await user.type(screen.getByLabelText('Date'), '2026-11-20');
    await user.type(screen.getByLabelText('Distance (km)'), '5');
    await user.type(screen.getByLabelText('Time (min)'), '30');
    await user.click(screen.getByRole('button', { name: 'Add Data' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText(engineTexts.notAllFilled)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  async function typeDistance(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Date'), '2026-11-20');
    await user.type(screen.getByLabelText('Distance (km)'), '5');
    await user.type(screen.getByLabelText('Time (min)'), '30');
    await user.click(screen.getByRole('button', { name: 'Add Data' }));
  }

  it("gives the profile's failure text when the server fails, and keeps nothing on the device", async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 503, body: { status: 'error', message: 'Unavailable' } }));
    const { onClose } = renderDialog();
    await typeDistance(user);
    expect(await screen.findByText('Unable To Add Activity Data!')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(await writesOf(testUser.id)).toEqual([]);
  });

  it('keeps the reading on the device when no network is there, says so and closes', async () => {
    const user = userEvent.setup();
    mockApi(() => 'network-error');
    const { onClose, store } = renderDialog();
    await typeDistance(user);
    expect(await screen.findByText(outboxTexts.keptOnDevice)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    const kept = await writesOf(testUser.id);
    expect(kept).toEqual([
      expect.objectContaining({
        url: '/profiles/special/distance-time/',
        body: { distance: 5, time: 30, created_on: '2026-11-20 09:41' },
        datasetId: DISTANCE_DATASET,
        title: 'Activity · Distance',
        detail: '5 km, 30 min · 2026-11-20 09:41',
      }),
    ]);
    expect(kept[0]?.key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(selectWaitingWrites(store.getState())).toHaveLength(1);
  });

  it('says the reading was not kept, and stays open with it, when the device is full and offline', async () => {
    const user = userEvent.setup();
    mockApi(() => 'network-error');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { onClose } = renderDialog();
    await typeDistance(user);
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText(outboxTexts.notKept)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Distance (km)')).toHaveValue(5);
  });

  it('closes with Close without sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(() => ({ body: {} }));
    const { onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(0);
  });

  it('says the form could not be checked, and sends nothing, when its validator fails', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(() => ({
      body: { status: 'success', message: '', data: { id: 1 } },
    }));
    // A compiled validator with a fault of its own, as a runtime function missing in the browser.
    const throwing: FormValidatorSource = {
      peek: (dataset) => {
        const validators = inProcessFormValidators.peek(dataset) ?? {};
        return Object.fromEntries(
          Object.keys(validators).map((hash) => [
            hash,
            () => {
              throw new TypeError('ucs2length is not a function');
            },
          ]),
        );
      },
      load: (dataset) => Promise.resolve(throwing.peek(dataset) ?? {}),
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithEngineStore(
      <AddDataDialog
        profile={activity}
        open
        onClose={vi.fn()}
        initialDatasetId={DISTANCE_DATASET}
      />,
      '/',
      throwing,
    );
    await user.type(screen.getByLabelText('Date'), '2026-11-20');
    await user.type(screen.getByLabelText('Distance (km)'), '5.25');
    await user.type(screen.getByLabelText('Time (min)'), '29');
    await user.click(screen.getByRole('button', { name: 'Add Data' }));
    await screen.findByText(engineStateTexts.formBroken);
    expect(screen.getByRole('button', { name: engineStateTexts.reloadPage })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add Data' })).toBeDisabled();
    expect(calls).toHaveLength(0);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
