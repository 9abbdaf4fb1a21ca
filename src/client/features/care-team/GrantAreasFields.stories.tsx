import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { grantAreaOptions } from '../../../shared/profile-config/grantArea';
import { realProfiles } from '../../engine/testing/realProfiles';
import { GrantAreasFields, type GrantAreasFieldsProps } from './GrantAreasFields';
import { everyAreaDraft } from './grantDraft';
import { sharingTexts } from './sharingTexts';

// The areas of the real configs in profile-configs/: a new profile shows up here at once.
const options = grantAreaOptions(Object.values(realProfiles));

/** The fields keep their own value here, as the dialogs and cards that use them do. */
function StatefulFields(props: GrantAreasFieldsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <GrantAreasFields
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'care-team/GrantAreasFields',
  component: GrantAreasFields,
  render: (args) => <StatefulFields {...args} />,
  args: {
    options,
    value: everyAreaDraft(options),
    today: '2026-11-26',
    onChange: fn(),
  },
} satisfies Meta<typeof GrantAreasFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What an invite or an accept offers first: every area, no end date. */
export const EveryArea: Story = {
  play: async ({ canvasElement, args }) => {
    const fields = within(canvasElement);
    const group = within(fields.getByRole('group', { name: sharingTexts.areasLegend }));
    await expect(group.getAllByRole('checkbox')).toHaveLength(options.length);
    await userEvent.click(group.getByRole('checkbox', { name: 'Workout' }));
    await expect(group.getByRole('checkbox', { name: 'Workout' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** A doctor's grant on the Sharing page: two areas until the end of March. */
export const TwoAreasUntilADay: Story = {
  args: {
    value: { profiles: ['vitals', 'workout'], expiresOn: '2027-03-31' },
    personName: 'Ngozi Okafor',
  },
  play: async ({ canvasElement }) => {
    const fields = within(canvasElement);
    await expect(
      fields.getByRole('group', { name: 'Areas shared with Ngozi Okafor' }),
    ).toBeInTheDocument();
    await expect(fields.getByLabelText(/Until/)).toHaveValue('2027-03-31');
  },
};

export const NoAreaTicked: Story = {
  args: {
    value: { profiles: [], expiresOn: '' },
    problem: { field: 'areas', message: sharingTexts.chooseAnArea },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(sharingTexts.chooseAnArea)).toBeInTheDocument();
  },
};

export const EndDateInThePast: Story = {
  args: {
    value: { profiles: ['medical'], expiresOn: '2026-11-01' },
    problem: { field: 'until', message: sharingTexts.untilInPast },
  },
};

/** While a change is being sent. */
export const Disabled: Story = { args: { disabled: true } };
