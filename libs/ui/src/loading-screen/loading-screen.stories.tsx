import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingScreen } from './loading-screen';

const meta = { title: 'UI/LoadingScreen', component: LoadingScreen } satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spinner with its label. */
export const WithLabel: Story = {};

/** Spinner alone; screen readers still hear the label. */
export const SpinnerOnly: Story = { args: { showLabel: false } };
