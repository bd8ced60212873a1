import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  ErrorBar,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { MetricResult, MetricTimeline } from '@app/contracts/abs-testing/results';
import { useMetricTimeline } from '../../api/use-ab-tests';
import { mean, orDash, percent } from '../../lib/result-format';
import consoleStyles from '../../../../components/ui/console.module.css';
import styles from './results.module.css';

const SERIES = 6;
const color = (index: number) => `var(--series-${index % SERIES})`;
const axis = { stroke: 'var(--border-strong)', tick: { fill: 'var(--text-muted)', fontSize: 12 } };

type Row = Record<string, string | number | [number, number] | null>;

/** Per day: the value, its band [low, high] for an area, and the same band as offsets [down, up] for error bars. */
function toRows(days: MetricTimeline['days']): Row[] {
  return days.map((day) => {
    const row: Row = { date: day.date };
    for (const p of day.variants) {
      const banded = p.value !== null && p.low !== null && p.high !== null;
      row[p.variantName] = p.value;
      row[`${p.variantName} band`] = banded ? [p.low!, p.high!] : null;
      row[`${p.variantName} error`] = banded ? [p.value! - p.low!, p.high! - p.value!] : null;
    }
    return row;
  });
}

/**
 * Cumulative rate (or mean) per variant by day with its 95 % band (recharts, loaded with this screen only; ADR 096).
 * Keyboard: the chart is focusable and the arrow keys move the tooltip between days (recharts' accessibility layer);
 * screen readers get the title, the description and the same figures as a table.
 */
export function MetricChart({ abTestName, metric }: { abTestName: string; metric: MetricResult }) {
  const { t } = useTranslation('abtest');
  const titleId = useId();
  const timeline = useMetricTimeline(abTestName, metric.name);
  const conversion = metric.kind === 'CONVERSION';
  const format = (n: number) => (conversion ? percent(n) : mean(n));
  const title = t('resultsPage.chartTitle', {
    metric: metric.name,
    figure: t(conversion ? 'resultsPage.chartFigureRate' : 'resultsPage.chartFigureMean'),
  });
  if (timeline.isPending) return <p className={consoleStyles.muted}>{t('resultsPage.chartLoading')}</p>;
  if (timeline.isError) return <p className={consoleStyles.errorText}>{timeline.error.message}</p>;
  const days = timeline.data.days;
  if (days.length === 0) return <p className={consoleStyles.muted}>{t('resultsPage.chartEmpty')}</p>;
  const variants = days[0]!.variants.map((v) => v.variantName);
  const rows = toRows(days);
  // A day or two draw no line and no area: show points with error bars instead.
  const short = days.length < 3;
  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption id={titleId}>{title}</figcaption>
      <div className={styles.plot}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={rows}
            margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
            accessibilityLayer
            title={title}
            desc={t('resultsPage.chartDescription')}
          >
            <CartesianGrid stroke="var(--border)" vertical={false} />
            <XAxis dataKey="date" {...axis} minTickGap={24} />
            <YAxis {...axis} width={56} tickFormatter={(n: number) => format(n)} domain={['auto', 'auto']} />
            <Tooltip
              contentStyle={{
                background: 'var(--surface-raised)',
                border: '1px solid var(--border-strong)',
                color: 'var(--text)',
              }}
              labelStyle={{ color: 'var(--text)' }}
              formatter={(value: unknown, name: unknown) =>
                Array.isArray(value)
                  ? [`${format(Number(value[0]))} … ${format(Number(value[1]))}`, String(name)]
                  : [format(Number(value)), String(name)]
              }
            />
            <Legend wrapperStyle={{ color: 'var(--text)' }} />
            {(short ? [] : variants).map((v, i) => (
              <Area
                key={`${v} band`}
                dataKey={`${v} band`}
                name={`${v} 95%`}
                stroke="none"
                fill={color(i)}
                fillOpacity={0.18}
                legendType="none"
                isAnimationActive={false}
                connectNulls
              />
            ))}
            {variants.map((v, i) => (
              <Line
                key={v}
                dataKey={v}
                name={v}
                stroke={color(i)}
                strokeWidth={2}
                dot={short ? { r: 4, fill: color(i) } : false}
                isAnimationActive={false}
                connectNulls
              >
                {short && <ErrorBar dataKey={`${v} error`} width={8} strokeWidth={2} stroke={color(i)} direction="y" />}
              </Line>
            ))}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <details className={styles.details}>
        <summary>{t('resultsPage.chartTable')}</summary>
        <div className={consoleStyles.tableWrap} tabIndex={0} role="region" aria-label={t('resultsPage.chartTable')}>
          <table className={consoleStyles.table}>
            <caption className={consoleStyles.srOnly}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('resultsPage.chartColumns.date')}</th>
                <th scope="col">{t('resultsPage.chartColumns.variant')}</th>
                <th scope="col">{t('resultsPage.chartColumns.users')}</th>
                <th scope="col">{t('resultsPage.chartColumns.value')}</th>
                <th scope="col">{t('resultsPage.chartColumns.band')}</th>
              </tr>
            </thead>
            <tbody>
              {days.flatMap((day) =>
                day.variants.map((p) => (
                  <tr key={`${day.date} ${p.variantName}`}>
                    <td className={styles.number}>{day.date}</td>
                    <td className={consoleStyles.name}>{p.variantName}</td>
                    <td className={styles.number}>{p.users}</td>
                    <td className={styles.number}>{orDash(p.value, format)}</td>
                    <td className={styles.number}>
                      {p.low === null || p.high === null ? '—' : `${format(p.low)} … ${format(p.high)}`}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
