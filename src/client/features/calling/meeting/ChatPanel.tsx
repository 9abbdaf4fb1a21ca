import type { SubmitEvent } from 'react';
import { DateTime } from 'luxon';
import { CHAT_TEXT_MAX } from '../../../../shared/calling/signalProtocol';
import { Button } from '../../../ui/actions/Button';
import { useFormState } from '../../../ui/forms/useFormState';
import type { ChatLine } from './callProvider';
import { callTexts } from './callTexts';

export interface ChatPanelProps {
  lines: readonly ChatLine[];
  selfId: string | undefined;
  onSend: (text: string) => void;
}

/** The call's chat: everyone in the meeting, for as long as the call lasts. */
export function ChatPanel({ lines, selfId, onSend }: ChatPanelProps) {
  // No messages: a message of only spaces is simply not sent.
  const form = useFormState({ text: '' });
  const { text } = form.values;
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') return;
    onSend(text);
    form.reset();
  }
  return (
    <div className="call-panel">
      {lines.length === 0 ? <p className="call-panel__empty">{callTexts.noChat}</p> : null}
      <ol className="call-chat" aria-live="polite">
        {lines.map((line) => (
          <li
            key={line.id}
            className={
              line.from === selfId ? 'call-chat__line call-chat__line--own' : 'call-chat__line'
            }
          >
            <span className="call-chat__meta">
              {line.name} · {DateTime.fromISO(line.at).toFormat('HH:mm')}
            </span>
            <span className="call-chat__text">{line.text}</span>
          </li>
        ))}
      </ol>
      <form className="call-chat__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="call-chat-input">
          {callTexts.chatLabel}
        </label>
        <input
          id="call-chat-input"
          className="field__control"
          value={text}
          maxLength={CHAT_TEXT_MAX}
          placeholder={callTexts.chatLabel}
          onChange={(event) => form.setValue('text', event.target.value)}
        />
        <Button type="submit" size="sm">
          {callTexts.send}
        </Button>
      </form>
    </div>
  );
}
