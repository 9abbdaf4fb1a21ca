import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFormValidatorsInProcess } from '../../src/client/engine/testing/inProcessFormValidators';
import { serverAjvOptions } from '../../src/server/validation/serverAjvOptions';
import {
  datasetToJsonSchema,
  READING_VALUE_LIMIT,
  UNIT_KEYWORD,
} from '../../src/shared/profile-config/datasetToJsonSchema';
import type { ProfileDataset } from '../../src/shared/profile-config/datasetSchema';
import { readingFormSchema } from '../../src/shared/profile-config/readingFormSchema';
import { validateProfileConfigs } from '../../src/shared/profile-config/validateProfileConfigs';
import { shippedConfigFiles } from './shippedConfigFiles';

/** Every kind of element once, with the limits a fixture needs. */
const fixtureDataset: ProfileDataset = {
  id: 900,
  name: 'Every kind',
  post_api_name: 'every-kind',
  structure: {
    elements: [
      {
        name: 'score',
        ui_name: 'Score (0-10)',
        value_type: 'integer',
        unit: '',
        minimum: 0,
        maximum: 10,
      },
      { name: 'distance', ui_name: 'Distance', value_type: 'decimal', unit: 'm', minimum: 0 },
      { name: 'event_date', ui_name: 'Date of event', value_type: 'date', unit: '' },
      { name: 'resolved', ui_name: 'Resolved', value_type: 'boolean', unit: '' },
      { name: 'comment', ui_name: 'Comment', value_type: 'text', unit: '' },
    ],
  },
};

const valid = {
  score: 3,
  distance: 0.29,
  event_date: '2024-02-29',
  resolved: 1,
  comment: 'Felt fine',
  created_on: '2024-05-01 07:45',
};

/** One fixture set, each with the verdict both validators must reach. */
const fixtures: { name: string; body: Record<string, unknown>; accepted: boolean }[] = [
  { name: 'a complete reading', body: valid, accepted: true },
  {
    name: '0.29 on a 0.01 step (a float trap)',
    body: { ...valid, distance: 0.29 },
    accepted: true,
  },
  { name: '0.07 on a 0.01 step', body: { ...valid, distance: 0.07 }, accepted: true },
  { name: '12345.67 on a 0.01 step', body: { ...valid, distance: 12345.67 }, accepted: true },
  { name: '1.005: finer than 0.01', body: { ...valid, distance: 1.005 }, accepted: false },
  { name: 'a decimal sent as text', body: { ...valid, distance: '0.29' }, accepted: false },
  { name: 'below a minimum', body: { ...valid, distance: -0.01 }, accepted: false },
  {
    name: '1e20 where the element names no maximum',
    body: { ...valid, distance: 1e20 },
    accepted: false,
  },
  {
    name: 'the widest value an element without a maximum takes',
    body: { ...valid, distance: READING_VALUE_LIMIT },
    accepted: true,
  },
  { name: 'an integer sent as text', body: { ...valid, score: '12' }, accepted: false },
  { name: 'a fraction for an integer', body: { ...valid, score: 3.5 }, accepted: false },
  { name: '11 on a 0-10 scale', body: { ...valid, score: 11 }, accepted: false },
  { name: '10 on a 0-10 scale', body: { ...valid, score: 10 }, accepted: true },
  { name: '0 on a 0-10 scale', body: { ...valid, score: 0 }, accepted: true },
  { name: 'null for a value', body: { ...valid, score: null }, accepted: false },
  { name: 'true for a Yes', body: { ...valid, resolved: true }, accepted: false },
  { name: '0 for a No', body: { ...valid, resolved: 0 }, accepted: true },
  { name: '2 for a Yes/No', body: { ...valid, resolved: 2 }, accepted: false },
  { name: '30 February', body: { ...valid, event_date: '2026-02-30' }, accepted: false },
  { name: 'a date as dd/MM/yyyy', body: { ...valid, event_date: '01/05/2024' }, accepted: false },
  { name: 'empty text', body: { ...valid, comment: '' }, accepted: false },
  {
    name: 'text over 2000 characters',
    body: { ...valid, comment: 'x'.repeat(2001) },
    accepted: false,
  },
  { name: 'a missing value', body: withoutKey(valid, 'comment'), accepted: false },
  { name: 'a missing created_on', body: withoutKey(valid, 'created_on'), accepted: false },
  { name: 'a field the dataset lacks', body: { ...valid, mood: 'good' }, accepted: false },
  { name: 'created_on as a day', body: { ...valid, created_on: '2024-05-01' }, accepted: true },
  { name: 'created_on with T', body: { ...valid, created_on: '2024-05-01T07:45' }, accepted: true },
  {
    name: 'created_on at 24:00',
    body: { ...valid, created_on: '2024-05-01 24:00' },
    accepted: false,
  },
  {
    name: 'created_on with seconds',
    body: { ...valid, created_on: '2024-05-01 07:45:00' },
    accepted: false,
  },
  { name: 'created_on in month 13', body: { ...valid, created_on: '2024-13-01' }, accepted: false },
];

function withoutKey(body: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([name]) => name !== key));
}

/** Fastify with the server's own ajv options. */
function serverLikeApp(): FastifyInstance {
  return Fastify({
    ajv: { customOptions: serverAjvOptions },
  });
}

// The Add Data dialog's validator: the server's compiled module for the form schema (the
// values; the day comes from the dialog's date picker), through rjsf's precompiled validator.
const formSchema = readingFormSchema(fixtureDataset);
const dialogValidator = createPrecompiledValidator(
  compileFormValidatorsInProcess(fixtureDataset),
  formSchema,
);

describe('one write schema, two validators, the same verdicts', () => {
  const schema = datasetToJsonSchema(fixtureDataset);
  let server: FastifyInstance;

  beforeAll(async () => {
    server = serverLikeApp();
    server.post('/every-kind/', { schema: { body: schema } }, () => ({ status: 'success' }));
    await server.ready();
  });
  afterAll(() => server.close());

  it.each(fixtures)('$name → accepted: $accepted', async ({ body, accepted }) => {
    const reply = await server.inject({ method: 'POST', url: '/every-kind/', payload: body });
    const { created_on: day, ...values } = body;
    const browser = dialogValidator.validateFormData(values, formSchema);
    // The form holds the values only: a fixture about the day leaves them valid.
    const aboutTheDay = day !== valid.created_on;
    expect({ server: reply.statusCode === 200, browser: browser.errors.length === 0 }).toEqual({
      server: accepted,
      browser: aboutTheDay ? true : accepted,
    });
  });

  it('carries the label as title and the unit as x-unit', () => {
    expect(schema.properties.distance).toEqual({
      type: 'number',
      title: 'Distance',
      [UNIT_KEYWORD]: 'm',
      multipleOf: 0.01,
      minimum: 0,
      maximum: READING_VALUE_LIMIT,
    });
    expect(schema.properties.score).not.toHaveProperty(UNIT_KEYWORD);
    expect(schema.required).toEqual([
      'score',
      'distance',
      'event_date',
      'resolved',
      'comment',
      'created_on',
    ]);
  });

  it('compiles in the server-like ajv for every shipped dataset', async () => {
    const app = serverLikeApp();
    const datasets = validateProfileConfigs(shippedConfigFiles())
      .filter((config) => config.view_of === undefined)
      .flatMap((config) => config.datasets);
    for (const dataset of datasets) {
      app.post(
        `/${dataset.post_api_name}/`,
        { schema: { body: datasetToJsonSchema(dataset) } },
        () => ({}),
      );
    }
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
