import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('is a banner landmark with the title as heading', () => {
    renderInBrand(<PageHeader title="Help center" />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Help center' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('goes back from a named button', async () => {
    const onBack = vi.fn();
    renderInBrand(<PageHeader title="Feedback" onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
