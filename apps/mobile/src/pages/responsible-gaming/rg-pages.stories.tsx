import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { rgReadHandlers } from '../../testing/rg-fixtures';
import { STORY_BASE as BASE, StoryApp, storyBootHandlers } from '../../testing/story-app';
import { RgInfoPage } from './rg-info-page';
import { RgToolsPage } from './rg-tools-page';

const handlers = [...storyBootHandlers(), ...rgReadHandlers(BASE)];
const LOAD = { timeout: 10_000 };

const meta = { title: 'Pages/Responsible gaming', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A player's limits and breaks, as the platform answers them. */
export const Tools: Story = {
  render: () => (
    <StoryApp handlers={handlers} path="/m/member/responsibleGaming">
      <RgToolsPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('₱800.00 of ₱1,000.00 used', {}, LOAD)).length).toBeGreaterThan(0);
  },
};

/** The limits could not be loaded: what, why, and Try again. */
export const ToolsFailed: Story = {
  render: () => (
    <StoryApp handlers={[http.get(`${BASE}/wps/member/rg`, () => HttpResponse.error()), ...handlers]} path="/m/member/responsibleGaming">
      <RgToolsPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('Your limits could not be loaded.', {}, LOAD)).length).toBeGreaterThan(0);
  },
};

/** The public page: rules, tools and help. */
export const Info: Story = {
  render: () => (
    <StoryApp handlers={handlers} path="/m/responsibleGaming">
      <RgInfoPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('heading', { name: 'Get help' }, LOAD)).length).toBeGreaterThan(0);
  },
};
