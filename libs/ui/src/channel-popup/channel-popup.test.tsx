import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { ChannelPopup, type ChannelPopupLink } from './channel-popup';

const links: ChannelPopupLink[] = [
  { channel: 'FACEBOOK', url: 'https://facebook.example/aurora' },
  { channel: 'FACEBOOK1', url: 'https://facebook.example/aurora-community' },
  { channel: 'TIKTOK', url: 'https://tiktok.example/@aurora' },
  { channel: 'TELEGRAM', url: '/cdn/social/telegram.html' },
];

describe('ChannelPopup', () => {
  it('lists each channel with a readable name, opening in a new tab without opener', () => {
    renderInBrand(<ChannelPopup links={links} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Follow our channels' });
    const found = within(dialog).getAllByRole('link');
    expect(found.map((link) => link.textContent)).toEqual([
      'Facebook (opens in a new tab)',
      'Facebook community (opens in a new tab)',
      'TikTok (opens in a new tab)',
      'Telegram (opens in a new tab)',
    ]);
    for (const [index, link] of found.entries()) {
      expect(link).toHaveAttribute('href', links[index]?.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('opens a channel whose address ends in .apk in a new tab too', () => {
    renderInBrand(<ChannelPopup links={[{ channel: 'TELEGRAM', url: 'https://t.example/x.apk' }]} onClose={vi.fn()} />);
    expect(screen.getByRole('link', { name: /Telegram/ })).toHaveAttribute('target', '_blank');
  });

  it('closes from its button, the mask and Escape', async () => {
    const onClose = vi.fn();
    renderInBrand(<ChannelPopup links={links} onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Close channels' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close channels' }));
    await userEvent.click(screen.getByTestId('channel-popup-mask'));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
