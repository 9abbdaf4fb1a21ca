import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { HAS_SECURE_PIN_TEXT, NO_SECURE_PIN_TEXT } from '../../../shared/api/securePinContract';
import { withEngineStore } from '../../engine/stories/withEngineStore';
import { errorReply, installFakeApi } from '../../test/fakeApi';
import { YourDataSection } from './YourDataSection';

const DEMO_PIN = '246810';

/**
 * Answers the section's calls as the server would: whether the person has a pin, and each
 * export after a second's work (a wrong pin refused). Returns the cleanup.
 */
function installExportDemoApi(hasPin: boolean) {
  return installFakeApi([
    {
      [accountEndpoints.verifySecurePin]: {
        body: { status: 'success', data: hasPin ? HAS_SECURE_PIN_TEXT : NO_SECURE_PIN_TEXT },
      },
    },
    ({ query }) =>
      hasPin && query.secure_pin !== DEMO_PIN
        ? errorReply('That secure pin is not right.', 403)
        : {
            body: 'A demo export',
            headers: { 'Content-Disposition': 'attachment; filename="motus-demo.txt"' },
            delayMs: 1000,
          },
  ]);
}

const meta = {
  title: 'care-team/YourDataSection',
  component: YourDataSection,
  decorators: [withEngineStore],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof YourDataSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A person without a secure pin: a download starts at once. */
export const WithoutPin: Story = {
  beforeEach: () => installExportDemoApi(false),
};

/** A person with a secure pin (246810 here): the download asks for it first. */
export const WithPin: Story = {
  beforeEach: () => installExportDemoApi(true),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Download CSV (zip)' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('dialog', { name: 'Enter Security Pin' }),
    ).toBeInTheDocument();
  },
};
