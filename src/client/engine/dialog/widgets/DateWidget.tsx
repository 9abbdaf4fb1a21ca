import type { WidgetProps } from '@rjsf/utils';
import { todayIso } from '../../../../shared/dates/dateRanges';
import { readingInputProps } from './readingInputProps';

/** A day, never after today (docs/product.md#add-data-and-validation). */
export function DateWidget(props: WidgetProps) {
  return <input {...readingInputProps(props)} type="date" max={todayIso()} />;
}
