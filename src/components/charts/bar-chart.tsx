import classes from './charts.module.css';

export type BarDatum = { label: string; value: number; color: string };

/** A Mantine colour (`'green.7'`) as its CSS variable. */
export const colorVar = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/**
 * Horizontal bars with the categories down the side and three value ticks (0, half, max).
 * Decoration: the page gives the same figures as text (a table or a list), so the drawing is
 * hidden from assistive technology; a bar's `title` shows its value on hover.
 */
export function BarChart({
  data,
  format,
  formatTick = format,
}: {
  data: readonly BarDatum[];
  /** A bar's value, in full (its hover title). */
  format: (value: number) => string;
  /** A tick's value: short enough for three to share a phone's width (an amount: `compact`). */
  formatTick?: (value: number) => string;
}) {
  const max = Math.max(0, ...data.map((datum) => datum.value)) || 1;
  return (
    <div className={classes.bars} aria-hidden="true">
      {data.map((datum) => (
        <div key={datum.label} style={{ display: 'contents' }}>
          <span className={classes.label}>{datum.label}</span>
          <div className={classes.track}>
            <div
              className={classes.bar}
              title={`${datum.label}: ${format(datum.value)}`}
              style={{
                inlineSize: `${(Math.max(0, datum.value) / max) * 100}%`,
                background: colorVar(datum.color),
              }}
            />
          </div>
        </div>
      ))}
      <div className={classes.ticks}>
        <span>{formatTick(0)}</span>
        <span>{formatTick(max / 2)}</span>
        <span>{formatTick(max)}</span>
      </div>
    </div>
  );
}
