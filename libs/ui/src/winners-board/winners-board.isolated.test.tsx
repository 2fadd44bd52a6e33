import { screen, waitFor, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import * as autoplay from 'embla-carousel-autoplay';
import { stubCarouselBrowser } from '../banner-carousel/carousel-test-env';
import { renderInBrand } from '../testing/render';
import { WinnersBoard, formatWinAmount, type WinnerItem } from './winners-board';

vi.mock('embla-carousel-autoplay', async (importOriginal) => {
  const original = await importOriginal<typeof autoplay>();
  return { default: vi.fn(original.default) };
});

let reducedMotion = false;
stubCarouselBrowser({ reducedMotion: () => reducedMotion });

const winner = (i: number): WinnerItem => ({ customerName: `pl***${i}`, gameName: `Game ${i}`, iconUrl: `/w/${i}.svg`, winAmountMinor: 9500 + i, currency: 'PHP' });

describe('WinnersBoard', () => {
  it('lists every winner with the amount in the currency', () => {
    renderInBrand(<WinnersBoard winners={[winner(0), winner(1)]} />);
    const board = screen.getByRole('region', { name: 'Biggest wins' });
    const rows = within(board).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('pl***0');
    expect(rows[0]).toHaveTextContent('Game 0');
    expect(rows[0]).toHaveTextContent('won ₱95.00');
  });

  it('scrolls by itself only above three winners, and never for reduced motion', async () => {
    const plugin = vi.mocked(autoplay.default);
    plugin.mockClear();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    // The boards start once the (test) page is idle.
    renderInBrand(<WinnersBoard winners={[winner(0), winner(1), winner(2)]} />);
    renderInBrand(<WinnersBoard winners={[winner(0), winner(1), winner(2), winner(3)]} intervalMs={2000} />);
    await waitFor(() => expect(plugin).toHaveBeenCalledWith(expect.objectContaining({ delay: 2000 })));
    await settle();
    expect(plugin).toHaveBeenCalledTimes(1);
    plugin.mockClear();
    reducedMotion = true;
    renderInBrand(<WinnersBoard winners={Array.from({ length: 20 }, (_, i) => winner(i))} />);
    await settle();
    expect(plugin).not.toHaveBeenCalled();
    reducedMotion = false;
  });

  it('renders nothing without winners', () => {
    const { container } = renderInBrand(<WinnersBoard winners={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('formats minor units by the currency digits and language, and copes with an unknown code', () => {
    expect(formatWinAmount(createIntl({ locale: 'en' }), 123456, 'PHP')).toBe('₱1,234.56');
    expect(formatWinAmount(createIntl({ locale: 'en' }), 1500, 'JPY')).toBe('¥1,500');
    expect(formatWinAmount(createIntl({ locale: 'pt-BR' }), 123456, 'BRL')).toMatch(/R\$\s1\.234,56/);
    expect(formatWinAmount(createIntl({ locale: 'en' }), 1050, 'not a code')).toBe('not a code 10.50');
  });
});
