import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandLogo } from './brand-logo';

const meta = { title: 'UI/BrandLogo', component: BrandLogo } satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mark and name, as in the page header. */
export const WithName: Story = {};

/** The large mark alone, as on the home screen and status pages. */
export const LargeMark: Story = { args: { size: 'large', showName: false } };
