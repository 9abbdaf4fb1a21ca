import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { grantedPatientOf } from './grantedPatient';
import { installPatientDemoApi } from './patientDemoApi';
import { PATIENT_ID, patientRow } from './patientExamples';
import { PatientStoryFrame } from './PatientStoryFrame';
import { PatientSummary } from './PatientSummary';

const sharesEverything = patientRow({
  profiles: ['vitals', 'medical', 'lab', 'pain', 'workout'],
  prescribe: true,
});
const patient = grantedPatientOf([sharesEverything], PATIENT_ID);
if (!patient) throw new Error('The example patient is not active');

/**
 * What a doctor reads of Ada before a call: the panel's flags, what stands, her vital signs
 * with their flags and lines, her last laboratory panels, pain and training.
 */
const meta = {
  title: 'care-team/PatientSummary',
  component: PatientStoryFrame,
  args: {
    path: '/patients/12',
    route: '/patients/:patientId',
    page: <PatientSummary patient={patient} />,
  },
  beforeEach: () => installPatientDemoApi([sharesEverything]),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PatientStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SharesEverything: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const lab = within(await page.findByRole('region', { name: 'Laboratory results' }));
    await expect(lab.getAllByRole('rowheader')[0]).toHaveTextContent('Potassium');
    const flags = within(await page.findByRole('list', { name: 'Flags' }));
    await expect(flags.getByText(/Pain 7 or more this week/)).toBeInTheDocument();
  },
};

/** Beside a call: one column, Prescribe a routine at the top, and the way to the full page. */
export const InACall: Story = {
  args: { page: <PatientSummary patient={patient} headingLevel={3} compact /> },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/** The panel cannot be read: its part says so quietly, the rest stands. */
export const PanelMissing: Story = {
  beforeEach: () => installPatientDemoApi([sharesEverything], { panel: 'missing' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The panel’s flags could not be read just now.'),
    ).toBeInTheDocument();
    await expect(await page.findByRole('region', { name: 'Vital signs' })).toBeInTheDocument();
  },
};

/** Only her vital signs shared: nothing else is there, nor said to be missing. */
export const VitalSignsOnly: Story = {
  beforeEach: () => installPatientDemoApi([patientRow({ profiles: ['vitals'] })]),
};
