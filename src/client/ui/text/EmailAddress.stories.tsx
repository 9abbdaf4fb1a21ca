import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailAddress } from './EmailAddress';

const meta = {
  title: 'ui/EmailAddress',
  component: EmailAddress,
  args: { email: 'sam.patient-longname@example.organisation.org' },
  // A narrow column, where the address has to wrap.
  decorators: [(Story) => <div style={{ width: '10rem' }}>{Story()}</div>],
} satisfies Meta<typeof EmailAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongAddress: Story = {};
