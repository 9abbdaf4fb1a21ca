import type { ProfileConfig } from './profileConfigSchema';
import type { ProfileDataset, ProfileElement } from './datasetSchema';
import type { ProfileChartTab } from './tabSchema';
import { checkVitalSignCodes } from './checkVitalSignCodes';
import { FHIR_ELEMENT_FIELD_FITS } from './fhirElementFields';
import { isChartTab } from './profileTabKinds';
import { recordDateOf } from './recordDate';
import { storedNameOf } from './storedNameOf';
import { checkDatasetReferences, checkTabReferences } from './checkReferences';
import { describeProblem } from './profileConfigError';
import { writePathsOf } from './writePathOf';

export interface CheckedConfig {
  file: string;
  config: ProfileConfig;
  /** The page one of the file's views becomes (views[n]), not a profile of its own. */
  isView?: boolean;
}

/** Every reading already carries these; an element of the same name would be overwritten. */
const RESERVED_ELEMENT_NAMES = new Set(['created_on', 'id']);

/** Names a value may not be stored under in a profile: the reserved ones and its date field. */
function reservedNamesOf(config: ProfileConfig): ReadonlySet<string> {
  return new Set([...RESERVED_ELEMENT_NAMES, recordDateOf(config).field]);
}

/**
 * The rules one schema cannot express because they look across fields or files: unique ids,
 * routes and paths, tabs pointing at real datasets and fields. Runs on configs that already
 * fit the schema, so their shapes can be trusted.
 */
export function crossCheckProfileConfigs(configs: readonly CheckedConfig[]): string[] {
  const problems: string[] = [];
  const report = (file: string, path: string, rule: string) =>
    problems.push(describeProblem(file, path, rule));

  const firstOwner = new Map<string, string>();
  /** Records who first claimed a value; returns the earlier owner when it is taken. */
  const claim = (space: string, value: string, owner: string): string | undefined => {
    const key = `${space}\u0000${value}`;
    const earlier = firstOwner.get(key);
    if (earlier === undefined) firstOwner.set(key, owner);
    return earlier;
  };

  const readers = new Map<string, { owner: string; dataset: number }>();
  const writers = new Map<string, { file: string; at: string; postApiName: string }>();

  /** Who stores a partner's result of each LOINC code and unit. */
  const importers = new Map<string, string>();
  /** The one dataset a run's pain is written to, once one declares it. */
  let runsDataset: string | undefined;

  for (const { file, config, isView = false } of configs) {
    const taken = (space: string, value: string | number, path: string, what: string) => {
      const earlier = claim(space, String(value), `${file} ${path}`);
      if (earlier !== undefined) report(file, path, `${what} is already used by ${earlier}`);
    };
    taken('config id', config.id, 'id', `config id "${config.id}"`);
    taken('route', config.route, 'route', `route ${config.route}`);
    if (config.order !== undefined) taken('order', config.order, 'order', `order ${config.order}`);
    // The summary's laboratory grid is one profile's dates (docs/sharing.md); a view shows its
    // profile's readings and has no place of its own.
    if (config.patient_summary === 'laboratory' && !isView) {
      taken('laboratory summary', 'laboratory', 'patient_summary', 'patient_summary "laboratory"');
    }
    if (config.year_summary !== undefined) {
      taken('year_summary', config.year_summary, 'year_summary', `path ${config.year_summary}`);
    }

    if (config.view_of !== undefined && !isView) {
      report(file, 'view_of', "is set by the loader: describe the page under its profile's views");
    }
    if (config.pin_prompt !== undefined && !config.pin) {
      report(file, 'pin_prompt', 'asks for a pin, so the profile needs pin true');
    }
    // A view shows its profile's datasets: they are the profile's, checked there.
    const ownDatasets = isView ? [] : config.datasets;
    ownDatasets.forEach((dataset, d) => {
      const at = `datasets[${d}]`;
      checkImportCodes(dataset, at, importers, (path, rule) => report(file, path, rule));
      taken('dataset id', dataset.id, `${at}.id`, `dataset id ${dataset.id}`);
      taken(
        'post_api_name',
        dataset.post_api_name,
        `${at}.post_api_name`,
        `post_api_name "${dataset.post_api_name}"`,
      );
      for (const writePath of writePathsOf(config, dataset)) {
        const otherWriter = writers.get(writePath);
        if (otherWriter === undefined) {
          writers.set(writePath, { file, at, postApiName: dataset.post_api_name });
        } else if (otherWriter.postApiName !== dataset.post_api_name) {
          // The same post_api_name twice is reported once, above, as the name taken.
          report(
            file,
            `${at}.post_api_name`,
            `write path ${writePath} is also the write path of ${otherWriter.file} ${otherWriter.at}`,
          );
        }
      }
      checkElements(dataset, at, reservedNamesOf(config), (path, rule) => report(file, path, rule));
      if (dataset.from_runs !== undefined) {
        checkFromRuns(dataset, at, (path, rule) => report(file, path, rule));
        if (runsDataset !== undefined) {
          report(file, `${at}.from_runs`, `runs already write their pain to ${runsDataset}`);
        } else runsDataset = `${file} ${at} (dataset ${dataset.id})`;
      }
      checkFhirFields(dataset, at, (path, rule) => report(file, path, rule));
      checkDatasetReferences(dataset, at, (path, rule) => report(file, path, rule));
      checkVitalSignCodes(dataset, at, (path, rule) => report(file, path, rule));
    });

    const tabIds = new Map<number, number>();
    config.tabs.forEach((tab, t) => {
      const at = `tabs[${t}]`;
      if (tab.tab_id !== undefined) {
        const earlier = tabIds.get(tab.tab_id);
        if (earlier !== undefined) {
          report(file, `${at}.tab_id`, `tab_id ${tab.tab_id} is already used by tabs[${earlier}]`);
        } else tabIds.set(tab.tab_id, t);
      }
      const reader = readers.get(tab.read);
      if (reader === undefined)
        readers.set(tab.read, { owner: `${file} ${at}`, dataset: tab.dataset });
      else if (reader.dataset !== tab.dataset) {
        report(
          file,
          `${at}.read`,
          `read path ${tab.read} already reads dataset ${reader.dataset} for ${reader.owner}`,
        );
      }
      const dataset = config.datasets.find((candidate) => candidate.id === tab.dataset);
      if (dataset === undefined) {
        report(file, `${at}.dataset`, `no dataset with id ${tab.dataset} in this file`);
        return;
      }
      if (isChartTab(tab)) {
        checkSeries(tab.series, dataset, at, (path, rule) => report(file, path, rule));
      }
      checkTabReferences(tab, dataset, at, (path, rule) => report(file, path, rule));
    });

    if (config.pin && config.messages.retrieved === undefined) {
      report(
        file,
        'messages.retrieved',
        'is required when pin is true: the page says it on opening',
      );
    }
    if (
      config.default_tab !== undefined &&
      !config.tabs.some((tab) => tab.label === config.default_tab)
    ) {
      report(file, 'default_tab', `"${config.default_tab}" is not the label of a tab in this file`);
    }
  }

  // Reading and writing must never share an address: the server could not tell them apart.
  for (const [writePath, writer] of writers) {
    const reader = readers.get(writePath);
    if (reader !== undefined) {
      report(
        writer.file,
        `${writer.at}.post_api_name`,
        `write path ${writePath} is also the read path of ${reader.owner}`,
      );
    }
  }
  return problems;
}

