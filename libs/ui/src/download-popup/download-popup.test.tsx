import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { DownloadPopup } from './download-popup';

const apk = { platform: 'android', url: '/cdn/download/aurora/aurora.apk' } as const;
const store = { platform: 'ios', url: 'https://apps.example/aurora' } as const;

describe('DownloadPopup', () => {
  it('is a labelled dialog with the brand and focus on its first control', () => {
    renderInBrand(<DownloadPopup appLinks={[apk]} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Get the app' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Aurora Play')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('opens an .apk or .ipa in the same tab and any other address in a new tab without opener', () => {
    renderInBrand(<DownloadPopup appLinks={[apk, store]} onClose={vi.fn()} />);
    const android = screen.getByRole('link', { name: 'Download for Android' });
    expect(android).toHaveAttribute('href', apk.url);
    expect(android).toHaveAttribute('target', '_self');
    expect(android).not.toHaveAttribute('rel');
    const ios = screen.getByRole('link', { name: /^Download for iOS\s*\(opens in a new tab\)$/ });
    expect(ios).toHaveAttribute('href', store.url);
    expect(ios).toHaveAttribute('target', '_blank');
    expect(ios).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers the home-screen sheet and the channels only when asked to', async () => {
    const onAddToHomeScreen = vi.fn();
    const onChannels = vi.fn();
    const { rerender } = renderInBrand(<DownloadPopup appLinks={[store]} onClose={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Add to Home Screen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow our channels' })).not.toBeInTheDocument();
    rerender(<DownloadPopup appLinks={[store]} onAddToHomeScreen={onAddToHomeScreen} onChannels={onChannels} onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Home Screen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Follow our channels' }));
    expect(onAddToHomeScreen).toHaveBeenCalledOnce();
    expect(onChannels).toHaveBeenCalledOnce();
  });

  it('says so when nothing fits the device', () => {
    renderInBrand(<DownloadPopup appLinks={[]} onClose={vi.fn()} />);
    expect(screen.getByText('There is no app for this device yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('closes from the close button, the mask and Escape', async () => {
    const onClose = vi.fn();
    renderInBrand(<DownloadPopup appLinks={[apk]} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByTestId('download-popup-mask'));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('keeps Tab inside and gives the focus back to the opener when it goes', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = renderInBrand(<DownloadPopup appLinks={[apk]} onClose={vi.fn()} />);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Download for Android' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });
});
