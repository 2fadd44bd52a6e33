import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Events } from '@gp/api-client';
import { EventsView } from './events-view';

const PICTURE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 690 300"><rect width="690" height="300" fill-opacity="0.25"/></svg>')}`;

const EVENTS: Events = {
  items: [
    { title: 'Tongits Grand Tournament', description: 'Every Sunday the top 20 players share a ₱100,000 prize pool.', imageUrl: PICTURE, link: '/m/activity?category=pvp_promo' },
    { title: 'Daily Lucky Draw', description: 'Sign in every day for a ticket to the weekly lucky draw.', imageUrl: `${PICTURE}#2`, link: '/m/activity/signIn' },
    { title: 'Live Casino Night', description: 'Friday nights: double rebate on live baccarat from 8 pm.', imageUrl: `${PICTURE}#3`, link: null },
  ],
};

const meta = { title: 'Pages/Events', component: EventsView, args: { events: EVENTS, state: 'ready', onRetry: fn(), onOpen: fn() }, parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta<typeof EventsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three events; two open where they lead, the last has no link. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const [tournament] = within(canvasElement).getAllByRole('button', { name: /Tongits Grand Tournament/ });
    if (tournament) await userEvent.click(tournament);
    await expect(args.onOpen).toHaveBeenCalledWith('/m/activity?category=pvp_promo');
  },
};

/** No events. */
export const Empty: Story = { args: { events: { items: [] } } };

/** The events failed to load. */
export const Failed: Story = { args: { events: null, state: 'failed' } };
