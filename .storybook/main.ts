import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/client/**/*.stories.tsx'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  // The machine has no internet beyond the package registry: never phone home.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
