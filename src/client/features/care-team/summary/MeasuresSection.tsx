import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SummaryMeasure, SummaryValue } from '../../../../shared/api/patientSummaryContract';
import { JudgementMark } from '../../../engine/chart/JudgementMark';
import { Sparkline } from '../../../engine/chart/Sparkline';
import { formatReadingNumber } from '../../../engine/format/readingNumber';
import { EmptyState } from '../../../ui/feedback/EmptyState';
import { summaryTexts } from '../summaryTexts';
import { SummarySection } from './SummarySection';
import type { SummaryLinks } from './summaryLinks';

/** A value with its unit: "158 mmHg", "7" for a score. */
export function valueText(value: number, unit: string): string {
  const number = formatReadingNumber(value);
  return unit === '' ? number : `${number} ${unit}`;
}

/** The sparkline's words: its range and latest over the days, as a screen reader hears it. */
export function sparklineLabel(measure: SummaryMeasure, latest: SummaryValue): string {
  const values = measure.points.map((point) => point.value);
  return summaryTexts.sparkline(measure.label, {
    min: valueText(Math.min(...values), measure.unit),
    max: valueText(Math.max(...values), measure.unit),
    latest: `${valueText(latest.value, measure.unit)} on ${latest.at}`,
    count: values.length,
  });
}

/**
 * Numbers over the summary's days, one row each (the vital signs, pain): the latest value with
 * its flag in words and shape, when it was taken, and a small line of the days.
 */
export function MeasuresSection({
  id,
  title,
  empty,
  measures,
  links,
  headingLevel,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  measures: readonly SummaryMeasure[];
  links: SummaryLinks;
  headingLevel: 2 | 3;
  /** What follows the rows (the runs that hurt). */
  children?: ReactNode;
}) {
  return (
    <SummarySection id={id} title={title} hint={summaryTexts.lastDays} headingLevel={headingLevel}>
      {measures.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ul className="summary__list summary__measures">
          {measures.map((measure) => (
            <MeasureRow
              key={`${measure.dataset}.${measure.field}`}
              measure={measure}
              links={links}
            />
          ))}
        </ul>
      )}
      {children}
    </SummarySection>
  );
}

function MeasureRow({ measure, links }: { measure: SummaryMeasure; links: SummaryLinks }) {
  const latest = measure.latest;
  const href = links.dataset(measure.profile, measure.dataset);
  const last = measure.points.at(-1);
  return (
    <li className="summary__measure">
      <span className="summary__measure-name">
        {href ? <Link to={href}>{measure.label}</Link> : measure.label}
      </span>
      {latest ? (
        <span className="summary__measure-value">
          <strong>{valueText(latest.value, measure.unit)}</strong>{' '}
          <JudgementMark flag={latest.flag} />
          <span className="summary__muted"> {summaryTexts.latestOn(latest.at)}</span>
        </span>
      ) : null}
      {last ? (
        <Sparkline
          points={measure.points}
          label={sparklineLabel(measure, last)}
          band={{ low: last.low, high: last.high }}
          domain={links.scaleOf(measure.dataset)}
        />
      ) : (
        <span className="summary__muted summary__measure-none">
          {summaryTexts.noReadingsInDays}
        </span>
      )}
    </li>
  );
}
