import { JUDGEMENT_SUFFIXES } from '../api/judgedRangeFields';
import type { ProfileDataset, ReferenceInterval } from './datasetSchema';
import { elementReference } from './elementReference';
import { isChartTab } from './profileTabKinds';
import type { ProfileTab } from './tabSchema';

type Report = (path: string, rule: string) => void;

const isNumeric = (valueType: string) => valueType === 'integer' || valueType === 'decimal';

/** low ≤ high, in the interval, each sex's, and its critical limits outside it. */
function checkInterval(reference: ReferenceInterval, at: string, report: Report): void {
  for (const [name, limits] of [
    ['', reference],
    ['.male', reference.male],
    ['.female', reference.female],
    ['.critical', reference.critical],
  ] as const) {
    if (limits?.low !== undefined && limits.high !== undefined && limits.low > limits.high) {
      report(`${at}${name}.low`, `${limits.low} is above the high ${limits.high}`);
    }
  }
  const criticalLow = reference.critical?.low;
  const criticalHigh = reference.critical?.high;
  const lows = [reference.low, reference.male?.low, reference.female?.low];
  const highs = [reference.high, reference.male?.high, reference.female?.high];
  if (criticalLow !== undefined && lows.some((low) => low !== undefined && low < criticalLow)) {
    report(`${at}.critical.low`, `${criticalLow} is inside the interval: it must lie below low`);
  }
  if (
    criticalHigh !== undefined &&
    highs.some((high) => high !== undefined && high > criticalHigh)
  ) {
    report(`${at}.critical.high`, `${criticalHigh} is inside the interval: it must lie above high`);
  }
}

/**
 * Where a dataset's typical intervals live: on the dataset when it holds one value, on each
 * element when it holds several, and only on numbers; no element is named as a reading keeps
 * its judgement.
 */
export function checkDatasetReferences(dataset: ProfileDataset, at: string, report: Report): void {
  const several = dataset.structure.elements.length > 1;
  if (dataset.reference !== undefined) {
    if (several) {
      report(
        `${at}.reference`,
        'a dataset of several values gives each element its own reference instead',
      );
    }
    checkInterval(dataset.reference, `${at}.reference`, report);
  }
  dataset.structure.elements.forEach((element, e) => {
    const path = `${at}.structure.elements[${e}]`;
    const suffix = Object.values(JUDGEMENT_SUFFIXES).find((ending) =>
      (element.stored_as ?? element.name).endsWith(ending),
    );
    if (suffix !== undefined) {
      report(`${path}.name`, `a name ending in ${suffix} is where a reading keeps its judgement`);
    }
    if (element.reference === undefined) return;
    if (!several) {
      report(
        `${path}.reference`,
        "goes on the dataset when it holds one value: the dataset's reference",
      );
    }
    if (!isNumeric(element.value_type)) {
      report(`${path}.reference`, 'only integer and decimal values take a reference');
    }
    checkInterval(element.reference, `${path}.reference`, report);
  });
}

const sameBand = (a: ReferenceInterval | undefined, b: ReferenceInterval | undefined) =>
  a?.low === b?.low &&
  a?.high === b?.high &&
  a?.male?.low === b?.male?.low &&
  a?.male?.high === b?.male?.high &&
  a?.female?.low === b?.female?.low &&
  a?.female?.high === b?.female?.high;

/** A tab's band is its dataset's interval, a series' band its element's: drawn as judged. */
export function checkTabReferences(
  tab: ProfileTab,
  dataset: ProfileDataset,
  at: string,
  report: Report,
): void {
  if (!isChartTab(tab)) return;
  if (tab.reference !== undefined && !sameBand(tab.reference, dataset.reference)) {
    report(`${at}.reference`, `is not the reference of dataset ${dataset.id}`);
  }
  tab.series.forEach((series, s) => {
    if (series.reference === undefined) return;
    const element = dataset.structure.elements.find(
      (candidate) => (candidate.stored_as ?? candidate.name) === series.field,
    );
    const own = element === undefined ? undefined : elementReference(dataset, element);
    if (element?.reference === undefined || !sameBand(series.reference, own)) {
      report(`${at}.series[${s}].reference`, `is not the reference of element ${series.field}`);
    }
  });
}
