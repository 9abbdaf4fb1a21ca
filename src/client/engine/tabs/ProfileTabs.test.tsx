import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { realProfiles } from '../testing/realProfiles';
import { ProfileTabs } from './ProfileTabs';

const conditioningLabels = realProfiles.conditioning.tabs.map((tab) => tab.label);

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
});
