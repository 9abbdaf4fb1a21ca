import type { ProfileDataset, ProfileElement } from './datasetSchema';
import { takesUnit, unitsSaid, VITAL_SIGNS, vitalSignOf, type VitalSign } from './vitalSigns';

const described = (code: string, sign: VitalSign) => `${code} (${sign.name})`;

/** A vital sign an Observation holds as its value: neither a panel nor a panel's component. */
const isOneValue = (sign: VitalSign | undefined): sign is VitalSign =>
  sign !== undefined && sign.components === undefined && sign.partOf === undefined;

const ONE_VALUE_CODES = Object.entries(VITAL_SIGNS)
  .filter(([, sign]) => isOneValue(sign))
  .map(([code]) => code)
  .join(', ');

const PANEL_CODES = Object.entries(VITAL_SIGNS)
  .filter(([, sign]) => sign.components !== undefined)
  .map(([code]) => code)
  .join(', ');

/** The codes an Observation of this element carries (docs: the FHIR shape). */
function codesCarried(dataset: ProfileDataset, element: ProfileElement): string[] {
  const alone = dataset.structure.elements.length === 1 && dataset.fhir?.per_element !== true;
  return [element.loinc, alone ? dataset.loinc : undefined].filter(
    (code): code is string => code !== undefined,
  );
}

/**
 * A vital-sign LOINC code goes only where the Observation (or component) holds that value in a
 * unit its FHIR profile takes, and an Observation in category vital-signs holds one vital sign
 * (or is the blood-pressure panel): what a receiving system reads by the code is then true.
 */
export function checkVitalSignCodes(
  dataset: ProfileDataset,
  at: string,
  report: (path: string, rule: string) => void,
): void {
  if ((dataset.fhir?.resource ?? 'Observation') !== 'Observation') {
    if (dataset.fhir?.per_element === true) {
      report(`${at}.fhir.per_element`, 'only readings exported as Observations are split');
    }
    return;
  }
  const { elements } = dataset.structure;
  const perElement = dataset.fhir?.per_element === true;
  const own = vitalSignOf(dataset.loinc);
  if (dataset.loinc !== undefined && own !== undefined) {
    const code = described(dataset.loinc, own);
    const only = elements.length === 1 && !perElement ? elements[0] : undefined;
    if (own.partOf !== undefined) {
      report(`${at}.loinc`, `${code} is a component of ${own.partOf}: it goes on an element`);
    } else if (own.components !== undefined) {
      if (elements.length < 2 || perElement) {
        report(`${at}.loinc`, `${code} is a panel: its Observation holds several elements`);
      }
      for (const component of own.components) {
        if (!elements.some((element) => element.loinc === component)) {
          report(`${at}.loinc`, `${code} needs an element with loinc ${component}`);
        }
      }
    } else if (only === undefined) {
      report(
        `${at}.loinc`,
        `${code} is the code of one value: an Observation of ${elements.length} elements${perElement ? ', each on its own,' : ''} holds none; put it on the element that holds it`,
      );
    } else if (!takesUnit(own, only.ucum)) {
      report(
        `${at}.loinc`,
        `${code} needs its value in ${unitsSaid(own)}; element ${only.name} is in ${only.ucum ?? 'no UCUM unit'}`,
      );
    }
  }

  elements.forEach((element, e) => {
    const path = `${at}.structure.elements[${e}]`;
    const sign = vitalSignOf(element.loinc);
    if (element.loinc === undefined || sign === undefined) return;
    const code = described(element.loinc, sign);
    if (sign.components !== undefined) {
      report(`${path}.loinc`, `${code} is a panel: it goes on the dataset`);
      return;
    }
    if (!takesUnit(sign, element.ucum)) {
      report(
        `${path}.loinc`,
        `${code} needs its value in ${unitsSaid(sign)}; ucum is ${element.ucum ?? 'not given'}`,
      );
    }
    if (sign.partOf !== undefined && dataset.loinc !== sign.partOf) {
      report(`${path}.loinc`, `${code} is a component of ${sign.partOf}: the dataset's loinc`);
    }
  });

  // A more specific code needs the general one its profile requires on the same Observation.
  elements.forEach((element, e) => {
    const codes = codesCarried(dataset, element);
    for (const code of codes) {
      const sign = vitalSignOf(code);
      if (sign?.requires === undefined || codes.includes(sign.requires)) continue;
      const path = code === element.loinc ? `${at}.structure.elements[${e}].loinc` : `${at}.loinc`;
      report(path, `${described(code, sign)} needs ${sign.requires} beside it on the Observation`);
    }
  });

  if (dataset.fhir?.category !== 'vital-signs') return;
  const category = `${at}.fhir.category`;
  const only = elements.length === 1 ? elements[0] : undefined;
  if (perElement || only !== undefined) {
    for (const element of elements) {
      if (!codesCarried(dataset, element).some((code) => isOneValue(vitalSignOf(code)))) {
        report(
          category,
          `vital-signs holds a vital sign: element ${element.name} needs a loinc of ${ONE_VALUE_CODES}, or choose another category`,
        );
      }
    }
  } else if (own?.components === undefined) {
    report(
      category,
      `vital-signs holds one vital sign: an Observation of ${elements.length} elements is one only as a panel (${PANEL_CODES}), or with fhir.per_element; else choose another category`,
    );
  }
}
