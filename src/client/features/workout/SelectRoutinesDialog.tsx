import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { showToast, Toasts } from '../../ui/feedback/toasts';
import type { TemplateRoutineReply } from '../../../shared/api/workoutContract';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import {
  labelOf,
  ROUTINE_CATEGORIES,
  TEMPLATE_CATEGORY_KEYS,
} from '../../../shared/workout/workoutVocabulary';
import { Button } from '../../ui/actions/Button';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { SelectField } from '../../ui/forms/SelectField';
import { TextField } from '../../ui/forms/TextField';
import { useFormState } from '../../ui/forms/useFormState';
import { Dialog } from '../../ui/overlays/Dialog';
import { useTemplatePageQuery } from '../../engine/routine/catalogueApi';
import { useCopyTemplatesMutation } from './workoutApi';
import { CheckboxOption } from './CheckboxOption';
import { routinePreview } from '../../engine/routine/routinePreview';
import { routineTexts } from '../../engine/routine/routineTexts';
import { isTemplateCategory, noRoutinesChosen, toCopyTemplatesBody } from './selectRoutinesForm';
import { workoutTexts } from './workoutTexts';
import './WorkoutDialogs.css';

export interface SelectRoutinesDialogProps {
  onClose: () => void;
}

const CATEGORY_OPTIONS = TEMPLATE_CATEGORY_KEYS.map((key) => ({
  value: key,
  label: labelOf(ROUTINE_CATEGORIES, key),
}));

/**
 * 'Select Routines' (docs/product.md#workout-routines): ready-made routines, a page at a time, filtered by category
 * or a search. Ticks are kept across pages and filters, so a person can gather routines
 * from several searches and add them in one go.
 */
export function SelectRoutinesDialog({ onClose }: SelectRoutinesDialogProps) {
  // A modal sits above the page's toasts: what is said while it stays open is said in it.
  const toastsId = useId();
  // None ticked is said in a toast at Add Routines; the filters have nothing to say.
  const form = useFormState(noRoutinesChosen);
  const ticked = form.values.routines;
  // The page and the search as last sent: what is listed, not what is typed.
  const [page, setPage] = useState(1);
  const [listing, setListing] = useState('');
  const templates = useTemplatePageQuery({
    page,
    category: form.values.category || undefined,
    listing: listing || undefined,
  });
  const [copyTemplates, copying] = useCopyTemplatesMutation();
  const pages = templates.data?.data.pages;
  const shown = templates.currentData?.data.result;

  useEffect(() => {
    if (templates.isError) {
      showToast('error', workoutMessages.searchFailed, {
        containerId: toastsId,
        toastId: 'templates',
      });
    }
  }, [templates.isError, toastsId]);

  function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setListing(form.values.search.trim());
    setPage(1);
  }

  async function addRoutines() {
    if (ticked.length === 0) {
      showToast('error', workoutMessages.selectRoutines, { containerId: toastsId });
      return;
    }
    try {
      await copyTemplates(toCopyTemplatesBody(form.values)).unwrap();
      // The dialog closes: the page's own toasts say it.
      showToast('success', workoutMessages.routineAdded);
      onClose();
    } catch {
      showToast('error', workoutMessages.addRoutineFailed, { containerId: toastsId });
    }
  }

  return (
    <Dialog
      open
      title={workoutTexts.selectRoutinesTitle}
      onClose={onClose}
      footer={
        <>
          <p className="workout-dialog__count" aria-live="polite">
            {workoutTexts.selectedCount(ticked.length)}
          </p>
          <Button variant="secondary" onClick={onClose}>
            {workoutTexts.close}
          </Button>
          <Button loading={copying.isLoading} onClick={() => void addRoutines()}>
            {workoutTexts.addRoutines}
          </Button>
        </>
      }
    >
      <div className="workout-dialog">
        <form className="workout-dialog__filters" role="search" onSubmit={search}>
          <SelectField
            label={workoutTexts.category}
            placeholder={workoutTexts.allCategories}
            options={CATEGORY_OPTIONS}
            {...form.field('category')}
            onChange={(event) => {
              const value = event.target.value;
              form.setValue('category', isTemplateCategory(value) ? value : '');
              setPage(1);
            }}
          />
          <TextField
            type="search"
            label={workoutTexts.searchRoutines}
            maxLength={80}
            {...form.field('search')}
          />
          <Button type="submit" variant="secondary">
            {workoutTexts.search}
          </Button>
        </form>

        <section aria-label={workoutTexts.templatesLabel} aria-busy={templates.isFetching}>
          {templates.isError ? (
            <ErrorState
              compact
              title={workoutTexts.templatesFailed}
              message={workoutTexts.tryAgainHint}
              onRetry={() => void templates.refetch()}
            />
          ) : shown === undefined ? (
            <LoadingState label={workoutTexts.templatesLoading} />
          ) : shown.length === 0 ? (
            <EmptyState title={workoutTexts.noTemplates} />
          ) : (
            <ul className="workout-dialog__options">
              {shown.map((template) => (
                <li key={template.id}>
                  <TemplateOption
                    template={template}
                    checked={ticked.includes(template.id)}
                    onToggle={() => form.toggleItem('routines', template.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav className="workout-dialog__pager" aria-label={workoutTexts.pagesLabel}>
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage((current) => current - 1)}
          >
            {workoutTexts.previousPage}
          </Button>
          <p className="workout-dialog__page" aria-live="polite">
            {pages === undefined ? null : workoutTexts.pageOf(page, pages)}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={pages === undefined || page >= pages}
            onClick={() => setPage((current) => current + 1)}
          >
            {workoutTexts.nextPage}
          </Button>
        </nav>
      </div>
      <Toasts containerId={toastsId} />
    </Dialog>
  );
}

interface TemplateOptionProps {
  template: TemplateRoutineReply;
  checked: boolean;
  onToggle: () => void;
}

function TemplateOption({ template, checked, onToggle }: TemplateOptionProps) {
  const { shown, more } = routinePreview(template.routineexercise_set);
  const names = shown.map((entry) => entry.exercise.name).join(', ');
  return (
    <CheckboxOption
      name={template.name}
      meta={labelOf(ROUTINE_CATEGORIES, template.category)}
      detail={more > 0 ? `${names} ${routineTexts.moreExercises(more)}` : names}
      checked={checked}
      onToggle={onToggle}
    />
  );
}
