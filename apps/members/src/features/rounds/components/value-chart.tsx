import Box from '@mui/material/Box';
import { minorUnitDigits, type PortfolioResponse } from '@quorum/domain';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDay } from './money';

/** An amount for the chart's scale only: a plotted point needs no cent-exact value, every figure shown as text stays exact. */
const plotted = (minor: string, currency: string) => Number(minor) / 10 ** minorUnitDigits(currency);

/** The chart's lines, each in its own colour, named in a legend of plain text under the chart. */
const LINES = [
  { key: 'value', label: 'Value', color: '#1f3a5f' },
  { key: 'paidIn', label: 'Paid in', color: '#8a94a6' },
  { key: 'distributed', label: 'Distributions', color: '#2e7d32' },
] as const;

/**
 * The line chart of a value over time and its legend. It is a module of its own, loaded when a
 * chart is drawn: the charting library weighs more than the rest of the portfolio page, and
 * members with nothing to chart (and the prefetch after sign-in) never need it.
 */
export default function ValueChart({ series }: { series: PortfolioResponse['series'][number] }) {
  const { currency, points } = series;
  return (
    <>
      <LineChart
        height={260}
        hideLegend
        xAxis={[{ data: points.map((point) => new Date(`${point.day}T00:00:00Z`)), scaleType: 'point', valueFormatter: (value: Date) => formatDay(value.toISOString().slice(0, 10)) }]}
        yAxis={[{ valueFormatter: (value: number) => new Intl.NumberFormat('en-US', { notation: 'compact', style: 'currency', currency }).format(value), width: 64 }]}
        series={LINES.map((line) => ({ label: line.label, color: line.color, showMark: true, data: points.map((point) => plotted(point[line.key], currency)) }))}
      />
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', pb: 1.5, fontSize: '0.8125rem', color: 'text.secondary' }}>
        {LINES.map((line) => (
          <Box key={line.key} component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <Box component="span" sx={{ width: 12, height: 3, borderRadius: 1, bgcolor: line.color }} />
            {line.label}
          </Box>
        ))}
      </Box>
    </>
  );
}
