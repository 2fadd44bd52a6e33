import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaptchaField } from './captcha-field';
import { ALL_BRANDS_GLOBALS, SAMPLE_CAPTCHA_IMAGE } from './story-globals';

const meta = {
  title: 'Form/CaptchaField',
  component: CaptchaField,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  args: { label: 'Verification code', value: '', onChange: fn(), imageSrc: SAMPLE_CAPTCHA_IMAGE, onRefresh: fn() },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Captcha shown: tap the image for a new one. */
export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tap to refresh the code' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

/** Before the first image arrives. */
export const Loading: Story = { args: { imageSrc: null, loading: true } };

/** The image could not be loaded (the platform failed): the image's place says Try again. */
export const ImageFailed: Story = { args: { imageSrc: null, loading: false } };

/** Missing answer. */
export const Invalid: Story = { args: { error: 'Please enter the code' } };

/** Every brand. */
export const EveryBrand: Story = { globals: ALL_BRANDS_GLOBALS, args: { error: 'Please enter the code' } };
