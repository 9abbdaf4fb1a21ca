import type { FieldErrors } from '../../ui/forms/useFormState';
import type { AccessLogPeriod } from './accessLogApi';
import { sharingTexts } from './sharingTexts';

/** A period's days may each be open, but the first cannot come after the last. */
export function validateAccessLogPeriod(period: AccessLogPeriod): FieldErrors<AccessLogPeriod> {
  // yyyy-MM-dd compares as text in calendar order.
  const reversed =
    period.dateFrom !== '' && period.dateTo !== '' && period.dateFrom > period.dateTo;
  return { dateTo: reversed ? sharingTexts.filterOrder : undefined };
}
