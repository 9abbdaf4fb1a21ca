import { describe, expect, it } from 'vitest';
import { parseProfileConfigText } from '../../src/shared/profile-config/parseProfileConfigText';
import { ProfileConfigError } from '../../src/shared/profile-config/profileConfigError';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import type { ProfileChartTab } from '../../src/shared/profile-config/tabSchema';
import { validateProfileConfigs } from '../../src/shared/profile-config/validateProfileConfigs';
import { shippedConfigFiles } from './shippedConfigFiles';

type Change = (config: ProfileConfig) => void;

/** Validates the shipped configs with some of them changed; returns the problems reported. */
function problemsAfter(changes: Record<string, Change>): string[] {
  const files = shippedConfigFiles().map(({ file, json }) => {
    const change = changes[file];
    if (change) change(json as ProfileConfig);
    return { file, json };
  });
  try {
    validateProfileConfigs(files);
  } catch (error) {
    if (error instanceof ProfileConfigError) {
      expect(error.message).toBe(error.problems.join('\n'));
      return [...error.problems];
    }
    throw error;
  }
  return [];
}

/** Writes a value the type forbids, as a careless edit of the JSON would. */
function set(target: object, key: string, value: unknown): void {
  (target as Record<string, unknown>)[key] = value;
}

describe('profile config problems: file, place and rule', () => {
  it('names a value_type that is not one of the kinds', () => {
    const problems = problemsAfter({
      'profile-configs/conditioning.json': (config) =>
        set(config.datasets[12]!.structure.elements[0]!, 'value_type', 'float'),
    });
    expect(problems).toEqual([
      'profile-configs/conditioning.json: datasets[12].structure.elements[0].value_type: must be one of integer, decimal, date, boolean, text',
    ]);
  });

  it('names a missing field, an unknown field and a bad pattern', () => {
    const problems = problemsAfter({
      'profile-configs/pain.json': (config) => {
        set(config, 'write', undefined);
        set(config, 'colour_scheme', 'warm');
        set((config.tabs[0] as ProfileChartTab).series[1]!, 'colour', 'orange');
      },
    });
    expect(problems).toEqual([
      'profile-configs/pain.json: write: is required',
      'profile-configs/pain.json: colour_scheme: is not a known field (check its spelling)',
      'profile-configs/pain.json: tabs[0].series[1].colour: must match ^#[0-9a-fA-F]{6}$ (A colour as #rrggbb)',
    ]);
  });

  it('names an element a run cannot fill, and a second dataset that runs would write to', () => {
    const problems = problemsAfter({
      'profile-configs/pain.json': (config) => {
        config.datasets[1]!.from_runs = { before: 'pain_before', after: 'pain_after_exercise' };
        config.datasets[0]!.from_runs = { before: 'pain_at_rest', after: 'pain_at_rest' };
      },
      'profile-configs/vitals.json': (config) => {
        config.datasets[0]!.structure.elements[0]!.pain_scale = true;
      },
    });
    expect(problems).toEqual([
      'profile-configs/pain.json: datasets[0].from_runs.after: is the same element as before: a run gives two ratings',
      'profile-configs/pain.json: datasets[1].from_runs.before: "pain_before" is not an element of dataset 208 (Pain Around Exercise)',
      'profile-configs/pain.json: datasets[1].from_runs: runs already write their pain to profile-configs/pain.json datasets[0] (dataset 17)',
      'profile-configs/vitals.json: datasets[0].structure.elements[0].pain_scale: a pain rating is an integer element with minimum 0 and maximum 10',
    ]);
  });

  it('refuses a dataset id used in two files', () => {
    const problems = problemsAfter({
      'profile-configs/body.json': (config) => {
        config.datasets[0]!.id = 38;
        (config.tabs[0] as ProfileChartTab).dataset = 38;
      },
    });
    expect(problems).toEqual([
      'profile-configs/conditioning.json: datasets[0].id: dataset id 38 is already used by profile-configs/body.json datasets[0].id',
    ]);
  });

  it('refuses a post_api_name used in two files', () => {
    const problems = problemsAfter({
      'profile-configs/vitals.json': (config) => {
        config.datasets[2]!.post_api_name = 'skin-fold';
      },
    });
    expect(problems).toEqual([
      'profile-configs/vitals.json: datasets[2].post_api_name: post_api_name "skin-fold" is already used by profile-configs/body.json datasets[0].post_api_name',
    ]);
  });

  it('refuses a series field that is not an element of its dataset', () => {
    const problems = problemsAfter({
      'profile-configs/activity.json': (config) => {
        (config.tabs[0] as ProfileChartTab).series[0]!.field = 'exercise_minutes';
      },
    });
    expect(problems).toEqual([
      'profile-configs/activity.json: tabs[0].series[0].field: "exercise_minutes" is not an element of dataset 1 (Exercise Time)',
    ]);
  });

  it('refuses a colour used twice in a tab', () => {
    const problems = problemsAfter({
      'profile-configs/fitness.json': (config) => {
        (config.tabs[2] as ProfileChartTab).series[1]!.colour = (
          config.tabs[2] as ProfileChartTab
        ).series[0]!.colour.toUpperCase();
      },
    });
    expect(problems).toEqual([
      'profile-configs/fitness.json: tabs[2].series[1].colour: #C62828 is already used in this tab',
    ]);
  });

  it('refuses a series without a field in a dataset of several elements', () => {
    const problems = problemsAfter({
      'profile-configs/vitals.json': (config) => {
        set((config.tabs[1] as ProfileChartTab).series[0]!, 'field', undefined);
      },
    });
    expect(problems).toEqual([
      'profile-configs/vitals.json: tabs[1].series[0].field: is required: dataset 188 (Blood Pressure) has more than one element',
    ]);
  });

  it('refuses to chart a text element and limits on a text element', () => {
    const problems = problemsAfter({
      'profile-configs/activity.json': (config) => {
        config.datasets[0]!.structure.elements[0]!.value_type = 'text';
      },
    });
    expect(problems).toEqual([
      'profile-configs/activity.json: datasets[0].structure.elements[0].minimum: only integer and decimal values take a minimum',
      'profile-configs/activity.json: datasets[0].structure.elements[0].maximum: only integer and decimal values take a maximum',
      'profile-configs/activity.json: tabs[0].series[0].field: element exercise_time is text; only integer and decimal elements can be charted',
    ]);
  });

  it('refuses reserved and repeated element names and limits the wrong way round', () => {
    const problems = problemsAfter({
      'profile-configs/pain.json': (config) => {
        const [first, second, third] = config.datasets[0]!.structure.elements;
        first!.name = 'created_on';
        second!.name = 'difficulty_of_movement';
        third!.minimum = 11;
      },
    });
    expect(problems).toEqual([
      'profile-configs/pain.json: datasets[0].structure.elements[0].name: "created_on" is reserved: every reading already has it',
      'profile-configs/pain.json: datasets[0].structure.elements[2].name: "difficulty_of_movement" is already an element of this dataset',
      'profile-configs/pain.json: datasets[0].structure.elements[2].minimum: 11 is above the maximum 10',
      'profile-configs/pain.json: tabs[0].series[0].field: "pain_at_rest" is not an element of dataset 17 (Pain Score)',
      'profile-configs/pain.json: tabs[0].series[1].field: "pain_with_motion" is not an element of dataset 17 (Pain Score)',
    ]);
  });

  it('refuses a tab whose dataset is in another file, and an unknown default tab', () => {
    const problems = problemsAfter({
      'profile-configs/fitness.json': (config) => {
        (config.tabs[0] as ProfileChartTab).dataset = 38;
        config.default_tab = 'Recovery HR';
      },
    });
    expect(problems).toEqual([
      'profile-configs/fitness.json: tabs[0].dataset: no dataset with id 38 in this file',
      'profile-configs/fitness.json: default_tab: "Recovery HR" is not the label of a tab in this file',
    ]);
  });

  it('refuses a write path that is also a read path', () => {
    const problems = problemsAfter({
      'profile-configs/body.json': (config) => {
        config.datasets[1]!.post_api_name = 'get-body-mass';
      },
    });
    expect(problems).toEqual([
      'profile-configs/body.json: datasets[1].post_api_name: write path /profiles/special/get-body-mass/ is also the read path of profile-configs/body.json tabs[1]',
    ]);
  });

  it('refuses one read path for two datasets', () => {
    const problems = problemsAfter({
      'profile-configs/vitals.json': (config) => {
        (config.tabs[4] as ProfileChartTab).read = '/profiles/special/get/189/';
      },
    });
    expect(problems).toEqual([
      'profile-configs/vitals.json: tabs[4].read: read path /profiles/special/get/189/ already reads dataset 189 for profile-configs/vitals.json tabs[2]',
    ]);
  });

  it('refuses a config id, route or order used twice', () => {
    const problems = problemsAfter({
      'profile-configs/pain.json': (config) => {
        config.id = 'body';
        config.route = '/bodyprofile';
        config.order = 3;
      },
    });
    expect(problems).toEqual([
      'profile-configs/pain.json: id: config id "body" is already used by profile-configs/body.json id',
      'profile-configs/pain.json: route: route /bodyprofile is already used by profile-configs/body.json route',
      'profile-configs/pain.json: order: order 3 is already used by profile-configs/body.json order',
    ]);
  });

  it('refuses a second profile for the summary’s laboratory grid, which shows one profile’s dates', () => {
    const problems = problemsAfter({
      'profile-configs/pain.json': (config) => {
        config.patient_summary = 'laboratory';
      },
    });
    expect(problems).toEqual([
      'profile-configs/pain.json: patient_summary: patient_summary "laboratory" is already used by profile-configs/lab.json patient_summary',
    ]);
  });

  it('reports the problems of several files in one error', () => {
    const problems = problemsAfter({
      'profile-configs/activity.json': (config) => set(config, 'pin', 'no'),
      'profile-configs/vitals.json': (config) =>
        set(config.tabs[0] as ProfileChartTab, 'list', 'rows'),
    });
    expect(problems).toEqual([
      'profile-configs/activity.json: pin: must be boolean',
      'profile-configs/vitals.json: tabs[0].list: must be one of details, data',
    ]);
  });

  it('names the file and the place where JSON text breaks', () => {
    const text = '{\n  "id": "broken",\n}\n';
    expect(() => parseProfileConfigText('profile-configs/broken.json', text)).toThrow(
      /^profile-configs\/broken\.json: line 3 column 1: is not valid JSON \(.+\)$/,
    );
    expect(() => parseProfileConfigText('profile-configs/empty.json', '')).toThrow(
      /^profile-configs\/empty\.json: \(whole file\): is not valid JSON \(.+\)$/,
    );
  });

  it('names a file that is not an object at all', () => {
    expect(() => validateProfileConfigs([{ file: 'profile-configs/list.json', json: [] }])).toThrow(
      'profile-configs/list.json: (root): must be object',
    );
  });

  it("checks a view as the page it becomes, and a partner result's code and unit for one home", () => {
    const problems = problemsAfter({
      'profile-configs/lab.json': (config) => {
        set(config.views![0]!, 'route', '/medicalprofile');
        config.datasets[1]!.import_codes = [{ loinc: '14646-4', unit: 'mmol/L' }];
      },
      'profile-configs/vitals.json': (config) => set(config, 'view_of', 'lab'),
    });
    expect(problems).toEqual([
      'profile-configs/lab.json: datasets[8].import_codes[0]: LOINC 14646-4 in mmol/L is already imported as dataset 90 (Albumin Serum)',
      "profile-configs/vitals.json: view_of: is set by the loader: describe the page under its profile's views",
      'profile-configs/lab.json views[0]: route: route /medicalprofile is already used by profile-configs/medical.json route',
    ]);
  });
});