function checkElements(
  dataset: ProfileDataset,
  at: string,
  reservedNames: ReadonlySet<string>,
  report: (path: string, rule: string) => void,
): void {
  const names = new Set<string>();
  const storedNames = new Set<string>();
  dataset.structure.elements.forEach((element, e) => {
    const path = `${at}.structure.elements[${e}]`;
    const stored = storedNameOf(element);
    const storedPath = element.stored_as === undefined ? `${path}.name` : `${path}.stored_as`;
    if (reservedNames.has(stored)) {
      report(storedPath, `"${stored}" is reserved: every reading already has it`);
    }
    if (names.has(element.name)) {
      report(`${path}.name`, `"${element.name}" is already an element of this dataset`);
    } else if (storedNames.has(stored)) {
      report(storedPath, `"${stored}" is already stored by another element of this dataset`);
    }
    if (element.stored_as !== undefined && element.stored_as === element.name) {
      report(`${path}.stored_as`, 'is the same as name: leave it out');
    }
    names.add(element.name);
    storedNames.add(stored);
    const numeric = element.value_type === 'integer' || element.value_type === 'decimal';
    for (const limit of ['minimum', 'maximum'] as const) {
      if (element[limit] !== undefined && !numeric) {
        report(`${path}.${limit}`, `only integer and decimal values take a ${limit}`);
      }
    }
    if (
      element.minimum !== undefined &&
      element.maximum !== undefined &&
      element.minimum > element.maximum
    ) {
      report(`${path}.minimum`, `${element.minimum} is above the maximum ${element.maximum}`);
    }
    if (element.pain_scale === true && !isPainRating(element)) {
      report(`${path}.pain_scale`, PAIN_RATING_RULE);
    }
  });
}

const PAIN_RATING_RULE = 'a pain rating is an integer element with minimum 0 and maximum 10';

