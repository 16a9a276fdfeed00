import { Histogram, Registry } from 'prom-client';
import { SeriesHistogram } from './series-histogram';

describe('SeriesHistogram', () => {
  it('writes what prom-client’s own Histogram writes for the same observations', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const bounds = [0.01, 0.1, 1];
    const histogram = new SeriesHistogram<'route'>('request_seconds', 'Time to answer', bounds, ours);
    const series = { '/a': histogram.series({ route: '/a' }), '/b': histogram.series({ route: '/b' }) };
    const reference = new Histogram({ name: 'request_seconds', help: 'Time to answer', labelNames: ['route'], buckets: bounds, registers: [theirs] });
    // A value on a bound counts in that bucket (le: less than or equal), one past every bound in +Inf only.
    for (const [route, value] of [['/a', 0.01], ['/a', 0.05], ['/b', 1], ['/a', 7], ['/b', 0.001]] as const) {
      series[route].observe(value);
      reference.observe({ route }, value);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  it('writes a series with no observation as zeros, and none at all before the first series', async () => {
    const registry = new Registry();
    const histogram = new SeriesHistogram<never>('idle_seconds', 'help', [1], registry);
    expect(await registry.metrics()).toBe('# HELP idle_seconds help\n# TYPE idle_seconds histogram\n');
    histogram.series({});
    expect(await registry.metrics()).toContain('idle_seconds_count 0');
  });
});
