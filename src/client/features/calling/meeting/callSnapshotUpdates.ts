import type { CallSnapshot, ChatLine, Participant, Poll } from './callProvider';
import { callNoticeTexts } from './callTexts';

/** Pure steps from one snapshot to the next, shared by the providers and their tests. */

export function upsertParticipant(
  snapshot: CallSnapshot,
  id: string,
  change: Partial<Participant> & Pick<Participant, 'name'>,
): CallSnapshot {
  const existing = snapshot.participants.find((participant) => participant.id === id);
  const next: Participant = existing
    ? { ...existing, ...change }
    : {
        id,
        isSelf: false,
        canModerate: false,
        media: { mic: true, cam: true, screen: null },
        camera: null,
        screen: null,
        connection: 'connecting',
        ...change,
      };
  const others = snapshot.participants.filter((participant) => participant.id !== id);
  // The local person stays first; everyone else in the order they came.
  const participants = existing
    ? snapshot.participants.map((participant) => (participant.id === id ? next : participant))
    : next.isSelf
      ? [next, ...others]
      : [...others, next];
  return { ...snapshot, participants };
}

export function updateParticipant(
  snapshot: CallSnapshot,
  id: string,
  change: Partial<Participant>,
): CallSnapshot {
  if (!snapshot.participants.some((participant) => participant.id === id)) return snapshot;
  return {
    ...snapshot,
    participants: snapshot.participants.map((participant) =>
      participant.id === id ? { ...participant, ...change } : participant,
    ),
  };
}

export function removeParticipant(snapshot: CallSnapshot, id: string): CallSnapshot {
  const leaving = snapshot.participants.find((participant) => participant.id === id);
  if (!leaving) return snapshot;
  return {
    ...snapshot,
    participants: snapshot.participants.filter((participant) => participant.id !== id),
    notices: [...snapshot.notices, callNoticeTexts.participantLeft(leaving.name)],
  };
}

/** Something the meeting tells this person (a refusal, a device missing), in turn. */
export function addNotice(snapshot: CallSnapshot, notice: string): CallSnapshot {
  return { ...snapshot, notices: [...snapshot.notices, notice] };
}

export function addChatLine(snapshot: CallSnapshot, line: ChatLine): CallSnapshot {
  return { ...snapshot, chat: [...snapshot.chat, line] };
}

export function addPoll(snapshot: CallSnapshot, poll: Poll): CallSnapshot {
  if (snapshot.polls.some((existing) => existing.id === poll.id)) return snapshot;
  return { ...snapshot, polls: [...snapshot.polls, poll] };
}

export function recordVote(
  snapshot: CallSnapshot,
  pollId: string,
  voter: string,
  option: number,
): CallSnapshot {
  return {
    ...snapshot,
    polls: snapshot.polls.map((poll) =>
      poll.id === pollId && option >= 0 && option < poll.options.length
        ? { ...poll, votes: { ...poll.votes, [voter]: option } }
        : poll,
    ),
  };
}

/** How many chose each option. */
export function pollTally(poll: Poll): number[] {
  const counts = poll.options.map(() => 0);
  for (const option of Object.values(poll.votes)) {
    counts[option] = (counts[option] ?? 0) + 1;
  }
  return counts;
}
