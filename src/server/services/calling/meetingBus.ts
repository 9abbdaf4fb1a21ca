import type { ServerMessage } from '../../../shared/calling/signalProtocol';
import type { DatabaseHandle } from '../../db/databaseHandle';
import {
  dropSignalPayloadsOlderThan,
  parkSignalPayload,
  readSignalPayload,
} from '../../db/repositories/signalPayloadsRepository';

const CHANNEL = 'motus_meetings';
/** NOTIFY takes at most 8000 bytes; leave room for the envelope's escaping. */
const NOTIFY_LIMIT = 7000;
const PARKED_FOR_SECONDS = 60;

/** A message for the people of one meeting: one of them (to), or all but one (except). */
export interface MeetingEnvelope {
  meeting: string;
  to?: string;
  except?: string;
  message: ServerMessage;
}

export interface MeetingBus {
  publish(envelope: MeetingEnvelope): Promise<void>;
  close(): Promise<void>;
}

/** An erased account: on every instance its sockets close and its meetings end. */
export interface AccountErased {
  userId: number;
  meetings: string[];
}

type Wire = { envelope: MeetingEnvelope } | { parked: number } | { erased: AccountErased };

/** Meeting ids per erasure notice: 100 of them stay far below NOTIFY's 8000 bytes. */
const MEETINGS_PER_NOTICE = 100;

/**
 * Tells every server instance that an account was erased, so each closes the sockets it
 * holds for that person, ends that person's meetings and drops what it keeps of them in
 * memory (a socket lives in one process only).
 */
export async function announceAccountErased(
  database: DatabaseHandle,
  erased: AccountErased,
): Promise<void> {
  let rest = erased.meetings;
  do {
    const meetings = rest.slice(0, MEETINGS_PER_NOTICE);
    rest = rest.slice(MEETINGS_PER_NOTICE);
    const notice: Wire = { erased: { userId: erased.userId, meetings } };
    await database.notify(CHANNEL, JSON.stringify(notice));
  } while (rest.length > 0);
}

/**
 * Every server instance sharing the database hears every meeting message (PostgreSQL
 * LISTEN/NOTIFY; PGlite has the same within its one process), and hands each to the sockets
 * it holds. Nothing about a meeting lives only in one instance's memory.
 */
export async function openMeetingBus(
  database: DatabaseHandle,
  deliver: (envelope: MeetingEnvelope) => void,
  onError: (error: unknown) => void,
  accountErased: (erased: AccountErased) => void,
): Promise<MeetingBus> {
  const { db } = database;
  const receive = async (payload: string) => {
    const wire = JSON.parse(payload) as Wire;
    if ('envelope' in wire) return deliver(wire.envelope);
    if ('erased' in wire) return accountErased(wire.erased);
    const parked = await readSignalPayload(db, wire.parked);
    if (parked !== undefined) deliver(JSON.parse(parked) as MeetingEnvelope);
  };
  const stop = await database.listen(CHANNEL, (payload) => {
    receive(payload).catch(onError);
  });
  return {
    async publish(envelope) {
      const text = JSON.stringify({ envelope } satisfies Wire);
      if (Buffer.byteLength(text) <= NOTIFY_LIMIT) {
        await database.notify(CHANNEL, text);
        return;
      }
      const parked = await parkSignalPayload(db, JSON.stringify(envelope));
      await database.notify(CHANNEL, JSON.stringify({ parked } satisfies Wire));
      await dropSignalPayloadsOlderThan(db, PARKED_FOR_SECONDS);
    },
    close: stop,
  };
}
