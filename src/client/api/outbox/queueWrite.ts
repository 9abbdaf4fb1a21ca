import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { askForBackgroundSync } from './backgroundSync';
import { announceOutboxChanged } from './outboxChanges';
import { writeDropped, writeQueued } from './outboxSlice';
import { DeviceStorageFull, forgetWrite, keepWrite } from './outboxStore';
import type { QueuedWrite } from './queuedWrite';
import { settle, trySending } from './sendWrites';
import type { WriteOutcome } from './writeOutcome';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * How a save the person just made went:
 * - the outcome of sending it now, when the server answered (sent, refused, unavailable);
 * - waiting: kept on the device, sent when the network or the person's session is back;
 * - not-kept: no network, and the device could not keep it (storage full): still in the form.
 */
export type SaveNowOutcome = WriteOutcome | { kind: 'waiting' } | { kind: 'not-kept' };

export interface SaveNowOptions {
  /**
   * Whether a write the server refused now stays queued with its words (a finished run,
   * which only the person may give up) or leaves at once (a form still open to fix it).
   */
  keepRefused: boolean;
}

async function keptOnDevice(write: QueuedWrite): Promise<'kept' | 'full' | 'failed'> {
  try {
    await keepWrite(write);
    return 'kept';
  } catch (error) {
    console.warn('Motus could not keep a write on this device', error);
    return error instanceof DeviceStorageFull ? 'full' : 'failed';
  }
}

/**
 * Saves a write: kept on the device first, so nothing the person saved is lost if the
 * network drops mid-way, then sent at once with its key. A write the device could not keep
 * is still sent; only when that fails too is the person told it was not kept.
 */
export async function saveNow(
  write: QueuedWrite,
  dispatch: Dispatch,
  { keepRefused }: SaveNowOptions,
): Promise<SaveNowOutcome> {
  const kept = await keptOnDevice(write);
  if (kept === 'kept') {
    dispatch(writeQueued(write));
    announceOutboxChanged();
  }
  const outcome = await trySending(write, dispatch);
  if (kept !== 'kept') {
    if (outcome.kind === 'unreachable' || outcome.kind === 'signed-out')
      return { kind: 'not-kept' };
    return outcome;
  }
  if (outcome.kind === 'sent' || (outcome.kind === 'refused' && keepRefused)) {
    await settle(write, outcome, dispatch);
    return outcome;
  }
  if (
    outcome.kind === 'unreachable' ||
    outcome.kind === 'signed-out' ||
    (outcome.kind === 'unavailable' && keepRefused)
  ) {
    askForBackgroundSync();
    return { kind: 'waiting' };
  }
  // Refused, or the server failing, with the form still open: the person decides there.
  await dropWrite(write.key, dispatch);
  return outcome;
}

/** The person gives up a write (or fixes it in the form): it leaves the device. */
export async function dropWrite(key: string, dispatch: Dispatch): Promise<void> {
  await forgetWrite(key).catch((error: unknown) => {
    console.warn('Motus could not remove a write from this device', error);
  });
  dispatch(writeDropped(key));
  announceOutboxChanged();
}
