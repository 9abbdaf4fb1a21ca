import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { installDemoApi } from '../stories/installDemoApi';
import { withEngineStore } from '../stories/withEngineStore';
import { realProfiles } from '../testing/realProfiles';
import { ProfilePage } from './ProfilePage';

/**
 * Every profile, rendered from its real config in profile-configs/ with demo readings: the
 * place to see what a config change does before the server runs it.
 */
const meta = {
  title: 'engine/ProfilePage',
  component: ProfilePage,
  decorators: [withEngineStore],
  beforeEach: () => installDemoApi(Object.values(realProfiles)),
  args: { profile: realProfiles.activity },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Activity: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('tab', { selected: true })).toHaveTextContent('Exercise Time');
  },
};

export const Fitness: Story = { args: { profile: realProfiles.fitness } };

export const Conditioning: Story = { args: { profile: realProfiles.conditioning } };

export const Body: Story = { args: { profile: realProfiles.body } };

export const Pain: Story = { args: { profile: realProfiles.pain } };

export const Vitals: Story = { args: { profile: realProfiles.vitals } };
