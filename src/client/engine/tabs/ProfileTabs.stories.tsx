import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { realProfiles } from '../testing/realProfiles';
import { ProfileTabs } from './ProfileTabs';

function TabsHarness({ profile }: { profile: (typeof realProfiles)[keyof typeof realProfiles] }) {
  const [active, setActive] = useState(0);
  const labels = profile.tabs.map((tab) => tab.label);
  return (
    <ProfileTabs
      label={`${profile.title} charts`}
      labels={labels}
      activeIndex={active}
      onSelect={setActive}
    >
      <p>The {labels[active]} chart goes here.</p>
    </ProfileTabs>
  );
}

const meta = {
  title: 'engine/ProfileTabs',
  component: TabsHarness,
  args: { profile: realProfiles.fitness },
} satisfies Meta<typeof TabsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fitness: Story = {};

/** Forty tests: the row scrolls sideways; arrow buttons appear for a mouse. */
export const Conditioning: Story = {
  args: { profile: realProfiles.conditioning },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tab')).toHaveLength(40);
  },
};

/** On a phone the row still scrolls and keeps each tab a comfortable size. */
export const ConditioningOnAPhone: Story = {
  args: { profile: realProfiles.conditioning },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
};
