import { useEffect, useRef, useState } from 'react';
import { DateTime } from 'luxon';
import type { RoutineReply } from '../../../shared/api/workoutContract';
import { DATE_TIME_FORMAT } from '../../../shared/dates/dateFormats';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import { showToast } from '../../ui/feedback/toasts';
import { useAppSelector } from '../../state/hooks';
import { Button } from '../../ui/actions/Button';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { PageHeader } from '../../ui/layout/PageHeader';
import { TextWithSlots } from '../../ui/text/TextWithSlots';
import { selectSessionUser } from '../../api/sessionUser';
import { DeleteRoutineDialog } from './DeleteRoutineDialog';
import { EditRoutineDialog } from './EditRoutineDialog';
import { newWriteKey } from '../../api/outbox/writeKey';
import { PendingSessionsNotice } from './PendingSessionsNotice';
import { RoutineCard } from '../../engine/routine/RoutineCard';
import { RoutineHistory } from './RoutineHistory';
import {
  beginRun,
  recordedExercises,
  runSummary,
  sessionBody,
  type RoutineRun,
} from './routineRun';
import { clearRun, loadRun, saveRun } from './runStorage';
import { RunRoutineDialog } from './RunRoutineDialog';
import { SelectExercisesDialog } from './SelectExercisesDialog';
import { SelectRoutinesDialog } from './SelectRoutinesDialog';
import { SessionSummaryDialog } from './SessionSummaryDialog';
import { useSessionSaver } from './useSessionSaver';
import { useAskToStopMutation, useHideRoutineMutation, useRoutinesQuery } from './workoutApi';
import { planHolds } from '../../engine/routine/PrescriptionFacts';
import { todayIso } from '../../../shared/dates/dateRanges';
import { workoutTexts } from './workoutTexts';
import './WorkoutPage.css';
import './WorkoutDialogs.css';

/** The dialogs of the routines screen (docs/product.md#workout-routines); summary is driven by the session saver. */
type OpenDialog =
  | { kind: 'none' }
  | { kind: 'list' }
  | { kind: 'custom' }
  | { kind: 'start' }
  | { kind: 'edit'; routineId: number }
  | { kind: 'delete'; routineId: number };

/** The names of the recorded exercises the person marked "This hurt", for the summary. */
function hurtExerciseNames(
  run: RoutineRun,
  routine: RoutineReply | undefined,
  routineExerciseIds: readonly number[] | undefined,
): string[] {
  const names = new Map(
    routine?.routineexercise_set.map((entry) => [entry.id, entry.exercise.name]) ?? [],
  );
  return recordedExercises(run, routineExerciseIds)
    .filter((exercise) => exercise.hurt)
    .map((exercise) => names.get(exercise.routineExerciseId) ?? workoutTexts.exerciseRemoved);
}

/** /workout, 'My Workout Routines' (docs/product.md#workout-routines). */
export function WorkoutPage() {
  const user = useAppSelector(selectSessionUser);
  // The route is signed-in only; the guard renders this page only with a user.
  if (!user) return null;
  return <Workout key={user.id} userId={user.id} />;
}

