import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { installPatientDemoApi } from './patientDemoApi';
import { patientRow } from './patientExamples';
import { PatientPage } from './PatientPage';
import { PatientStoryFrame } from './PatientStoryFrame';

/** A doctor's page of one patient: what she shares with them, until when, and its cards. */
const meta = {
  title: 'care-team/PatientPage',
  component: PatientStoryFrame,
  args: { path: '/patients/12', route: '/patients/:patientId', page: <PatientPage /> },
  beforeEach: () => installPatientDemoApi([patientRow()]),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PatientStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SharesFourAreas: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    await expect(await page.findByRole('link', { name: 'Medical Profile' })).toHaveAttribute(
      'href',
      '/patients/12/medicalprofile',
    );
    await expect(page.queryByRole('link', { name: 'Pain Score Profile' })).toBeNull();
  },
};

export const NoEndDate: Story = {
  beforeEach: () => installPatientDemoApi([patientRow({ profiles: ['vitals'], expires_on: null })]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Shared with you with no end date'),
    ).toBeInTheDocument();
  },
};

export const NothingShared: Story = {
  beforeEach: () =>
    installPatientDemoApi([patientRow({ profiles: [], expires_on: null, gender: null })]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing shared')).toBeInTheDocument();
  },
};

export const NotAPatient: Story = {
  beforeEach: () => installPatientDemoApi([patientRow({ status: 'invited' })]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No such patient')).toBeInTheDocument();
  },
};
