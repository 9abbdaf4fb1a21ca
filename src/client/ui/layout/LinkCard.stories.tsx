import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { CompassIcon, PlusIcon } from '../icons/interfaceIcons';
import { LinkCard } from './LinkCard';

// Stories render the card themselves: its props are a union (route or address), which
// Storybook's args cannot express.
const meta = {
  title: 'ui/LinkCard',
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: '22rem' }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Internal: Story = {
  render: () => (
    <LinkCard
      title="Vitals Profile"
      description="Heart rate, blood pressure, temperature and more, charted over time."
      icon={<CompassIcon />}
      to="/vitalsprofile"
    />
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Vitals Profile' });
    await expect(link).toHaveAttribute('href', '/vitalsprofile');
  },
};

export const External: Story = {
  render: () => (
    <LinkCard
      title="Shop"
      description="Equipment and supports recommended by our instructors."
      icon={<PlusIcon />}
      href="https://example.org/"
    />
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Shop (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
