import Form from '@rjsf/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { showToast, Toasts } from '../../ui/feedback/toasts';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { todayIso } from '../../../shared/dates/dateRanges';
import { Button } from '../../ui/actions/Button';
import { DateField } from '../../ui/forms/DateField';
import { SelectField } from '../../ui/forms/SelectField';
import { CloseIcon } from '../../ui/icons/interfaceIcons';
import { engineTexts, engineStateTexts } from '../engineTexts';
import { PasswordField } from '../../ui/forms/PasswordField';
import { useFormState } from '../../ui/forms/useFormState';
import {
  readingFormSchema,
  type ReadingFormData,
} from '../../../shared/profile-config/readingFormSchema';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { useReadingFormValidator } from './formValidators/useReadingFormValidator';
import { readingErrorMessages } from './readingErrorMessages';
import { readingFormTemplates } from './readingFormTemplates';
import { readingFormUiSchema } from './readingFormUiSchema';
import { readingWidgets } from './widgets/readingWidgets';
import { overlayTexts } from '../../ui/overlays/overlayTexts';
import { useNativeModal } from '../../ui/overlays/useNativeModal';
import { useSaveReading } from './useSaveReading';
import { dropDraft, keepDraft, takeDraft } from '../../state/sessionResume';
import { addDataDraftKey, type AddDataDraft } from './addDataDraft';
import { addDataValuesOf, validateAddData } from './addDataForm';
import { addDataTexts } from './addDataTexts';
import './AddDataDialog.css';

export interface AddDataDialogProps {
  profile: Pick<
    ProfileListEntry,
    | 'id'
    | 'name'
    | 'dialog_title'
    | 'dialog_labels'
    | 'dataset_set'
    | 'write'
    | 'messages'
    | 'pin'
    | 'record_date'
  >;
  open: boolean;
  onClose: () => void;
  /** The dataset chosen when the dialog opens: the one the active tab charts. */
  initialDatasetId?: number;
}

/**
 * The Add Data dialog of every profile (docs/product.md#add-data-and-validation): a data type from the profile's
 * datasets, a day no later than today, one input per element of the chosen dataset (an rjsf
 * form built from the dataset's JSON Schema), Add Data and Close.
 */
