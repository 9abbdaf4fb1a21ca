import { describe, expect, it } from 'vitest';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import { validateProfileConfigs } from '../../src/shared/profile-config/validateProfileConfigs';
import { crossCheckProfileConfigs } from '../../src/shared/profile-config/crossCheckProfileConfigs';
import { shippedConfigFiles } from './shippedConfigFiles';

/**
 * What a config lacks for a FHIR export, one line per gap naming config, dataset and element:
 * every dataset names its resource; every element has a UCUM code, no unit, a field of a
 * non-Observation resource, or says it is exported under the Motus code only.
 */
function unmappedElements(configs: readonly ProfileConfig[]): string[] {
  const gaps: string[] = [];
  for (const config of configs) {
    if (config.view_of !== undefined) continue;
    for (const dataset of config.datasets) {
      const where = `${config.id}: dataset ${dataset.id} (${dataset.name})`;
      if (dataset.fhir === undefined) gaps.push(`${where}: names no FHIR resource`);
      const resource = dataset.fhir?.resource ?? 'Observation';
      for (const element of dataset.structure.elements) {
        const at = `${where}: element ${element.name}`;
        if (resource !== 'Observation') {
          if (element.fhir === undefined) gaps.push(`${at}: names no field of ${resource}`);
          continue;
        }
        const mapped =
          element.ucum !== undefined || element.unit === '' || element.export === 'motus-only';
        if (!mapped) {
          gaps.push(`${at}: unit ${element.unit} has no UCUM code and is not marked motus-only`);
        }
      }
    }
  }
  return gaps;
}

const shipped = validateProfileConfigs(shippedConfigFiles());

describe('FHIR mappings of the shipped configs', () => {
  it('map every dataset to a resource and every element to a code, unit or field', () => {
    expect(unmappedElements(shipped)).toEqual([]);
  });

  it('name what is missing: config, dataset and element', () => {
    const lab = shipped.find((config) => config.id === 'lab');
    const medical = shipped.find((config) => config.id === 'medical');
    if (lab === undefined || medical === undefined) throw new Error('lab and medical are shipped');
    const [hb] = lab.datasets;
    const [allergy] = medical.datasets;
    if (hb === undefined || allergy === undefined) throw new Error('both have datasets');
    const stripped = {
      ...lab,
      datasets: [
        {
          ...hb,
          fhir: undefined,
          structure: {
            elements: hb.structure.elements.map(({ ucum: _ucum, ...element }) => element),
          },
        },
      ],
    };
    const allergyWithoutField = {
      ...medical,
      datasets: [
        {
          ...allergy,
          structure: {
            elements: allergy.structure.elements.map(({ fhir: _fhir, ...element }) => element),
          },
        },
      ],
    };
    const element = hb.structure.elements[0]?.name ?? '';
    expect(unmappedElements([stripped, allergyWithoutField])).toEqual([
      `lab: dataset ${hb.id} (${hb.name}): names no FHIR resource`,
      `lab: dataset ${hb.id} (${hb.name}): element ${element}: unit g/L has no UCUM code and is not marked motus-only`,
      'medical: dataset 201 (Allergy): element description: names no field of AllergyIntolerance',
    ]);
  });

  it('refuse a field the resource does not have, or a kind it cannot hold', () => {
    const medical = shipped.find((config) => config.id === 'medical');
    if (medical === undefined) throw new Error('medical is shipped');
    const wrong = {
      ...medical,
      datasets: medical.datasets.map((dataset) =>
        dataset.id !== 206
          ? dataset
          : {
              ...dataset,
              structure: {
                elements: dataset.structure.elements.map((element) => ({
                  ...element,
                  fhir: element.name === 'dose' ? ('clinicalStatus' as const) : element.fhir,
                })),
              },
            },
      ),
    };
    expect(
      crossCheckProfileConfigs([{ file: 'profile-configs/medical.json', config: wrong }]),
    ).toEqual([expect.stringContaining('MedicationStatement has no field "clinicalStatus"')]);
  });
});
