import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/m/aboutus', () => {
  it('shows the merchant’s page: title, paragraphs, the captioned photo, five more, and the footer without copyright', async () => {
    mockPlatform(server);
    server.use(
      http.get(`${BASE}/wps/content/aboutUs`, () =>
        envelope({
          title: 'About Jade Lotto',
          paragraphs: ['Lottery every hour.', 'Paid in minutes.'],
          photos: [{ url: '/cdn/about/photo-1.png', caption: 'Our studio' }, ...[2, 3, 4, 5, 6].map((n) => ({ url: `/cdn/about/photo-${n}.png`, caption: null }))],
        }),
      ),
    );
    renderApp('/m/aboutus');
    const article = await screen.findByRole('article', { name: 'About Jade Lotto' });
    expect(within(article).getByText('Paid in minutes.')).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: 'Our studio' })).toHaveAttribute('src', '/cdn/about/photo-1.png');
    expect(within(within(article).getByRole('list', { name: 'Photos' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument();
  });
});
