import type { RegistryWidgetsType } from '@rjsf/utils';
import type { ProfileElement } from '../../../../shared/profile-config/datasetSchema';
import { DateWidget } from './DateWidget';
import { DecimalWidget } from './DecimalWidget';
import { IntegerWidget } from './IntegerWidget';
import { TextWidget } from './TextWidget';
import { YesNoWidget } from './YesNoWidget';

type ValueKind = ProfileElement['value_type'];

/** The ui:widget name of a value kind; prefixed so it never shadows one of rjsf's own. */
export function readingWidgetName(kind: ValueKind): string {
  return `reading-${kind}`;
}

const widgetByKind: Record<ValueKind, RegistryWidgetsType[string]> = {
  integer: IntegerWidget,
  decimal: DecimalWidget,
  text: TextWidget,
  boolean: YesNoWidget,
  date: DateWidget,
};

/**
 * One widget per value kind. A new kind is a widget here (with its story) and a value in
 * the config schema; no profile needs code.
 */
export const readingWidgets: RegistryWidgetsType = Object.fromEntries(
  Object.entries(widgetByKind).map(([kind, widget]) => [
    readingWidgetName(kind as ValueKind),
    widget,
  ]),
);
