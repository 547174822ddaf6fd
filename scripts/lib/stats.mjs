/** Median, p95 (with 10 runs: the slowest), fastest and slowest of a benchmark's samples. */
export function stats(samples) {
  const sorted = samples.toSorted((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return {
    median: at(0.5),
    p95: at(0.95),
    min: sorted[0],
    max: sorted.at(-1),
    runs: sorted.length,
  };
}
