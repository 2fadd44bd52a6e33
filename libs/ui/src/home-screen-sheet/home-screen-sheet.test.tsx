import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { HomeScreenSheet } from './home-screen-sheet';

describe('HomeScreenSheet', () => {
  it('explains tap share, then Add to Home Screen, with an inline share symbol', () => {
    const { container } = renderInBrand(<HomeScreenSheet legacyTip={false} onClose={vi.fn()} />);
    const sheet = screen.getByRole('dialog', { name: 'Add to Home Screen' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    const steps = within(sheet).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Tap  in the Safari toolbar.', 'Then choose “Add to Home Screen”.']);
    expect(within(steps[0] as HTMLElement).getByRole('img', { name: 'Share' }).tagName.toLowerCase()).toBe('svg');
    expect(container.ownerDocument.querySelector('img')).toBeNull();
    expect(screen.queryByText(/older/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download the iOS profile' })).not.toBeInTheDocument();
  });

  it('puts the legacy tip first on older iOS', () => {
    renderInBrand(<HomeScreenSheet legacyTip onClose={vi.fn()} />);
    const tip = screen.getByText(/Your iOS version is older/);
    const steps = screen.getByRole('list');
    expect(tip.compareDocumentPosition(steps) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers the iOS profile download when there is one', async () => {
    const onDownloadProfile = vi.fn();
    renderInBrand(<HomeScreenSheet legacyTip={false} onDownloadProfile={onDownloadProfile} onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download the iOS profile' }));
    expect(onDownloadProfile).toHaveBeenCalledOnce();
  });

  it('calls onClose from the close icon, the mask and Escape', async () => {
    const onClose = vi.fn();
    renderInBrand(<HomeScreenSheet legacyTip={false} onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByTestId('home-screen-sheet-mask'));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
