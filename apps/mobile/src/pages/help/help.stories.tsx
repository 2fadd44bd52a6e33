import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { helpCentreViewOf, searchHelpTopics } from '@gp/domain';
import { HelpCentre } from './help-centre';
import { HelpDetail } from './help-detail';
import { HELP_TOPICS } from './help-fixtures';

const meta = { title: 'Pages/Help', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const args = { topics: HELP_TOPICS, query: '', hits: [], state: 'ready' as const, onQuery: fn(), onRetry: fn(), onLink: fn() };

/** Opened by the side menu's FAQ link (`?tag=faq`): the FAQ topic open. */
export const FaqOpen: Story = {
  render: () => <HelpCentre {...args} view={helpCentreViewOf(HELP_TOPICS, { tag: 'faq' })} />,
  play: async ({ canvasElement }) => {
    const [faq] = within(canvasElement).getAllByRole('button', { name: 'Frequently Asked Questions' });
    await expect(faq).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A search with its results. */
export const Search: Story = {
  render: () => <HelpCentre {...args} view={helpCentreViewOf(HELP_TOPICS, {})} query="password" hits={searchHelpTopics(HELP_TOPICS, 'password')} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: 'I forgot my password' }).length).toBeGreaterThan(0);
  },
};

/** A search that finds nothing. */
export const NoHits: Story = { render: () => <HelpCentre {...args} view={helpCentreViewOf(HELP_TOPICS, {})} query="bitcoin" /> };

/** No topics at all: the empty view. */
export const Empty: Story = { render: () => <HelpCentre {...args} topics={[]} view={{ kind: 'empty' }} /> };

/** The topics failed to load. */
export const Failed: Story = { render: () => <HelpCentre {...args} topics={[]} view={{ kind: 'empty' }} state="failed" /> };

/** One topic with its second sub-topic open (`/m/helpDetail?p=1&c=1`). */
export const Detail: Story = { render: () => <HelpDetail topic={HELP_TOPICS[1] ?? { title: '', content: '', tag: null, children: [] }} openSubTopic={1} onLink={fn()} /> };
