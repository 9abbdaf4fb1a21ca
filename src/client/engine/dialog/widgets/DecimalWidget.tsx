import type { WidgetProps } from '@rjsf/utils';
import { DECIMAL_STEP } from '../../../../shared/profile-config/datasetToJsonSchema';
import { readingInputProps } from './readingInputProps';

/** A decimal with up to two places: the spinner steps by 0.01 (docs/product.md#add-data-and-validation). */
export function DecimalWidget(props: WidgetProps) {
  return (
    <input {...readingInputProps(props)} type="number" step={DECIMAL_STEP} inputMode="decimal" />
  );
}
