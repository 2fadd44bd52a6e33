import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it('is a labelled search field that sends nothing while typing and the trimmed text on Enter', async () => {
    const onSubmit = vi.fn();
    renderInBrand(<SearchBox value="" onSubmit={onSubmit} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, '  Fortune Ox  ');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Fortune Ox');
  });

  it('empties the box and sends an empty search with the clear button, which shows only with text', async () => {
    const onSubmit = vi.fn();
    renderInBrand(<SearchBox value="ox" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSubmit).toHaveBeenCalledWith('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('shows the search in force again when it changes from outside (a tab change)', () => {
    const { rerender } = renderInBrand(<SearchBox value="ox" onSubmit={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('ox');
    rerender(<SearchBox value="" onSubmit={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
