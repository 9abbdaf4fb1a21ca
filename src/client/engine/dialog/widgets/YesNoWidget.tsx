import type { WidgetProps } from '@rjsf/utils';
import { engineStateTexts } from '../../engineTexts';
import { addDataTexts } from '../addDataTexts';
import { readingInputProps } from './readingInputProps';

/** A yes/no value, stored as 1 for Yes and 0 for No (docs/product.md#add-data-and-validation); nothing is chosen at first. */
export function YesNoWidget(props: WidgetProps) {
  return (
    <select {...readingInputProps(props)}>
      <option value="">{addDataTexts.chooseYesOrNo}</option>
      <option value="1">{engineStateTexts.yes}</option>
      <option value="0">{engineStateTexts.no}</option>
    </select>
  );
}
