import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SelectField } from './SelectField';

const meta = {
  title: 'ui/forms/SelectField',
  component: SelectField,
  args: {
    label: 'Gender',
    name: 'gender',
    placeholder: 'Select…',
    options: [
      { value: 'Male', label: 'Male' },
      { value: 'Female', label: 'Female' },
    ],
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Gender')).toHaveValue('');
  },
};

export const Chosen: Story = { args: { defaultValue: 'Female' } };

export const WithError: Story = { args: { error: 'This field is required' } };
