import { colorVar, type BarDatum } from './bar-chart';
import classes from './charts.module.css';

/**
 * A ring of `data`'s shares with `label` in its middle. Decoration, like `BarChart`: the page
 * gives the figures as text.
 */
export function DonutChart({
  data,
  label,
  size = 200,
  thickness = 28,
}: {
  data: readonly BarDatum[];
  label: string;
  size?: number;
  thickness?: number;
}) {
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const total = data.reduce((sum, datum) => sum + Math.max(0, datum.value), 0);
  let offset = 0;
  return (
    <svg
      className={classes.donut}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
    >
      <g transform={`rotate(-90 ${size / 2} ${size / 2})`}>
        {total === 0 ? (
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            stroke="var(--mantine-color-default-border)"
            strokeWidth={thickness}
          />
        ) : (
          data.map((datum) => {
            const length = (Math.max(0, datum.value) / total) * circumference;
            const segment = (
              <circle
                key={datum.label}
                cx={size / 2}
                cy={size / 2}
                r={radius}
                fill="none"
                stroke={colorVar(datum.color)}
                strokeWidth={thickness}
                strokeDasharray={`${length} ${circumference - length}`}
                strokeDashoffset={-offset}
              >
                <title>{`${datum.label}: ${datum.value}`}</title>
              </circle>
            );
            offset += length;
            return segment;
          })
        )}
      </g>
      <text
        className={classes.donutLabel}
        x="50%"
        y="50%"
        textAnchor="middle"
        dominantBaseline="central"
      >
        {label}
      </text>
    </svg>
  );
}