function Workout({ userId }: { userId: number }) {
  const routines = useRoutinesQuery(undefined);
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  const [run, setRun] = useState<RoutineRun | undefined>(() => loadRun(userId));
  const saver = useSessionSaver(userId);
  const resumeOffered = useRef(false);
  const list = routines.data?.data;

  useEffect(() => {
    if (routines.isError)
      showToast('error', workoutMessages.viewRoutineFailed, { toastId: 'routines' });
  }, [routines.isError]);

  // A run kept from before a reload opens again where it was, once the routines are known.
  useEffect(() => {
    if (resumeOffered.current || !list || !run) return;
    resumeOffered.current = true;
    if (list.some((routine) => routine.id === run.routineId)) setDialog({ kind: 'start' });
    else {
      clearRun(userId);
      setRun(undefined);
    }
  }, [list, run, userId]);

  function changeRun(next: RoutineRun | undefined) {
    setRun(next);
    if (next) saveRun(userId, next);
    else clearRun(userId);
  }

  function start(routine: RoutineReply) {
    if (!run || run.routineId !== routine.id) {
      if (run && !window.confirm(workoutTexts.endRunQuestion(run.routineName))) return;
      changeRun(beginRun(routine, Date.now()));
    }
    setDialog({ kind: 'start' });
  }

  const finishing = useRef(false);
  async function finish(finishedRun: RoutineRun, finishedAt: number) {
    if (finishing.current) return;
    finishing.current = true;
    try {
      // The routine as the server has it now (another device may have changed it during the
      // run), or as last read when there is no connection.
      const latest = await routines
        .refetch()
        .unwrap()
        .catch(() => undefined);
      const routine = (latest?.data ?? list)?.find((entry) => entry.id === finishedRun.routineId);
      const routineExerciseIds = routine?.routineexercise_set.map((entry) => entry.id);
      const summary = runSummary(finishedRun, finishedAt, routineExerciseIds);
      const createdOn = DateTime.fromMillis(finishedAt).toFormat(DATE_TIME_FORMAT);
      saver.submit({
        idempotencyKey: newWriteKey(),
        routineName: finishedRun.routineName,
        summary,
        body: sessionBody(finishedRun, summary, createdOn, routineExerciseIds),
        ...(finishedRun.asksPain
          ? { hurtExercises: hurtExerciseNames(finishedRun, routine, routineExerciseIds) }
          : {}),
      });
      changeRun(undefined);
      setDialog({ kind: 'none' });
    } finally {
      finishing.current = false;
    }
  }

  const [hideRoutine] = useHideRoutineMutation();
  const [askToStopRoutine] = useAskToStopMutation();
  async function hide(routine: RoutineReply) {
    try {
      const reply = await hideRoutine({ id: routine.id, hidden: !routine.hidden }).unwrap();
      showToast('success', reply.message);
    } catch {
      showToast('error', workoutTexts.hideFailed);
    }
  }
  async function askToStop(routine: RoutineReply) {
    try {
      const reply = await askToStopRoutine({ id: routine.id }).unwrap();
      showToast('success', reply.message);
    } catch {
      showToast('error', workoutTexts.askToStopFailed);
    }
  }

  const routineById = (id: number | undefined) => list?.find((routine) => routine.id === id);
  const runRoutine = routineById(run?.routineId);
  const editing = routineById(dialog.kind === 'edit' ? dialog.routineId : undefined);
  const deleting = routineById(dialog.kind === 'delete' ? dialog.routineId : undefined);
  const close = () => setDialog({ kind: 'none' });
  // A run records the routine's exercises as they were when it began: the routine waits.
  function change(routine: RoutineReply, kind: 'edit' | 'delete') {
    if (run?.routineId === routine.id) {
      showToast('info', workoutTexts.runBlocksChange(routine.name), {
        toastId: 'run-blocks-change',
      });
      return;
    }
    setDialog({ kind, routineId: routine.id });
  }

  const shown = list?.filter((routine) => !routine.hidden) ?? [];
  const hidden = list?.filter((routine) => routine.hidden) ?? [];
  const today = todayIso();
  function card(routine: RoutineReply) {
    const prescribed = routine.plan !== null;
    return (
      <RoutineCard
        key={routine.id}
        routine={routine}
        actions={{
          running: run?.routineId === routine.id,
          onStart: () => start(routine),
          onEdit: () => change(routine, 'edit'),
          onDelete: () => change(routine, 'delete'),
          pastSessions: <RoutineHistory routineId={routine.id} />,
          locked: planHolds(routine, today),
          onHide: () => void hide(routine),
          onAskToStop:
            prescribed && routine.stop_requested_at === null && planHolds(routine, today)
              ? () => void askToStop(routine)
              : undefined,
        }}
      />
    );
  }

  return (
    <div className="workout">
      <title>{layoutTexts.documentTitle(workoutTexts.pageTitle)}</title>
      <PageHeader
        title={workoutTexts.pageTitle}
        subtitle={workoutTexts.pageSubtitle}
        actions={
          <>
            <Button onClick={() => setDialog({ kind: 'list' })}>{workoutTexts.addFromList}</Button>
            <Button variant="secondary" onClick={() => setDialog({ kind: 'custom' })}>
              {workoutTexts.addCustom}
            </Button>
          </>
        }
      />

      <PendingSessionsNotice pending={saver.pending} onDiscard={saver.discard} />
      {run && runRoutine && dialog.kind !== 'start' ? (
        <div className="workout__notice" role="status">
          <p>
            <TextWithSlots
              text={workoutTexts.runInProgress}
              slots={{ routine: <strong>{run.routineName}</strong> }}
            />
          </p>
          <div className="workout__notice-actions">
            <Button onClick={() => setDialog({ kind: 'start' })}>{workoutTexts.resume}</Button>
            <Button
              variant="ghost"
              onClick={() => {
                if (window.confirm(workoutTexts.discardRunQuestion(run.routineName))) {
                  changeRun(undefined);
                }
              }}
            >
              {workoutTexts.discardRun}
            </Button>
          </div>
        </div>
      ) : null}

      {routines.isLoading ? <LoadingState label={workoutTexts.loading} /> : null}
      {routines.isError ? (
        <ErrorState
          title={workoutTexts.loadFailed}
          message={workoutTexts.tryAgainHint}
          onRetry={() => void routines.refetch()}
        />
      ) : null}
      {list && list.length === 0 ? (
        <EmptyState
          title={workoutTexts.empty}
          message={workoutTexts.emptyHint}
          action={
            <Button onClick={() => setDialog({ kind: 'list' })}>{workoutTexts.addFromList}</Button>
          }
        />
      ) : null}
      {shown.length > 0 ? (
        <section aria-label={workoutTexts.yourRoutines} className="workout__list">
          {shown.map(card)}
        </section>
      ) : null}
      {hidden.length > 0 ? (
        <details className="workout__hidden">
          <summary>{workoutTexts.hiddenRoutines(hidden.length)}</summary>
          <div className="workout__list">{hidden.map(card)}</div>
        </details>
      ) : null}

      {dialog.kind === 'list' ? <SelectRoutinesDialog onClose={close} /> : null}
      {dialog.kind === 'custom' ? (
        <SelectExercisesDialog onClose={close} routineCounter={(list?.length ?? 0) + 1} />
      ) : null}
      {dialog.kind === 'start' && run && runRoutine ? (
        <RunRoutineDialog
          routine={runRoutine}
          run={run}
          onChange={changeRun}
          onFinish={(finishedRun, finishedAt) => void finish(finishedRun, finishedAt)}
          onClose={close}
        />
      ) : null}
      {editing ? <EditRoutineDialog routine={editing} onClose={close} /> : null}
      {deleting ? <DeleteRoutineDialog routine={deleting} onClose={close} /> : null}
      {saver.saved ? (
        <SessionSummaryDialog session={saver.saved} onClose={saver.dismissSaved} />
      ) : null}
    </div>
  );
}
