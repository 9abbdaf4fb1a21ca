import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The shipped configs, copied to a scratch folder a test may edit (PROFILE_CONFIG_DIR). */
export function copyProfileConfigs(): {
  dir: string;
  edit(file: string, change: (json: Record<string, unknown>) => void): void;
  remove(): void;
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-configs-'));
  fs.cpSync(path.resolve('profile-configs'), dir, { recursive: true });
  return {
    dir,
    edit(file, change) {
      const full = path.join(dir, file);
      const json = JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, unknown>;
      change(json);
      fs.writeFileSync(full, JSON.stringify(json, null, 2));
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A conditioning test that is not in the shipped configs: one dataset and one tab. */
export const handgripTest = {
  dataset: {
    id: 901,
    name: 'Handgrip Strength',
    post_api_name: 'handgrip-strength',
    structure: {
      elements: [
        {
          name: 'handgrip_kg',
          ui_name: 'Grip force',
          value_type: 'decimal',
          unit: 'kg',
          minimum: 0,
          maximum: 150,
        },
      ],
    },
  },
  tab: {
    label: 'Handgrip Strength',
    dataset: 901,
    read: '/profiles/special/get/901/',
    list: 'details',
    series: [
      {
        field: 'handgrip_kg',
        label: 'Grip force',
        colour: '#2563eb',
        unit: 'kg',
        value_kind: 'decimal',
      },
    ],
  },
} as const;

/** A medical record kind that is not in the shipped configs: a pin-gated table, read by GET. */
export const vaccinationRecord = {
  dataset: {
    id: 902,
    name: 'Vaccination',
    post_api_name: 'vaccination',
    structure: {
      elements: [
        { name: 'vaccine', ui_name: 'Vaccine', value_type: 'text', unit: '' },
        { name: 'booster_due', ui_name: 'Booster Due', value_type: 'boolean', unit: '' },
      ],
    },
  },
  tab: {
    label: 'Vaccination Data',
    view: 'table',
    dataset: 902,
    read: '/v2/profiles/vaccination/get/',
    read_method: 'GET',
    list: 'data',
  },
} as const;
