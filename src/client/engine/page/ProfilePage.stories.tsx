import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { careTeamMessages, noLongerShares } from '../../../shared/messages/careTeamMessages';
import { installFakeApi } from '../../test/fakeApi';
import { DEMO_PIN, installDemoApi } from '../stories/installDemoApi';
import type { ProfileSubject } from '../subject/readSubject';
import { withEngineStore } from '../stories/withEngineStore';
import { realProfiles } from '../testing/realProfiles';
import { ProfilePage } from './ProfilePage';

/**
 * Every profile, rendered from its real config in profile-configs/ with demo readings: the
 * place to see what a config change does before the server runs it.
 */
const meta = {
  title: 'engine/ProfilePage',
  component: ProfilePage,
  decorators: [withEngineStore],
  beforeEach: () => installDemoApi(Object.values(realProfiles)),
  args: { profile: realProfiles.activity },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Activity: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('tab', { selected: true })).toHaveTextContent('Exercise Time');
  },
};

export const Fitness: Story = { args: { profile: realProfiles.fitness } };

export const Conditioning: Story = { args: { profile: realProfiles.conditioning } };

export const Body: Story = { args: { profile: realProfiles.body } };

export const Pain: Story = { args: { profile: realProfiles.pain } };

export const Vitals: Story = { args: { profile: realProfiles.vitals } };

/** A pin-gated profile of table tabs: the gate asks for the pin (DEMO_PIN opens it). */
export const MedicalPinGate: Story = {
  args: { profile: realProfiles.medical },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('heading', { name: 'Enter Security Pin' }),
    ).toBeInTheDocument();
  },
};

/** The laboratory tests once the pin is accepted: a red line per test over its band. */
export const LaboratoryTests: Story = {
  args: { profile: realProfiles.lab, sex: 'Female' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText('Security Pin'), DEMO_PIN);
    await userEvent.click(body.getByRole('button', { name: 'Enter' }));
    await expect(await body.findByRole('tab', { name: 'Total Protein' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(body.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  },
};

/** The medical records once the pin is accepted: one table per tab, newest first. */
export const MedicalRecords: Story = {
  args: { profile: realProfiles.medical },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText('Security Pin'), DEMO_PIN);
    await userEvent.click(body.getByRole('button', { name: 'Enter' }));
    await expect(await body.findByRole('heading', { name: 'Allergy Data' })).toBeInTheDocument();
  },
};

/** The blood-results view: the ID number opens it; the partner card asks for consent first. */
export const BloodResults: Story = {
  args: { profile: realProfiles.bloodResults, sex: 'Male' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('heading', { name: 'Enter your ID number' }),
    ).toBeInTheDocument();
    await userEvent.type(body.getByLabelText('ID Number'), DEMO_PIN);
    await userEvent.click(body.getByRole('button', { name: 'Enter' }));
    await expect(await body.findByRole('tab', { name: 'Total Protein' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await body.findByRole('button', { name: 'Get Blood Results' })).toBeDisabled();
  },
};

/** A patient whose data their doctor reads (ProfilePage's subject). */
const ada: ProfileSubject = { patientId: 12, name: 'Ada Lovelace', expiresOn: '2027-01-31' };

/** The server refusing every read: the patient's grant ended or narrowed. */
const refuseEveryRead = () =>
  installFakeApi(() => ({
    status: 403,
    body: { status: 'error', message: careTeamMessages.notShared },
  }));

/** A patient's vitals in their doctor's view: the banner, no add button, bands for her sex. */
export const DoctorViewOfVitals: Story = {
  args: { profile: realProfiles.vitals, sex: 'Female', subject: ada },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByText("Viewing Ada Lovelace's data, shared with you until 2027-01-31"),
    ).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Add Vitals Data' })).toBeNull();
  },
};

/** A pin-gated profile in the doctor's view: the records, with no pin asked of anyone. */
export const DoctorViewOfMedical: Story = {
  args: { profile: realProfiles.medical, subject: { ...ada, expiresOn: null } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('heading', { name: 'Allergy Data' })).toBeInTheDocument();
    await expect(body.queryByRole('heading', { name: 'Enter Security Pin' })).toBeNull();
  },
};

/** The patient stopped sharing: the first refused read replaces the page. */
export const DoctorViewNoLongerShared: Story = {
  args: { profile: realProfiles.vitals, subject: ada },
  beforeEach: refuseEveryRead,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(noLongerShares('Ada Lovelace', realProfiles.vitals.title)),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Back to My Patients' })).toBeInTheDocument();
  },
};
