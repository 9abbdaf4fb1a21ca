import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { engineStateTexts } from '../engineTexts';
import { realProfiles } from '../testing/realProfiles';
import { ProfileTabs } from './ProfileTabs';
import { tabSearchWordsOf } from './tabSearchWords';

const conditioningLabels = realProfiles.conditioning.tabs.map((tab) => tab.label);

/** A profile's tab row as its page renders it, with its datasets' search words. */
function ProfileRow({ profile }: { profile: ProfileListEntry }) {
  const [active, setActive] = useState(0);
  const labels = profile.tabs.map((tab) => tab.label);
  return (
    <ProfileTabs
      label={`${profile.title} charts`}
      labels={labels}
      searchWords={tabSearchWordsOf(profile)}
      activeIndex={active}
      onSelect={setActive}
    >
      <p>Chart of {labels[active]}</p>
    </ProfileTabs>
  );
}

/** The "Go to test" field once its combobox has loaded (a native select stands in until then). */
async function goToTest() {
  return waitFor(() => {
    const field = screen.getByRole('combobox', { name: engineStateTexts.goToTab });
    expect(field.tagName).toBe('INPUT');
    return field;
  });
}

function Harness({ onSelect }: { onSelect?: (index: number) => void }) {
  const [active, setActive] = useState(0);
  return (
    <ProfileTabs
      label="Conditioning Profile charts"
      labels={conditioningLabels}
      activeIndex={active}
      onSelect={(index) => {
        onSelect?.(index);
        setActive(index);
      }}
    >
      <p>Chart of {conditioningLabels[active]}</p>
    </ProfileTabs>
  );
}

describe('ProfileTabs', () => {
  it('lists every tab, two with the same label included, with exactly one selected', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab')).toHaveLength(40);
    expect(screen.getAllByRole('tab', { name: 'Squats' })).toHaveLength(2);
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: '6 min Walking Test' })).toHaveTextContent(
      'Chart of 6 min Walking Test',
    );
  });

  it('activates the clicked tab and shows its panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Plank' }));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Plank');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Chart of Plank');
  });

  it('moves with the arrow keys, Home and End, keeping one tab in the tab order', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    // "Go to test" comes first, then the row's one tab in the tab order.
    await user.tab();
    expect(screen.getByRole('combobox', { name: engineStateTexts.goToTab })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tab', { name: '6 min Walking Test' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '3 min Step Test' })).toHaveFocus();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('3 min Step Test');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Lunges');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('6 min Walking Test');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(onSelect).toHaveBeenLastCalledWith(0);
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('offers "Go to test" on the laboratory row, finding tests by other words than their labels', async () => {
    const user = userEvent.setup();
    render(<ProfileRow profile={realProfiles.lab} />);
    const field = await goToTest();
    expect(field).toHaveValue('Total Protein');

    for (const [typed, found] of [
      ['vitamin', 'Vit D'],
      ['haemoglobin', 'Hb'],
      ['K+', 'Potassium'],
    ] as const) {
      await user.click(field);
      await user.keyboard(typed);
      const listbox = screen.getByRole('listbox', { name: engineStateTexts.goToTab });
      await waitFor(() => {
        // Filtered: the first test, found by none of these words, has gone.
        const shown = screen.getAllByRole('option').map((option) => option.textContent);
        expect(shown).not.toContain('Total Protein');
        expect(shown).toContain(found);
      });
      expect(listbox).toBeVisible();
      await user.click(screen.getByRole('option', { name: found }));
      expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(found);
      expect(screen.getByRole('tabpanel')).toHaveTextContent(`Chart of ${found}`);
      expect(field).toHaveValue(found);
    }
  });

  it('goes to a test from the keyboard alone: type, then Enter', async () => {
    const user = userEvent.setup();
    render(<ProfileRow profile={realProfiles.lab} />);
    const field = await goToTest();
    await user.tab();
    expect(field).toHaveFocus();
    await user.keyboard('vitamin d');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Vit D');
  });

  it('keeps a short row as it is, with no "Go to test"', () => {
    render(<ProfileRow profile={realProfiles.activity} />);
    expect(screen.getAllByRole('tab')).toHaveLength(realProfiles.activity.tabs.length);
    expect(screen.queryByRole('combobox', { name: engineStateTexts.goToTab })).toBeNull();
  });

  it('has no axe violations with "Go to test" open above the row', async () => {
    const user = userEvent.setup();
    document.documentElement.lang = 'en';
    const { container } = render(
      <main>
        <ProfileRow profile={realProfiles.lab} />
      </main>,
    );
    const field = await goToTest();
    await user.click(field);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const results = await axe.run(container, {
      // jsdom does no layout, so contrast cannot be computed here (the tokens are chosen for AA).
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
