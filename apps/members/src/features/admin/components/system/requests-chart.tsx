import { BarChart } from '@mui/x-charts/BarChart';
import type { RequestMinute } from '@quorum/domain';
import { formatMinute } from './system-text';

/** The bars' parts, stacked: a minute's bar is as tall as all its answers. */
const PARTS = [
  { key: 'answered', label: 'Answered', color: '#1f3a5f' },
  { key: 'clientErrors', label: 'Refused (4xx)', color: '#b26a00' },
  { key: 'serverErrors', label: 'Failed (5xx)', color: '#c62828' },
] as const;

/**
 * The last hour's answers by the minute. A module of its own, loaded when the page draws it: the
 * charting library weighs more than the rest of the admin pages.
 */
export default function RequestsChart({ minutes }: { minutes: RequestMinute[] }) {
  const values = {
    answered: minutes.map((minute) => minute.requests - minute.clientErrors - minute.serverErrors),
    clientErrors: minutes.map((minute) => minute.clientErrors),
    serverErrors: minutes.map((minute) => minute.serverErrors),
  };
  return (
    <BarChart
      height={240}
      skipAnimation
      xAxis={[{ data: minutes.map((minute) => formatMinute(minute.at)), scaleType: 'band', tickInterval: (_value: string, index: number) => index % 10 === 0 }]}
      yAxis={[{ width: 48, tickMinStep: 1 }]}
      series={PARTS.map((part) => ({ label: part.label, color: part.color, stack: 'answers', data: values[part.key] }))}
    />
  );
}
