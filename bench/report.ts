/** One benchmark figure, printed beside its budget and saved to bench/results.json. */
export interface Figure {
  group: string;
  name: string;
  value: number | string;
  unit: string;
  /** Budget check: `value <= max` (or a custom verdict); absent when the figure is informative only. */
  max?: number;
  pass?: boolean;
  budget?: string;
  /** A second figure worth seeing beside the first (e.g. a p99, an interval). */
  note?: string;
}

export function withBudget(f: Omit<Figure, 'pass' | 'budget'> & { max: number }): Figure {
  const pass = typeof f.value === 'number' && f.value <= f.max;
  return { ...f, pass, budget: `≤ ${f.max}${f.unit === '×' || f.unit === '' ? f.unit : ` ${f.unit}`}` };
}

/** Two or three significant digits: enough to compare, few enough to read. */
export function fmt(v: number | string): string {
  if (typeof v === 'string') return v;
  if (Number.isInteger(v)) return String(v);
  return Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(2);
}

/** A plain-text table, wide enough for each column, one section per group. */
export function formatTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [
    f.group,
    f.name,
    `${fmt(f.value)}${f.unit && f.unit !== '×' ? ' ' + f.unit : f.unit}`,
    f.budget ?? '',
    f.pass === undefined ? '' : f.pass ? '✔' : '✘',
    f.note ?? '',
  ]);
  const head = ['area', 'figure', 'value', 'budget', '', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  const out = [line(head), widths.map((w) => '-'.repeat(w)).join('  ')];
  let last = '';
  for (const r of rows) {
    out.push(line([r[0] === last ? '' : r[0], ...r.slice(1)]));
    last = r[0];
  }
  return out.join('\n');
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function median(values: readonly number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}
