import type { WidgetProps } from '@rjsf/utils';
import { readingInputProps } from './readingInputProps';

/** Free text, for the value kinds Fitness and Body allow beside numbers (docs/product.md#add-data-and-validation). */
export function TextWidget(props: WidgetProps) {
  return <input {...readingInputProps(props)} type="text" />;
}
