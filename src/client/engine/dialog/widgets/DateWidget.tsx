import type { WidgetProps } from '@rjsf/utils';
import { todayIso } from '../../../../shared/dates/dateRanges';
import { readingInputProps } from './readingInputProps';

/** A day, never after today (002 §5: any date-typed field cannot be in the future). */
export function DateWidget(props: WidgetProps) {
  return <input {...readingInputProps(props)} type="date" max={todayIso()} />;
}
