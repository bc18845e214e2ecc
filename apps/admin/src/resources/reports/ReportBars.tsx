import { BarChart, type BarChartProps } from '@mui/x-charts/BarChart';

/** How high a chart of the reports page is drawn. */
export const REPORT_CHART_HEIGHT = 280;
/**
 * Room for the tick labels under a chart. The library's default (25 px) leaves less than the
 * height of a line of Vazirmatn (the console's font, tall ascenders and descenders), so every
 * label was measured as not fitting and drawn empty.
 */
const VALUE_AXIS_HEIGHT = 40;

/**
 * Every fourth month's name under the bars, the current (last) one among them: twelve fit on no
 * phone, and the library's own thinning lets names touch when the axis runs right to left.
 */
const everyFourthMonth = (_: unknown, i: number) => i % 4 === 3;

type Formatter = (n: number | null) => string;

export interface ReportBarsProps {
  /** The categories: months (drawn across, newest on the left) or departments (drawn down). */
  labels: string[];
  /** `months`: vertical bars over time; `categories`: horizontal bars, one row per label. */
  layout: 'months' | 'categories';
  series: BarChartProps['series'];
  /** The value axis' ticks. */
  ticks: Formatter;
  /** Room for the value axis' ticks beside a months chart. */
  ticksWidth?: number;
  hideLegend?: boolean;
}

/**
 * The one bar chart of the reports page, laid out right to left: the category labels and the
 * value axis on the right, months read from right (oldest) to left (newest), horizontal bars grow
 * leftwards from the right edge.
 */
export function ReportBars({
  labels,
  layout,
  series,
  ticks,
  ticksWidth = 48,
  hideLegend,
}: ReportBarsProps) {
  const band = { scaleType: 'band' as const, data: labels, tickLabelStyle: { fontSize: 11 } };
  const common = { height: REPORT_CHART_HEIGHT, series, hideLegend };
  if (layout === 'months') {
    return (
      <BarChart
        {...common}
        xAxis={[
          {
            ...band,
            reverse: true,
            height: VALUE_AXIS_HEIGHT,
            tickLabelInterval: everyFourthMonth,
          },
        ]}
        yAxis={[{ valueFormatter: ticks, width: ticksWidth, position: 'right' }]}
      />
    );
  }
  return (
    <BarChart
      {...common}
      layout="horizontal"
      yAxis={[{ ...band, width: 90, position: 'right', tickLabelInterval: () => true }]}
      xAxis={[{ valueFormatter: ticks, reverse: true, height: VALUE_AXIS_HEIGHT }]}
    />
  );
}
