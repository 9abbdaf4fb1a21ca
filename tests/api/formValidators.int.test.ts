import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAjvRuntime } from '../../src/client/engine/dialog/formValidators/formValidatorRuntime';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { formValidatorsPath } from '../../src/shared/api/formValidatorsEndpoint';
import type { ProfileListReply } from '../../src/shared/api/profileListContract';
import type { ProfileDataset } from '../../src/shared/profile-config/datasetSchema';
import { readingFormSchema } from '../../src/shared/profile-config/readingFormSchema';
import type { FormValidatorsFactory } from '../../src/shared/profile-config/formValidatorsSource';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// Decision 017: the Add Data dialog validates with a module the server compiles per dataset.
describe('GET /api/form-validators/<dataset id>.js', () => {
  let t: TestApp;
  let datasets: ProfileDataset[];
  const moduleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-form-validators-'));

  /** Imports a served module as the browser does, from its text. */
  async function importServed(datasetId: number, text: string) {
    const file = path.join(moduleDir, `${datasetId}.mjs`);
    fs.writeFileSync(file, text);
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      default: FormValidatorsFactory;
    };
    return module.default(requireAjvRuntime);
  }

  beforeAll(async () => {
    t = await createTestApp();
    const { authorization } = await signUp(t.app);
    const reply = await asUser(t.app, authorization).get(accountEndpoints.profiles);
    // The datasets as the browser receives them: its schema hash must be in the module.
    datasets = reply
      .json<ProfileListReply>()
      .details.profiles.filter((profile) => profile.view_of === undefined)
      .flatMap((profile) => profile.dataset_set);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(moduleDir, { recursive: true, force: true });
  });

  function datasetNamed(name: string): ProfileDataset {
    const dataset = datasets.find((candidate) => candidate.name === name);
    if (!dataset) throw new Error(`No dataset named ${name}`);
    return dataset;
  }

  it('sends a JavaScript module, with an ETag, needing no sign-in', async () => {
    const bloodPressure = datasetNamed('Blood Pressure');
    const reply = await asUser(t.app).get(formValidatorsPath(bloodPressure.id));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).toMatch(/^\/\/ .*\nexport default function formValidators\(require\)/);

    const again = await asUser(t.app).send({
      method: 'GET',
      url: formValidatorsPath(bloodPressure.id),
      headers: { 'if-none-match': String(reply.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('validates every writable dataset’s form as the browser builds it', async () => {
    for (const dataset of datasets) {
      const reply = await asUser(t.app).get(formValidatorsPath(dataset.id));
      expect(reply.statusCode, dataset.name).toBe(200);
      const validators = await importServed(dataset.id, reply.body);
      // Throws when the module was compiled for another schema than the browser's.
      createPrecompiledValidator(validators, readingFormSchema(dataset));
    }
  });

  it('accepts a right reading and names what is wrong with a wrong one', async () => {
    const bloodPressure = datasetNamed('Blood Pressure');
    const reply = await asUser(t.app).get(formValidatorsPath(bloodPressure.id));
    const schema = readingFormSchema(bloodPressure);
    const validator = createPrecompiledValidator(
      await importServed(bloodPressure.id, reply.body),
      schema,
    );
    const [systolic, diastolic] = bloodPressure.structure.elements.map((element) => element.name);
    expect(systolic && diastolic).toBeTruthy();
    const right = { [systolic!]: 120, [diastolic!]: 80 };
    expect(validator.validateFormData(right, schema).errors).toEqual([]);
    const wrong = { [systolic!]: 120.5 };
    const problems = validator
      .validateFormData(wrong, schema)
      .errors.map((error) => `${error.property ?? ''} ${error.name ?? ''}`);
    expect(problems.sort()).toEqual([`${diastolic!} required`, `.${systolic!} type`].sort());
  });

  it('counts text in characters and checks dates as the server does', async () => {
    const event = datasetNamed('Medical Event');
    const reply = await asUser(t.app).get(formValidatorsPath(event.id));
    const schema = readingFormSchema(event);
    const validator = createPrecompiledValidator(await importServed(event.id, reply.body), schema);
    const right = {
      description: 'Calf strain 🏃',
      comment: 'x'.repeat(1999) + '😀',
      current_treatment: 'Rest',
      complications: 'None',
      date_of_treatment: '2024-02-29',
      resolved: 1,
    };
    expect(validator.validateFormData(right, schema).errors).toEqual([]);
    const wrong = {
      ...right,
      description: '',
      comment: 'x'.repeat(2001),
      date_of_treatment: '2026-02-30',
    };
    const problems = validator
      .validateFormData(wrong, schema)
      .errors.map((error) => `${error.property ?? ''} ${error.name ?? ''}`);
    expect(problems.sort()).toEqual(
      ['.comment maxLength', '.date_of_treatment format', '.description minLength'].sort(),
    );
  });

  it('answers 404 with a reason for a dataset that takes no readings or a malformed name', async () => {
    for (const file of ['999999.js', 'abc.js', '188', '..%2Fsecret.js']) {
      const reply = await asUser(t.app).get(`/api/form-validators/${file}`);
      expect(reply.statusCode, file).toBe(404);
      expect(reply.json<{ message: string }>().message).toMatch(/dataset id/);
    }
  });
});
