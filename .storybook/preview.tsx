import type { Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import messages from '@gp/i18n/compiled/en.json';
import { BRAND_IDS } from '../libs/ui/src/testing/theme-fixtures';
import { ALL_BRANDS, withBrand } from './brand-decorator';

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand pack from themes/',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [...BRAND_IDS.map((id) => ({ value: id, title: id })), { value: ALL_BRANDS, title: 'All brands side by side' }],
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Light or dark',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: BRAND_IDS[0], mode: 'dark' },
  decorators: [
    withBrand,
    (Story) => (
      <IntlProvider
        locale="en"
        messages={messages}
        onError={(error) => {
          throw error;
        }}
      >
        <Story />
      </IntlProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
