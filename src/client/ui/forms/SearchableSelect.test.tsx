import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../overlays/Dialog';
import { SearchableSelect } from './SearchableSelect';
import { SEARCHABLE_SELECT_MIN_OPTIONS, SelectField } from './SelectField';
import type { SelectChange, SelectOption } from './selectFieldProps';
import { SEARCH_DEBOUNCE_MS } from './useOptionFilter';

// The test environment loads no CSS: the style sheets are read as text (from the repo root).
const tokensCss = readFileSync('src/client/ui/theme/tokens.css', 'utf8');
const searchableSelectCss = readFileSync('src/client/ui/forms/SearchableSelect.css', 'utf8');

const labTests: SelectOption[] = [
  'Total Protein',
  'Albumin Serum',
  'Urea Nitrogen (BUN)',
  'Creatinine',
  'Total Cholesterol',
  'HDL Cholesterol',
  'LDL Cholesterol',
  'Triglycerides',
  'Glucose Fasting',
  'HbA1c',
  'Sodium',
  'Potassium',
  'Calcium',
  'Ferritin',
].map((label, index) => ({ value: String(100 + index), label }));

function optionNames() {
  return within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
}

/** A parent that owns the value and reads `event.target.value`, as Motus's callers do. */
function Chooser({ onChange }: { onChange?: (change: SelectChange) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchableSelect
      label="Data Type"
      placeholder="Select…"
      options={labTests}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onChange?.(event);
      }}
    />
  );
}

