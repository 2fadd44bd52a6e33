import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { DownloadBar } from './download-bar';

describe('DownloadBar', () => {
  it('is a named complementary region with open and close buttons', async () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    renderInBrand(<DownloadBar onOpen={onOpen} onClose={onClose} />);
    const bar = screen.getByRole('complementary', { name: 'Get the app' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Download' }));
    await userEvent.click(within(bar).getByRole('button', { name: 'Hide download bar' }));
    expect(onOpen).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
