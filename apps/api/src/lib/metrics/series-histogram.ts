import type { Metric, Registry } from 'prom-client';

/** As prom-client's own histogram hands its samples to the registry: `le` first, then the series' labels. */
type Sample = { value: number; labels: Record<string, string | number>; sharedLabels: Record<string, string>; metricName: string };

/** One series of a SeriesHistogram: what the request path keeps and observes into. */
export class HistogramSeries {
  /** Observations per bucket, not yet cumulative: the last slot is past every bound (+Inf). */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Readonly<Record<string, string>>,
    private readonly upperBounds: readonly number[],
  ) {
    this.counts = new Float64Array(upperBounds.length + 1);
  }

  observe(value: number): void {
    let bucket = 0;
    while (bucket < this.upperBounds.length && value > (this.upperBounds[bucket] ?? Infinity)) bucket += 1;
    this.counts[bucket] = (this.counts[bucket] ?? 0) + 1;
    this.sum += value;
    this.count += 1;
  }
}

/**
 * A Prometheus histogram for the request path, read by prom-client's registry like its own. The
 * caller makes each series once and keeps it, where prom-client's Histogram validates and hashes
 * the label object at every observation: the request path then observes with a few additions.
 */
export class SeriesHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly all: HistogramSeries[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly upperBounds: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Metric);
  }

  /** A new series with these labels: make each one once (two with the same labels would be written twice). */
  series(labels: Record<L, string>): HistogramSeries {
    const series = new HistogramSeries(labels, this.upperBounds);
    this.all.push(series);
    return series;
  }

  /** What the registry writes: each series' cumulative buckets, +Inf, sum and count. */
  get(): { name: string; help: string; type: string; aggregator: string; values: Sample[] } {
    const values: Sample[] = [];
    for (const series of this.all) {
      const sharedLabels = { ...series.labels };
      let cumulative = 0;
      this.upperBounds.forEach((bound, index) => {
        cumulative += series.counts[index] ?? 0;
        values.push({ metricName: `${this.name}_bucket`, labels: { le: bound }, sharedLabels, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf' }, sharedLabels, value: series.count });
      values.push({ metricName: `${this.name}_sum`, labels: {}, sharedLabels, value: series.sum });
      values.push({ metricName: `${this.name}_count`, labels: {}, sharedLabels, value: series.count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}
