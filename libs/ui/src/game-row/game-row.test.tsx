import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubCarouselBrowser } from '../banner-carousel/carousel-test-env';
import type { GameTileGame } from '../game-tile/game-tile';
import { renderInBrand } from '../testing/render';
import { GameRow, GameRowSkeleton } from './game-row';

stubCarouselBrowser();

const games: GameTileGame[] = Array.from({ length: 5 }, (_, i) => ({
  nodeId: 10 + i,
  gameName: `Game ${i + 1}`,
  nodeName: '',
  displayName: 'PG Soft',
  iconUrl: `/g/${i}.svg`,
  showIcon: null,
}));

describe('GameRow', () => {
  it('titles the section, links to the game centre and lists every tile', async () => {
    const onOpen = vi.fn();
    renderInBrand(<GameRow title="Slots" viewAllTo="/gameCenter?type=RNG" games={games} onOpen={onOpen} />);
    const section = screen.getByRole('region', { name: 'Slots' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Slots' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View all Slots' })).toHaveAttribute('href', '/m/gameCenter?type=RNG');
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: /Game 3/ }));
    expect(onOpen).toHaveBeenCalledWith(12);
  });

  it('shows players online where the caller gives a count, and the tile style by node id', () => {
    const { container } = renderInBrand(
      <GameRow title="Slots" viewAllTo="/gameCenter?type=RNG" games={games.slice(0, 2)} onOpen={vi.fn()} playersOnline={(game) => (game.nodeId === 10 ? 777 : null)} />,
    );
    expect(screen.getByText('777 playing')).toBeInTheDocument();
    expect(screen.getByText('PG Soft')).toBeInTheDocument();
    expect([...container.querySelectorAll('[data-tile-style]')].map((tile) => tile.getAttribute('data-tile-style'))).toEqual(['1', '2']);
  });

  it('renders nothing without games', () => {
    const { container } = renderInBrand(<GameRow title="Slots" viewAllTo="/gameCenter?type=RNG" games={[]} onOpen={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the header and three tile boxes while loading', () => {
    const { container } = renderInBrand(<GameRowSkeleton title="Slots" viewAllTo="/gameCenter?type=RNG" />);
    expect(screen.getByRole('region', { name: 'Slots' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[aria-hidden="true"] > div')).toHaveLength(3);
  });
});
