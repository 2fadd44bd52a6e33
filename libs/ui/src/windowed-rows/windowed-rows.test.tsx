import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLAIN_ROW_LIMIT, WindowedRows, type RowWindow } from './windowed-rows';

const drawRows = ({ slots, style }: RowWindow) => (
  <ul aria-label="Rows" style={style}>
    {slots.map((slot) => (
      <li key={slot.key} ref={slot.measure} data-index={slot.index} style={slot.style}>
        <button type="button">Row {slot.index + 1}</button>
      </li>
    ))}
  </ul>
);

const rows = () => screen.getAllByRole('listitem');

describe('WindowedRows', () => {
  it(`draws up to ${PLAIN_ROW_LIMIT} rows all in the page's flow, and tells when the last comes near the screen`, async () => {
    const onShown = vi.fn();
    render(
      <WindowedRows count={PLAIN_ROW_LIMIT} estimateSize={50} overscan={2} scrollMargin={0} onShown={onShown}>
        {drawRows}
      </WindowedRows>,
    );
    expect(rows()).toHaveLength(PLAIN_ROW_LIMIT);
    expect(rows()[0]).toHaveStyle({ position: 'relative' });
    expect(screen.getByRole('list').style.height).toBe('');
    // Without IntersectionObserver (jsdom) the end counts as near at once.
    await waitFor(() => expect(onShown).toHaveBeenLastCalledWith(PLAIN_ROW_LIMIT - 1));
  });

  it('past the limit keeps the rows drawn until the virtualiser is in, then draws only those near the screen', async () => {
    const onShown = vi.fn();
    const count = 1000;
    render(
      <WindowedRows count={count} estimateSize={50} overscan={2} scrollMargin={0} onShown={onShown}>
        {drawRows}
      </WindowedRows>,
    );
    await waitFor(() => expect(screen.getByRole('list').style.height).toBe(`${count * 50}px`));
    expect(rows().length).toBeLessThan(PLAIN_ROW_LIMIT);
    expect(rows()[1]?.style.transform).toBe('translateY(50px)');
    expect(onShown).toHaveBeenLastCalledWith(rows().length - 1);
  });

  it('keeps the same row elements, and the focus, when a list that grows switches to the virtualiser', async () => {
    const list = (count: number) => (
      <WindowedRows count={count} estimateSize={50} overscan={2} scrollMargin={0}>
        {drawRows}
      </WindowedRows>
    );
    const { rerender } = render(list(30));
    const third = screen.getByRole('button', { name: 'Row 3' });
    third.focus();
    rerender(list(1000));
    await waitFor(() => expect(screen.getByRole('list').style.height).toBe('50000px'));
    expect(screen.getByRole('button', { name: 'Row 3' })).toBe(third);
    expect(third).toHaveFocus();
  });
});