export default function AddDataDialog({
  profile,
  open,
  onClose,
  initialDatasetId,
}: AddDataDialogProps) {
  const datasets = profile.dataset_set;
  const formId = useId();
  const titleId = useId();
  const dialogRef = useNativeModal(open);
  const draftKey = addDataDraftKey(profile.id);
  // What was typed before a session expired, given back after signing in again.
  const [draft] = useState(() => takeDraft(draftKey) as AddDataDraft | undefined);
  const noDateMessage = profile.messages.no_date ?? engineTexts.noDate;
  // The day's and the pin's messages show after the first Add Data, then follow each change
  // until they are right. Focus is the reading form's to move: it goes to its first field in
  // error, and a missing day or pin is said in a toast.
  const form = useFormState(
    addDataValuesOf(datasets, draft, initialDatasetId),
    (values) => validateAddData(values, { noDateMessage, pinNeeded: profile.pin }),
    { errorTiming: 'afterSubmit', focusFirstError: false },
  );
  // The pin is typed in the dialog for each save (docs/product.md#add-data-and-validation),
  // never taken from the page's accepted pin.
  const { datasetId, day, pin } = form.values;
  // The reading's own values, as the generated form holds them.
  const [formData, setFormData] = useState<ReadingFormData>(draft?.formData ?? {});
  useEffect(() => {
    if (open) keepDraft(draftKey, { datasetId, day, formData } satisfies AddDataDraft);
    else dropDraft(draftKey);
  }, [draftKey, open, datasetId, day, formData]);
  // Unmounted by an expired session, the draft waits for the same person to sign in again.
  useEffect(() => () => dropDraft(draftKey, true), [draftKey]);
  const dialogToasts = useId();
  const { save, saving } = useSaveReading(profile, dialogToasts);

  const dataset = datasets.find((candidate) => candidate.id === datasetId) ?? datasets[0];
  const schema = useMemo(() => (dataset ? readingFormSchema(dataset) : undefined), [dataset]);
  const uiSchema = useMemo(() => (dataset ? readingFormUiSchema(dataset) : undefined), [dataset]);
  const transformErrors = useMemo(
    () => (schema ? readingErrorMessages(schema) : undefined),
    [schema],
  );
  const formValidator = useReadingFormValidator(dataset, schema);

  function chooseDataset(id: number) {
    // Values typed for one data type mean nothing for another (docs/product.md#add-data-and-validation),
    // and nothing is said until Add Data is pressed for it.
    form.reset({ ...form.values, datasetId: id });
    setFormData({});
  }

  async function add(values: ReadingFormData) {
    if (!dataset) return;
    const outcome = await save(dataset, day, values, pin);
    // A refused pin is typed again (docs/product.md#secure-pin).
    if (outcome === 'refused') form.setValue('pin', '');
    if (outcome !== 'saved' && outcome !== 'waiting') return;
    form.reset({ ...form.values, day: '', pin: '' });
    setFormData({});
    onClose();
  }

  return (
    <dialog ref={dialogRef} className="add-data-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="add-data-dialog__header">
        <h2 id={titleId} className="add-data-dialog__title">
          {profile.dialog_title}
        </h2>
        <button
          type="button"
          className="add-data-dialog__dismiss"
          aria-label={addDataTexts.closeDialog}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>

      <div className="add-data-dialog__body">
        <div className="add-data-dialog__choices">
          <SelectField
            label={profile.dialog_labels?.data_type ?? addDataTexts.dataType}
            value={dataset ? String(dataset.id) : ''}
            options={datasets.map((option) => ({
              value: String(option.id),
              label: option.name,
              searchWords: option.search_words,
            }))}
            onChange={(event) => chooseDataset(Number(event.target.value))}
          />
          <DateField
            label={profile.dialog_labels?.date ?? addDataTexts.date}
            max={todayIso()}
            required
            {...form.field('day')}
          />
        </div>

        {formValidator.state === 'loading' ? (
          <LoadingState label={engineStateTexts.formLoading} />
        ) : null}
        {formValidator.state === 'failed' ? (
          formValidator.reason === 'outdated' || formValidator.reason === 'broken' ? (
            <ErrorState
              compact
              title={
                formValidator.reason === 'outdated'
                  ? engineStateTexts.formOutdated
                  : engineStateTexts.formBroken
              }
              message={
                formValidator.reason === 'outdated'
                  ? engineStateTexts.formOutdatedHint
                  : engineStateTexts.formBrokenHint
              }
              onRetry={formValidator.retry}
              retryLabel={engineStateTexts.reloadPage}
            />
          ) : (
            <ErrorState
              compact
              title={engineStateTexts.formFailed}
              message={engineStateTexts.chartFailedHint}
              onRetry={formValidator.retry}
            />
          )
        ) : null}
        {dataset && schema && uiSchema && formValidator.state === 'ready' ? (
          <Form<ReadingFormData>
            // A new data type starts a new form: no values and no errors carry over.
            key={dataset.id}
            id={formId}
            className="add-data-dialog__form"
            schema={schema}
            uiSchema={uiSchema}
            formData={formData}
            validator={formValidator.validator}
            widgets={readingWidgets}
            templates={readingFormTemplates}
            transformErrors={transformErrors}
            showErrorList={false}
            noHtml5Validate
            omitExtraData
            liveValidate={form.submitAttempted ? 'onChange' : false}
            focusOnFirstError
            disabled={saving}
            onChange={(event) => setFormData(event.formData ?? {})}
            onError={() => {
              form.attemptSubmit();
              // The save says these itself; a reading refused here is not sent to it.
              const missing = form.errors.day ?? form.errors.pin;
              if (missing) showToast('warning', missing, { containerId: dialogToasts });
            }}
            onSubmit={(event) => {
              // The save says what is missing: a day or the pin.
              form.attemptSubmit();
              void add(event.formData ?? {});
            }}
          />
        ) : null}

        {profile.pin ? (
          <div className="add-data-dialog__pin">
            <PasswordField
              label={engineStateTexts.pinFieldLabel}
              hint={engineStateTexts.pinHint}
              required
              inputMode="numeric"
              autoComplete="off"
              {...form.field('pin')}
            />
          </div>
        ) : null}
      </div>

      <div className="add-data-dialog__footer">
        <Button variant="secondary" onClick={onClose}>
          {overlayTexts.close}
        </Button>
        <Button
          type="submit"
          form={formId}
          loading={saving}
          disabled={formValidator.state !== 'ready'}
        >
          {addDataTexts.add}
        </Button>
      </div>
      <Toasts containerId={dialogToasts} />
    </dialog>
  );
}
