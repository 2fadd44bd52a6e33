/** Where one bar is drawn in the chart's box. */
export interface BarBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly negative: boolean;
}

/**
 * Lays out bars of signed values in a width × height box: the zero line sits where the largest
 * gain and the largest loss share the height, a gain rises from it and a loss hangs below it,
 * each bar in an equal slot with a gap. A value of 0 is a bar of no height.
 */
export function barLayout(values: readonly number[], width: number, height: number): { readonly zeroY: number; readonly bars: BarBox[] } {
  const top = Math.max(0, ...values);
  const bottom = Math.max(0, ...values.map((value) => -value));
  const span = top + bottom;
  const zeroY = span === 0 ? height / 2 : (height * top) / span;
  const slot = values.length === 0 ? width : width / values.length;
  const barWidth = slot * 0.7;
  const bars = values.map((value, index) => {
    const barHeight = span === 0 ? 0 : (height * Math.abs(value)) / span;
    return { x: index * slot + (slot - barWidth) / 2, y: value >= 0 ? zeroY - barHeight : zeroY, width: barWidth, height: barHeight, negative: value < 0 };
  });
  return { zeroY, bars };
}