/** Moves the fake clock on, letting React apply what the timers set. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('SearchableSelect', () => {
  describe('filtering', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('filters case-insensitively only once typing has paused for 500 ms', () => {
      expect(SEARCH_DEBOUNCE_MS).toBe(500);
      render(<Chooser />);
      const input = screen.getByRole('combobox', { name: 'Data Type' });
      fireEvent.change(input, { target: { value: 'CHOL' } });
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(optionNames()).toHaveLength(labTests.length + 1);

      advance(400);
      expect(optionNames()).toHaveLength(labTests.length + 1);
      // Another keystroke starts the wait again.
      fireEvent.change(input, { target: { value: 'CHOLE' } });
      advance(499);
      expect(optionNames()).toHaveLength(labTests.length + 1);
      advance(1);
      expect(optionNames()).toEqual(['Total Cholesterol', 'HDL Cholesterol', 'LDL Cholesterol']);
    });

    it('announces the number of results once the list is filtered', () => {
      render(<Chooser />);
      const input = screen.getByRole('combobox', { name: 'Data Type' });
      const status = document.querySelector('[aria-live="polite"]');
      expect(status).toHaveTextContent('');

      fireEvent.change(input, { target: { value: 'chol' } });
      expect(status).toHaveTextContent('');
      advance(SEARCH_DEBOUNCE_MS);
      expect(status).toHaveTextContent('3 results');

      fireEvent.change(input, { target: { value: 'hba1c' } });
      advance(SEARCH_DEBOUNCE_MS);
      expect(status).toHaveTextContent('1 result');

      fireEvent.change(input, { target: { value: 'zinc' } });
      advance(SEARCH_DEBOUNCE_MS);
      expect(status).toHaveTextContent('No results');
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByText('No results', { selector: 'p:not([aria-live])' })).toBeVisible();
    });

    it('makes the first result active after a search, so Enter takes it', () => {
      const onChange = vi.fn();
      render(<Chooser onChange={onChange} />);
      const input = screen.getByRole('combobox', { name: 'Data Type' });
      fireEvent.change(input, { target: { value: 'ldl' } });
      advance(SEARCH_DEBOUNCE_MS);
      expect(input).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('option', { name: 'LDL Cholesterol' }).id,
      );
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(onChange).toHaveBeenCalledWith({ target: { name: '', value: '106' } });
      expect(input).toHaveValue('LDL Cholesterol');
    });
  });

  it('chooses with the arrow keys, Home, End and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Chooser onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Data Type' });
    const active = () =>
      document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute(
      'aria-controls',
      screen.getByRole('listbox', { hidden: true }).id,
    );

    await user.click(input);
    await user.keyboard('{Escape}');
    // ArrowDown opens the list on the chosen option: nothing yet, the placeholder.
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(active()).toBe('Select…');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Albumin Serum');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Total Protein');
    await user.keyboard('{End}');
    expect(active()).toBe('Ferritin');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Ferritin');
    await user.keyboard('{Home}');
    expect(active()).toBe('Select…');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');

    expect(onChange).toHaveBeenLastCalledWith({ target: { name: '', value: '102' } });
    expect(input).toHaveValue('Urea Nitrogen (BUN)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(
      screen.getByRole('option', { name: 'Urea Nitrogen (BUN)', hidden: true }),
    ).toHaveAttribute('aria-selected', 'true');

    // Opened again, the list starts on the chosen option; the placeholder means "no value".
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Urea Nitrogen (BUN)');
    await user.keyboard('{Home}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ target: { name: '', value: '' } });
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', 'Select…');
  });

  it('chooses the option clicked, keeping focus in the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Chooser onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Data Type' });
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: 'Sodium' }));
    expect(onChange).toHaveBeenCalledWith({ target: { name: '', value: '110' } });
    expect(input).toHaveValue('Sodium');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('selects the chosen label on entering, so typing starts a new search', async () => {
    const user = userEvent.setup();
    render(<SearchableSelect label="Data Type" options={labTests} defaultValue="103" />);
    const input = screen.getByRole('combobox', { name: 'Data Type' });
    await user.click(input);
    await user.keyboard('sod');
    expect(input).toHaveValue('sod');
    await user.tab();
    expect(input).toHaveValue('Creatinine');
    await user.tab({ shift: true });
    await user.keyboard('pot');
    expect(input).toHaveValue('pot');
  });

  it('closes on Escape without letting it reach a dialog, then gives up the typed text', async () => {
    const user = userEvent.setup();
    render(<SearchableSelect label="Data Type" options={labTests} defaultValue="103" />);
    const input = screen.getByRole('combobox', { name: 'Data Type' });
    await user.type(input, 'creatinixx');
    expect(input).toHaveValue('creatinixx');
    expect(input).toHaveAttribute('aria-expanded', 'true');

    // fireEvent answers false when a handler prevented the key's default (a dialog's close).
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('creatinixx');
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(input).toHaveValue('Creatinine');
    // Nothing left to undo: this Escape is the dialog's.
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(true);
  });

  it('picks nothing on Tab, and leaving restores the chosen label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <>
        <SearchableSelect
          label="Data Type"
          options={labTests}
          defaultValue="113"
          onChange={onChange}
          onBlur={onBlur}
        />
        <button type="button">Next</button>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Data Type' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    await user.type(input, 'nothing like it');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('Ferritin');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the active option scrolled into view', async () => {
    const user = userEvent.setup();
    // jsdom lays nothing out: options 40px high, a list showing 5 of them.
    const optionIndex = (element: HTMLElement) =>
      element.parentElement ? [...element.parentElement.children].indexOf(element) : 0;
    const spies = [
      vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return this.role === 'option' ? optionIndex(this) * 40 : 0;
      }),
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40),
      vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(200),
    ];
    try {
      render(<SearchableSelect label="Data Type" options={labTests} />);
      const input = screen.getByRole('combobox', { name: 'Data Type' });
      const list = screen.getByRole('listbox', { hidden: true });
      input.focus();
      await user.keyboard('{ArrowDown}{End}');
      // Ferritin, the 14th option, ends at 560px: the list shows 360 to 560.
      expect(list.scrollTop).toBe(labTests.length * 40 - 200);
      await user.keyboard('{Home}');
      expect(list.scrollTop).toBe(0);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('is at most 20rem high (a token, as docs/product.md#every-screen has it) and scrolls beyond it', () => {
    const style = document.createElement('style');
    style.textContent = tokensCss + searchableSelectCss;
    document.head.append(style);
    try {
      render(<SearchableSelect label="Data Type" options={labTests} />);
      const list = screen.getByRole('listbox', { hidden: true });
      expect(list).toHaveClass('searchable-select__list');
      // jsdom applies the rule but resolves no var(): the token is read from its own file.
      const computed = getComputedStyle(list);
      expect(computed.maxHeight).toBe('var(--listbox-max-height)');
      expect(computed.overflowY).toBe('auto');
      expect(tokensCss).toMatch(/--listbox-max-height:\s*20rem;/);
    } finally {
      style.remove();
    }
  });

  it('names its field by the label and carries the value for a form', () => {
    render(
      <form aria-label="Reading">
        <SearchableSelect
          label="Data Type"
          name="dataset"
          options={labTests}
          defaultValue="101"
          hint="What was measured"
          error="This field is required"
          required
        />
      </form>,
    );
    const input = screen.getByRole('combobox', { name: 'Data Type' });
    expect(input).toHaveValue('Albumin Serum');
    expect(input).toHaveAccessibleDescription('What was measured This field is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(
      new FormData(screen.getByRole<HTMLFormElement>('form', { name: 'Reading' })).get('dataset'),
    ).toBe('101');
  });

  it('has no axe violations open in a modal dialog', async () => {
    const user = userEvent.setup();
    document.documentElement.lang = 'en';
    render(
      <Dialog open title="Laboratory Tests Data" onClose={() => undefined}>
        <SearchableSelect label="Select Data Type" options={labTests} defaultValue="104" />
      </Dialog>,
    );
    const input = screen.getByRole('combobox', { name: 'Select Data Type' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-activedescendant');

    const results = await axe.run(screen.getByRole('dialog'), {
      // jsdom does no layout, so contrast cannot be computed here (the tokens are chosen for AA).
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

describe('SelectField', () => {
  const options = (count: number) => labTests.slice(0, count);

  it(`is a native select below ${SEARCHABLE_SELECT_MIN_OPTIONS} options, a combobox from there`, async () => {
    const { unmount } = render(
      <SelectField label="Data Type" options={options(SEARCHABLE_SELECT_MIN_OPTIONS - 1)} />,
    );
    expect(screen.getByRole('combobox', { name: 'Data Type' }).tagName).toBe('SELECT');
    unmount();
    render(<SelectField label="Data Type" options={options(SEARCHABLE_SELECT_MIN_OPTIONS)} />);
    // The native select stands in while the combobox's code loads.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Data Type' }).tagName).toBe('INPUT'),
    );
    const input = screen.getByRole('combobox', { name: 'Data Type' });
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
  });

  it('hands onChange the chosen value as event.target.value, whichever control it renders', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    const { unmount } = render(
      <SelectField
        label="Data Type"
        options={options(3)}
        onChange={(event) => chosen.push(event.target.value)}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Data Type' }), 'Albumin Serum');
    unmount();
    render(
      <SelectField
        label="Data Type"
        options={options(12)}
        onChange={(event) => chosen.push(event.target.value)}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Data Type' }).tagName).toBe('INPUT'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Data Type' }));
    await user.click(screen.getByRole('option', { name: 'HbA1c' }));
    expect(chosen).toEqual(['101', '109']);
  });
});
