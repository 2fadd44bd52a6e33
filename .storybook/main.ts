import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for designers: every component, under every brand pack in themes/. */
const config: StorybookConfig = {
  stories: ['../libs/ui/src/**/*.stories.@(ts|tsx)', '../apps/mobile/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, enableCrashReports: false },
};

export default config;
