import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { shippedConfigFiles } from '../../../../tests/configs/shippedConfigFiles';
import { chartTabsOf } from '../../../shared/profile-config/profileTabKinds';
import { holdsOneNumber } from '../../../shared/profile-config/holdsOneNumber';
import { referenceFor } from '../../../shared/profile-config/referenceFor';
import { validateProfileConfigs } from '../../../shared/profile-config/validateProfileConfigs';
import type { NewReading } from '../../db/repositories/readingsRepository';
import { calfStrain } from './demoStory';
import { demoYear } from './demoYear';

const configs = validateProfileConfigs(shippedConfigFiles());
const today = DateTime.fromISO('2026-11-22T10:00:00');
const readings = demoYear(7, configs, today, 'Male');
const datasetIds = (profileId: string) =>
  new Set(configs.find((config) => config.id === profileId)!.datasets.map((dataset) => dataset.id));
const of = (datasetId: number) => readings.filter((reading) => reading.datasetId === datasetId);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const dayOf = (reading: NewReading) => DateTime.fromSQL(reading.createdOn).ordinal;

describe('the demo athlete’s year', () => {
  it('runs from 1 January to today, never later', () => {
    const times = readings.map((reading) => reading.createdOn).sort();
    expect(times[0]!.slice(0, 10)).toBe('2026-01-01');
    expect(times.at(-1)! <= '2026-11-22 23:59:59').toBe(true);
  });

  it('gives every charted dataset of every profile readings, each within its limits', () => {
    for (const config of configs.filter((candidate) => !candidate.view_of)) {
      for (const tab of chartTabsOf(config)) {
        const dataset = config.datasets.find((candidate) => candidate.id === tab.dataset)!;
        const notOneNumber = !holdsOneNumber(dataset);
        const hasBand = referenceFor(dataset.reference, 'Male') !== undefined;
        if (config.pin && (notOneNumber || !hasBand)) continue;
        const own = of(tab.dataset);
        expect(own.length, `${config.id} ${tab.label}`).toBeGreaterThanOrEqual(3);
        for (const element of dataset.structure.elements) {
          for (const reading of own) {
            const value = reading.values[element.name];
            if (typeof value !== 'number') continue;
            expect(value).toBeGreaterThanOrEqual(element.minimum ?? -Infinity);
            expect(value).toBeLessThanOrEqual(element.maximum ?? Infinity);
          }
        }
      }
    }
  });

  it('looks like a trained runner: resting heart rate in the 50s, normal blood pressure', () => {
    const restingVitals = of(194).map((reading) => Number(reading.values.rested_hr));
    expect(median(restingVitals)).toBeGreaterThanOrEqual(45);
    expect(median(restingVitals)).toBeLessThanOrEqual(60);
    const systolic = of(188).map((reading) => Number(reading.values.systolic_value));
    expect(median(systolic)).toBeGreaterThanOrEqual(105);
    expect(median(systolic)).toBeLessThanOrEqual(130);
    // Day-to-day noise, not a smooth wave: consecutive readings differ.
    const steps = restingVitals.slice(1).map((value, index) => value - restingVitals[index]!);
    expect(new Set(steps).size).toBeGreaterThan(3);
  });

  it('shows the training block in the resting heart rate and the calf strain in the pain scores', () => {
    const restBefore = of(194).filter((reading) => dayOf(reading) < 60);
    const restAfter = of(194).filter((reading) => dayOf(reading) > 150 && dayOf(reading) < 170);
    const hr = (list: NewReading[]) =>
      median(list.map((reading) => Number(reading.values.rested_hr)));
    expect(hr(restBefore) - hr(restAfter)).toBeGreaterThanOrEqual(3);

    const pain = (inside: boolean) =>
      readings
        .filter((reading) => datasetIds('pain').has(reading.datasetId))
        .filter((reading) => 'pain_with_motion' in reading.values)
        .filter((reading) => {
          const day = dayOf(reading);
          const hurt = day >= calfStrain.from && day < calfStrain.from + 10;
          return inside === hurt;
        })
        .map((reading) => Number(reading.values.pain_with_motion));
    const mean = (values: number[]) =>
      values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean(pain(true)) - mean(pain(false))).toBeGreaterThan(2.5);
  });

  it('has a few blood panels with exactly one result outside its band, and a medical history', () => {
    const lab = configs.find((config) => config.id === 'lab')!;
    const outside = readings.filter((reading) => {
      const dataset = lab.datasets.find((candidate) => candidate.id === reading.datasetId);
      if (!dataset) return false;
      const band = referenceFor(dataset.reference, 'Male');
      const value = Number(Object.values(reading.values)[0]);
      return (
        band !== undefined &&
        ((band.low !== undefined && value < band.low) ||
          (band.high !== undefined && value > band.high))
      );
    });
    expect(outside.map((reading) => reading.datasetId)).toEqual([107]);
    expect(new Set(of(152).map((reading) => reading.createdOn.slice(0, 10))).size).toBe(4);
    const medical = readings.filter((reading) => datasetIds('medical').has(reading.datasetId));
    expect(medical.length).toBeGreaterThanOrEqual(6);
    expect(medical.every((reading) => reading.createdOn.endsWith(' 00:00:00'))).toBe(true);
  });

  it('is the same year on every start of the same day', () => {
    expect(demoYear(7, configs, today, 'Male')).toEqual(readings);
  });
});
