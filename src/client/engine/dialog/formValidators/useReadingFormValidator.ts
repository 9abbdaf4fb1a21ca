import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { useContext, useEffect, useMemo, useState } from 'react';
import type { ProfileDataset } from '../../../../shared/profile-config/datasetSchema';
import type { ReadingFormData } from '../../../../shared/profile-config/readingFormSchema';
import type { CompiledFormValidators } from '../../../../shared/profile-config/formValidatorsSource';
import { FormValidatorSourceContext } from './formValidatorSource';
import { guardedValidators } from './guardedValidators';

export type ReadingFormValidator =
  | { state: 'loading' }
  | { state: 'ready'; validator: ValidatorType<ReadingFormData> }
  /**
   * The module could not be fetched (retry helps), was compiled for another schema (reload
   * helps), or threw while checking the form (a fault of ours: reloading may help).
   */
  | { state: 'failed'; reason: 'unreachable' | 'outdated' | 'broken'; retry: () => void };

/**
 * The validator of a dataset's Add Data form, from its compiled module (loaded once). A module
 * compiled for another schema means the page and the server disagree on the config: the page
 * is older than the server's configs.
 */
export function useReadingFormValidator(
  dataset: ProfileDataset | undefined,
  schema: RJSFSchema | undefined,
): ReadingFormValidator {
  const source = useContext(FormValidatorSourceContext);
  const [loaded, setLoaded] = useState<{ id: number; validators: CompiledFormValidators }>();
  const [failedAttempt, setFailedAttempt] = useState<number>();
  const [attempt, setAttempt] = useState(0);
  const [brokenDataset, setBrokenDataset] = useState<number>();

  const validators =
    dataset &&
    (source.peek(dataset) ?? (loaded?.id === dataset.id ? loaded.validators : undefined));

  useEffect(() => {
    if (dataset === undefined || validators !== undefined) return;
    let current = true;
    source.load(dataset).then(
      (loadedValidators) => {
        if (current) setLoaded({ id: dataset.id, validators: loadedValidators });
      },
      () => {
        if (current) setFailedAttempt(attempt);
      },
    );
    return () => {
      current = false;
    };
  }, [source, dataset, validators, attempt]);

  const datasetId = dataset?.id;
  const validator = useMemo(() => {
    if (validators === undefined || schema === undefined) return undefined;
    // rjsf may validate while it renders: the dialog's state changes after that render.
    const reportBroken = (error: unknown) => {
      console.error('The Add Data validator failed while checking the form', error);
      queueMicrotask(() => setBrokenDataset(datasetId));
    };
    try {
      return createPrecompiledValidator<ReadingFormData>(
        guardedValidators(validators, reportBroken),
        schema,
      );
    } catch {
      return 'outdated' as const;
    }
  }, [validators, schema, datasetId]);

  if (datasetId !== undefined && brokenDataset === datasetId) {
    return { state: 'failed', reason: 'broken', retry: () => window.location.reload() };
  }
  if (validator === 'outdated') {
    return { state: 'failed', reason: 'outdated', retry: () => window.location.reload() };
  }
  if (validator !== undefined) return { state: 'ready', validator };
  if (failedAttempt === attempt) {
    return { state: 'failed', reason: 'unreachable', retry: () => setAttempt(attempt + 1) };
  }
  return { state: 'loading' };
}
