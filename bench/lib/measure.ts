/** Latency figures of one scenario run: percentiles in milliseconds, throughput in operations per second. */
export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  operations: number;
  errors: number;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function summarise(latencies: number[], seconds: number, errors: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    perSecond: latencies.length / seconds,
    operations: latencies.length,
    errors,
  };
}