/** An element that holds a 0–10 numeric rating, as the pain a run asks does. */
function isPainRating(element: ProfileElement): boolean {
  return element.value_type === 'integer' && element.minimum === 0 && element.maximum === 10;
}

/** The elements a run's two ratings fill are two different pain ratings of this dataset. */
function checkFromRuns(
  dataset: ProfileDataset,
  at: string,
  report: (path: string, rule: string) => void,
): void {
  const fromRuns = dataset.from_runs;
  if (fromRuns === undefined) return;
  for (const side of ['before', 'after'] as const) {
    const path = `${at}.from_runs.${side}`;
    const name = fromRuns[side];
    const element = dataset.structure.elements.find((candidate) => candidate.name === name);
    if (element === undefined) {
      report(path, `"${name}" is not an element of dataset ${dataset.id} (${dataset.name})`);
    } else if (!isPainRating(element)) {
      report(path, `element ${name}: ${PAIN_RATING_RULE}`);
    }
  }
  if (fromRuns.before === fromRuns.after) {
    report(`${at}.from_runs.after`, 'is the same element as before: a run gives two ratings');
  }
}

/** Each element's FHIR field exists on the dataset's resource, holds its kind, and is filled once. */
function checkFhirFields(
  dataset: ProfileDataset,
  at: string,
  report: (path: string, rule: string) => void,
): void {
  const resource = dataset.fhir?.resource ?? 'Observation';
  const filled = new Set<string>();
  dataset.structure.elements.forEach((element, e) => {
    if (element.fhir === undefined) return;
    const path = `${at}.structure.elements[${e}].fhir`;
    const fits = FHIR_ELEMENT_FIELD_FITS[element.fhir];
    if (!fits.resources.includes(resource)) {
      report(path, `${resource} has no field "${element.fhir}" an element can fill`);
    } else if (!fits.valueTypes.includes(element.value_type)) {
      report(path, `"${element.fhir}" cannot hold a ${element.value_type} value`);
    } else if (element.fhir !== 'extension' && filled.has(element.fhir)) {
      report(path, `"${element.fhir}" is already filled by another element of this dataset`);
    }
    filled.add(element.fhir);
  });
  if (dataset.fhir?.category !== undefined && resource !== 'Observation') {
    report(`${at}.fhir.category`, 'only an Observation has a category');
  }
}

function checkSeries(
  series: ProfileChartTab['series'],
  dataset: ProfileDataset,
  at: string,
  report: (path: string, rule: string) => void,
): void {
  const fields = new Set<string>();
  const colours = new Set<string>();
  series.forEach((line, s) => {
    const path = `${at}.series[${s}]`;
    if (fields.has(line.field))
      report(`${path}.field`, `"${line.field}" is already drawn in this tab`);
    fields.add(line.field);
    const colour = line.colour.toLowerCase();
    if (colours.has(colour)) report(`${path}.colour`, `${line.colour} is already used in this tab`);
    colours.add(colour);

    if (line.field === '') {
      // Left out, it names the dataset's only element (resolveTabDefaults.ts).
      report(
        `${path}.field`,
        `is required: dataset ${dataset.id} (${dataset.name}) has more than one element`,
      );
      return;
    }
    const element = dataset.structure.elements.find((candidate) => candidate.name === line.field);
    if (element === undefined) {
      report(
        `${path}.field`,
        `"${line.field}" is not an element of dataset ${dataset.id} (${dataset.name})`,
      );
      return;
    }
    if (element.value_type !== 'integer' && element.value_type !== 'decimal') {
      report(
        `${path}.field`,
        `element ${element.name} is ${element.value_type}; only integer and decimal elements can be charted`,
      );
    }
  });
}

/** An imported result must have exactly one home: a code and unit pair names one dataset. */
function checkImportCodes(
  dataset: ProfileDataset,
  at: string,
  importers: Map<string, string>,
  report: (path: string, rule: string) => void,
): void {
  const codes = dataset.import_codes ?? [];
  if (codes.length === 0) return;
  const numeric = dataset.structure.elements.filter(
    (element) => element.value_type === 'integer' || element.value_type === 'decimal',
  );
  if (dataset.structure.elements.length !== 1 || numeric.length !== 1) {
    report(`${at}.import_codes`, 'only a dataset of one numeric element can take imported results');
  }
  codes.forEach((code, c) => {
    const key = `${code.loinc} ${code.unit}`;
    const earlier = importers.get(key);
    if (earlier !== undefined) {
      report(
        `${at}.import_codes[${c}]`,
        `LOINC ${code.loinc} in ${code.unit} is already imported as ${earlier}`,
      );
    } else importers.set(key, `dataset ${dataset.id} (${dataset.name})`);
  });
}
