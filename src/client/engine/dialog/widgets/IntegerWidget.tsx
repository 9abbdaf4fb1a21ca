import type { WidgetProps } from '@rjsf/utils';
import { readingInputProps } from './readingInputProps';

/** A whole number: the spinner steps by 1 and phones show the number pad. */
export function IntegerWidget(props: WidgetProps) {
  return <input {...readingInputProps(props)} type="number" step={1} inputMode="numeric" />;
}
