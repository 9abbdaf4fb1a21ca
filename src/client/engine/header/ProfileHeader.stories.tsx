import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { realProfiles } from '../testing/realProfiles';
import { ProfileHeader } from './ProfileHeader';

const meta = {
  title: 'engine/ProfileHeader',
  component: ProfileHeader,
  args: { profile: realProfiles.activity, onAdd: fn() },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Activity: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Activity Data' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const Conditioning: Story = { args: { profile: realProfiles.conditioning } };

export const Pain: Story = { args: { profile: realProfiles.pain } };

export const Vitals: Story = { args: { profile: realProfiles.vitals } };

export const ImageMissing: Story = {
  args: { profile: { ...realProfiles.body, image: '/images/profiles/no-such-image.svg' } },
};
