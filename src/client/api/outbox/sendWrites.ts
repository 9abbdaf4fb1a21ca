import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { selectSessionUser, type SessionState } from '../sessionUser';
import { outboxTexts } from './outboxTexts';
import { sendQueuedWrite } from './outboxApi';
import { announceOutboxChanged, oneSenderAtATime } from './outboxChanges';
import { writeRefused, writeSent, writesRead } from './outboxSlice';
import { forgetWrite, noteRefusal, writesOf } from './outboxStore';
import type { QueuedWrite } from './queuedWrite';
import { passGoesOn, writeOutcome, type WriteOutcome } from './writeOutcome';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type GetState = () => unknown;

const signedInId = (getState: GetState) =>
  selectSessionUser(getState() as { session: SessionState })?.id;

/** Sends one write as the signed-in person and says how it ended; the device's copy is not touched. */
export async function trySending(write: QueuedWrite, dispatch: Dispatch): Promise<WriteOutcome> {
  const result = await dispatch(sendQueuedWrite.initiate(write, { track: false }));
  if (!('error' in result) || result.error === undefined) {
    return writeOutcome(200, result.data, outboxTexts.refusedWithoutWords);
  }
  const { error } = result;
  const status = 'status' in error && typeof error.status === 'number' ? error.status : 'network';
  const body = 'data' in error ? error.data : undefined;
  return writeOutcome(status, body, outboxTexts.refusedWithoutWords);
}

/** Brings the device's copy and the page in line with an outcome. */
export async function settle(write: QueuedWrite, outcome: WriteOutcome, dispatch: Dispatch) {
  if (outcome.kind === 'sent') {
    await forgetWrite(write.key);
    dispatch(writeSent(write.key));
    announceOutboxChanged();
  } else if (outcome.kind === 'refused' && outcome.refusal !== write.refusal) {
    await noteRefusal(write.key, outcome.refusal);
    dispatch(writeRefused({ key: write.key, refusal: outcome.refusal }));
    announceOutboxChanged();
  }
}

/** Reads the signed-in person's waiting writes from the device into the page. */
export async function readWaitingWrites(dispatch: Dispatch, getState: GetState): Promise<void> {
  const userId = signedInId(getState);
  if (userId === undefined) return;
  const writes = await writesOf(userId);
  // The person may have changed while the device was read: their list is read again then.
  if (signedInId(getState) === userId) dispatch(writesRead(writes));
}

/**
 * Sends the signed-in person's waiting writes, oldest first, one pass at a time on the
 * device. Only that person's writes are read, and each is sent only while they are still
 * the one signed in; a pass stops at the first write the network or the session could not
 * take, since the next would fare the same.
 */
export async function sendWaitingWrites(dispatch: Dispatch, getState: GetState): Promise<void> {
  const userId = signedInId(getState);
  if (userId === undefined) return;
  await oneSenderAtATime(async () => {
    for (const write of await writesOf(userId)) {
      if (signedInId(getState) !== userId) return;
      const outcome = await trySending(write, dispatch);
      await settle(write, outcome, dispatch);
      if (!passGoesOn(outcome)) return;
    }
  });
  await readWaitingWrites(dispatch, getState);
}
