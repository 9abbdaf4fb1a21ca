import type { SubmitEvent } from 'react';
import { POLL_OPTIONS_MAX, POLL_TEXT_MAX } from '../../../../shared/calling/signalProtocol';
import { Button } from '../../../ui/actions/Button';
import { TextField } from '../../../ui/forms/TextField';
import { useFormState } from '../../../ui/forms/useFormState';
import type { Poll } from './callProvider';
import { pollTally } from './callSnapshotUpdates';
import { callTexts } from './callTexts';
import { NEW_POLL, pollToAsk } from './pollForm';

export interface PollsPanelProps {
  polls: readonly Poll[];
  selfId: string | undefined;
  onCreate: (question: string, options: string[]) => void;
  onVote: (pollId: string, option: number) => void;
}

/** Quick questions to everyone in the call, with the answers counted as they come. */
export function PollsPanel({ polls, selfId, onCreate, onVote }: PollsPanelProps) {
  // No messages: Ask stays disabled until the poll can be asked.
  const form = useFormState(NEW_POLL);
  const { options } = form.values;
  const toAsk = pollToAsk(form.values);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!toAsk) return;
    onCreate(toAsk.question, toAsk.options);
    form.reset();
  }

  return (
    <div className="call-panel">
      {polls.length === 0 ? <p className="call-panel__empty">{callTexts.noPolls}</p> : null}
      {polls.map((poll) => {
        const tally = pollTally(poll);
        const total = tally.reduce((sum, count) => sum + count, 0);
        const mine = selfId === undefined ? undefined : poll.votes[selfId];
        return (
          <section key={poll.id} className="call-poll" aria-label={poll.question}>
            <h3 className="call-poll__question">{poll.question}</h3>
            <p className="call-poll__by">{callTexts.pollBy(poll.by)}</p>
            <ul className="call-poll__options">
              {poll.options.map((option, index) => (
                <li key={option}>
                  <button
                    type="button"
                    className="call-poll__option"
                    aria-pressed={mine === index}
                    onClick={() => onVote(poll.id, index)}
                  >
                    <span
                      className="call-poll__bar"
                      style={{ width: total ? `${((tally[index] ?? 0) / total) * 100}%` : '0%' }}
                      aria-hidden="true"
                    />
                    <span className="call-poll__label">{option}</span>{' '}
                    <span className="call-poll__count">
                      {tally[index] ?? 0}
                      <span className="visually-hidden">
                        {' '}
                        {(tally[index] ?? 0) === 1 ? callTexts.vote : callTexts.votes}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <form className="call-poll__form" onSubmit={submit}>
        <TextField
          label={callTexts.pollQuestion}
          maxLength={POLL_TEXT_MAX}
          {...form.field('question')}
        />
        {options.map((option, index) => (
          <TextField
            // Options are edited in place: their position is their identity.
            key={index}
            label={callTexts.pollOption(index)}
            value={option}
            maxLength={POLL_TEXT_MAX}
            onChange={(event) =>
              form.setValue(
                'options',
                options.map((old, at) => (at === index ? event.target.value : old)),
              )
            }
          />
        ))}
        <div className="call-poll__actions">
          {options.length < POLL_OPTIONS_MAX ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => form.setValue('options', [...options, ''])}
            >
              {callTexts.addOption}
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={!toAsk}>
            {callTexts.createPoll}
          </Button>
        </div>
      </form>
    </div>
  );
}
