import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { installPatientDemoApi } from './patientDemoApi';
import { patientRow } from './patientExamples';
import { PatientStoryFrame } from './PatientStoryFrame';
import { PatientWorkoutPage } from './PatientWorkoutPage';

/** A patient's routines and saved sessions in their doctor's view: read-only. */
const meta = {
  title: 'care-team/PatientWorkoutPage',
  component: PatientStoryFrame,
  args: {
    path: '/patients/12/workout',
    route: '/patients/:patientId/workout',
    page: <PatientWorkoutPage />,
  },
  beforeEach: () => installPatientDemoApi([patientRow()]),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PatientStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RoutinesAndSessions: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Page 1 of 3')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Start Routine' })).toBeNull();
  },
};
