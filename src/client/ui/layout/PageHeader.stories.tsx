import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../actions/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'ui/PageHeader',
  component: PageHeader,
  args: { title: 'Medical Profile', subtitle: 'View Medical Profile.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndSubtitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Medical Profile' }),
    ).toBeInTheDocument();
  },
};

export const WithActions: Story = {
  args: { actions: <Button variant="secondary">Profile</Button> },
};

export const TitleOnly: Story = { args: { subtitle: undefined, title: 'Dashboard' } };
