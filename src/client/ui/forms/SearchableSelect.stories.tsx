import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import lab from '../../../../profile-configs/lab.json';
import { SearchableSelect } from './SearchableSelect';

// The Laboratory profile's 76 data types, the longest list Motus offers (its Add Data dialog).
const labTests = lab.datasets.map((dataset) => ({
  value: String(dataset.id),
  label: dataset.name,
}));

const meta = {
  title: 'ui/forms/SearchableSelect',
  component: SearchableSelect,
  args: { label: 'Select Data Type', name: 'dataset', options: labTests, defaultValue: '88' },
} satisfies Meta<typeof SearchableSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabTests: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Select Data Type' });
    await expect(input).toHaveValue('Total Protein');
    await userEvent.click(input);
    await expect(canvas.getAllByRole('option')).toHaveLength(76);
    await expect(canvas.getByRole('option', { name: 'Total Protein' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const SearchedAndChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Select Data Type' });
    await userEvent.clear(input);
    await userEvent.type(input, 'chol');
    // Filtered 500 ms after the last keystroke, and the count is announced.
    await canvas.findByText('2 results', {}, { timeout: 2000 });
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Cholesterol Random',
      'Cholesterol Fasting',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Cholesterol Fasting');
  },
};

export const NothingChosen: Story = { args: { placeholder: 'Select…', defaultValue: '' } };

export const WithError: Story = {
  args: { placeholder: 'Select…', defaultValue: '', error: 'This field is required' },
};
