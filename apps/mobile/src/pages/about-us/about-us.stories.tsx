import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { AboutUs } from '@gp/api-client';
import { AboutUsView } from './about-us-view';

const photo = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill-opacity="0.25"/></svg>`)}`;

const ABOUT: AboutUs = {
  title: 'About Aurora Play',
  paragraphs: ['Aurora Play brings slots, live casino, fishing, sports and lottery to your phone.', 'Deposits by GCash and Maya arrive in seconds; withdrawals are paid within 15 minutes.'],
  photos: [
    { url: photo(690, 400), caption: 'Our team in Manila' },
    ...[2, 3, 4, 5, 6].map((index) => ({ url: `${photo(330, 220)}#${index}`, caption: null })),
  ],
};

const meta = { title: 'Pages/About us', component: AboutUsView, args: { about: ABOUT, state: 'ready', onRetry: fn() }, parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta<typeof AboutUsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The title, paragraphs, the featured photo with its caption and five photos. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Our team in Manila').length).toBeGreaterThan(0);
  },
};

/** While it loads. */
export const Loading: Story = { args: { about: null, state: 'loading' } };

/** It failed to load: what failed, with Try again. */
export const Failed: Story = { args: { about: null, state: 'failed' } };
