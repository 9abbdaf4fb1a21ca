import type { CSSProperties } from 'react';
import { formatQuantity } from './formatQuantity';
import { monthBarsDescription } from './monthBarsDescription';
import { monthInitial, monthName } from './summaryMonths';
import type { FieldYear } from './yearPerField';
import './MonthBars.css';

/** Drawing units of one month's slot and of the tallest bar; the SVG stretches to its box. */
const SLOT_WIDTH = 10;
const BAR_WIDTH = 7;
const CHART_HEIGHT = 32;
/** A month with a little in it still shows a bar, not a hairline. */
const MIN_BAR_HEIGHT = 2;

export interface MonthBarsProps {
  fieldYear: FieldYear;
  locale?: string;
}

/**
 * A field's total per month as a tiny bar chart, drawn inline: no chart library on the
 * dashboard (nivo must not load on the first page). One image for assistive technology,
 * described in words; the month initials under it are for the eye only.
 */
export function MonthBars({ fieldYear, locale }: MonthBarsProps) {
  const { months, unit } = fieldYear;
  const highest = Math.max(...months.map((month) => month.total));
  const columns = { '--month-count': months.length } as CSSProperties;
  return (
    <div className="month-bars" style={columns}>
      <svg
        className="month-bars__chart"
        role="img"
        aria-label={monthBarsDescription(fieldYear, locale)}
        viewBox={`0 0 ${months.length * SLOT_WIDTH} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
      >
        {months.map(({ month, total }, index) => {
          const height = total > 0 ? Math.max((total / highest) * CHART_HEIGHT, MIN_BAR_HEIGHT) : 1;
          return (
            <rect
              key={month}
              className={total > 0 ? 'month-bars__bar' : 'month-bars__bar month-bars__bar--empty'}
              x={index * SLOT_WIDTH + (SLOT_WIDTH - BAR_WIDTH) / 2}
              y={CHART_HEIGHT - height}
              width={BAR_WIDTH}
              height={height}
            >
              <title>{`${monthName(month)}: ${formatQuantity(total, unit, locale)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="month-bars__months" aria-hidden="true">
        {months.map(({ month }) => (
          <span key={month}>{monthInitial(month)}</span>
        ))}
      </div>
    </div>
  );
}
