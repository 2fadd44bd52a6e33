import { screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../testing/render';
import { barLayout } from './bar-layout';
import { NetBarChart } from './net-bar-chart';

describe('barLayout', () => {
  it('puts gains above the zero line and losses below it, in the box', () => {
    const { zeroY, bars } = barLayout([300, -100, 0], 300, 120);
    expect(zeroY).toBe(90);
    expect(bars[0]).toMatchObject({ y: 0, height: 90, negative: false });
    expect(bars[1]).toMatchObject({ y: 90, height: 30, negative: true });
    expect(bars[2]).toMatchObject({ height: 0 });
    expect(barLayout([0, 0], 300, 120).zeroY).toBe(60);
  });

  it('keeps every bar inside the box, each in its own slot', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 }), { minLength: 1, maxLength: 30 }), (values) => {
        const { bars } = barLayout(values, 300, 120);
        bars.forEach((bar, index) => {
          expect(bar.y).toBeGreaterThanOrEqual(-1e-9);
          expect(bar.y + bar.height).toBeLessThanOrEqual(120 + 1e-9);
          expect(bar.x).toBeGreaterThanOrEqual(index * (300 / values.length) - 1e-9);
          expect(bar.x + bar.width).toBeLessThanOrEqual((index + 1) * (300 / values.length) + 1e-9);
        });
      }),
    );
  });
});

describe('NetBarChart', () => {
  it('names the figure and gives every day’s figure in a table', () => {
    renderInBrand(
      <NetBarChart
        title="Daily net result"
        dayHeader="Day"
        valueHeader="Net result"
        bars={[
          { key: 'a', label: 'Jan 1', value: 2500, valueText: '+₱25.00' },
          { key: 'b', label: 'Jan 2', value: -1000, valueText: '-₱10.00' },
        ]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Daily net result' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Daily net result' });
    expect(within(table).getByRole('row', { name: 'Jan 2 -₱10.00' })).toBeInTheDocument();
  });
});
