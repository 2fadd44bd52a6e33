import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { barLayout } from './bar-layout';

/** One bar: its day's label, its value (minor units, may be negative) and the value as the player reads it. */
export interface NetBar {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  readonly valueText: string;
}

/** Props of NetBarChart. */
export interface NetBarChartProps {
  readonly bars: readonly NetBar[];
  /** What the chart shows, translated: its caption and the name of its table. */
  readonly title: string;
  /** The table's column names, translated. */
  readonly dayHeader: string;
  readonly valueHeader: string;
}

const HEIGHT = 120;
const WIDTH = 300;

const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  svg {
    display: block;
    width: 100%;
    height: ${HEIGHT}px;
  }
`;

const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/**
 * A bar chart of a net result per day, wins above the line and losses below, drawn as plain SVG
 * (no chart library: the screen stays small). The drawing is decoration; the same figures are
 * in a table for screen readers, so the chart says nothing only the eye can read.
 */
export function NetBarChart({ bars, title, dayHeader, valueHeader }: NetBarChartProps) {
  const theme = useTheme();
  const captionId = useId();
  const layout = barLayout(bars.map((bar) => bar.value), WIDTH, HEIGHT);
  return (
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {layout.bars.map((bar, index) => (
          <rect key={bars[index]?.key} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={bar.negative ? theme.color.danger : theme.color.success} />
        ))}
        <line x1={0} x2={WIDTH} y1={layout.zeroY} y2={layout.zeroY} stroke={theme.color.border} strokeWidth={1} vectorEffect="non-scaling-stroke" />
      </svg>
      <Axis aria-hidden="true">
        <span>{bars[0]?.label}</span>
        <span>{bars.length > 1 ? bars[bars.length - 1]?.label : ''}</span>
      </Axis>
      <VisuallyHidden as="table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dayHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{bar.valueText}</td>
            </tr>
          ))}
        </tbody>
      </VisuallyHidden>
    </Figure>
  );
}
