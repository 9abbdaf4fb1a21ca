import type { ReactNode } from 'react';
import { Card } from '../../../ui/layout/Card';

/** One part of the patient summary: a card with its heading, a line under it, and its items. */
export function SummarySection({
  id,
  title,
  hint,
  headingLevel,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  headingLevel: 2 | 3;
  /** Spans the summary's columns (the laboratory grid). */
  wide?: boolean;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={id}
      className={wide ? 'summary__section summary__section--wide' : 'summary__section'}
    >
      <Card className="summary__card">
        <Heading className="summary__heading" id={id}>
          {title}
        </Heading>
        {hint ? <p className="summary__hint">{hint}</p> : null}
        {children}
      </Card>
    </section>
  );
}
