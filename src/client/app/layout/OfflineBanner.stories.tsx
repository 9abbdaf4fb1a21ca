import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTime } from 'luxon';
import { Provider } from 'react-redux';
import { expect, within } from 'storybook/test';
import {
  answeredFromDevice,
  networkFailed,
  serverReplied,
} from '../../api/keptReads/offlineReadsSlice';
import { testUser } from '../../test/testUser';
import { createAppStore } from '../store';
import { OfflineBanner } from './OfflineBanner';

/** The banner in a store where the last reply was received `hoursAgo` hours ago. */
function OfflineFrame({ hoursAgo, fromDevice }: { hoursAgo: number; fromDevice: boolean }) {
  const store = createAppStore({ session: { user: testUser } });
  const receivedAt = DateTime.now().minus({ hours: hoursAgo }).toUTC().toISO();
  store.dispatch(serverReplied(receivedAt));
  store.dispatch(fromDevice ? answeredFromDevice(receivedAt) : networkFailed());
  return (
    <Provider store={store}>
      <OfflineBanner />
    </Provider>
  );
}

/** Above the page while Motus cannot reach the server: how old what it shows is. */
const meta = {
  title: 'app/OfflineBanner',
  component: OfflineFrame,
  args: { hoursAgo: 0, fromDevice: false },
} satisfies Meta<typeof OfflineFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StillInMemory: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /^Offline — showing what Motus had at \d\d:\d\d$/,
    );
  },
};

export const KeptFromAnotherDay: Story = {
  args: { hoursAgo: 30, fromDevice: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /^Offline — showing what Motus had on \d{1,2} \w{3} at \d\d:\d\d$/,
    );
  },
};
