import type { WidgetProps } from '@rjsf/utils';
import { readingInputProps } from './readingInputProps';

/** Free text, for the value kinds Fitness and Body allow beside numbers (001 §5). */
export function TextWidget(props: WidgetProps) {
  return <input {...readingInputProps(props)} type="text" />;
}
