import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import type { SharingRow, UpdateSharingBody } from '../../../shared/api/careTeamContract';
import { personName } from '../../../shared/calling/personName';
import { careTeamMessages } from '../../../shared/messages/careTeamMessages';
import type { GrantAreaOption } from '../../../shared/profile-config/grantArea';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { Button } from '../../ui/actions/Button';
import { useFormState } from '../../ui/forms/useFormState';
import { Card } from '../../ui/layout/Card';
import { GrantAreasFields } from './GrantAreasFields';
import {
  draftOfRow,
  grantChoice,
  grantErrors,
  type GrantDraft,
  type GrantProblem,
} from './grantDraft';
import { dateTimeText, dayText } from '../../../shared/dates/displayedDates';
import { useUpdateSharingMutation } from './sharingApi';
import { sharingTexts } from './sharingTexts';
import { StopSharingDialog } from './StopSharingDialog';

export interface DoctorSharingCardProps {
  row: SharingRow;
  options: readonly GrantAreaOption[];
  /** yyyy-MM-dd */
  today: string;
}

/** One doctor: what they may see and until when, whether they have looked, Save and Stop. */
export function DoctorSharingCard({ row, options, today }: DoctorSharingCardProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const stopId = useId();
  // Where focus goes once the question has closed: the page is inert while it is open.
  const focusAfterQuestion = useRef<'stop' | 'heading' | undefined>(undefined);
  const [update, { isLoading }] = useUpdateSharingMutation();
  // Until the patient changes something the fields show the grant as it stands. A problem is
  // said at Save, at its field, which takes the focus; it goes at the next change.
  const form = useFormState(draftOfRow(row), (draft) => grantErrors(draft, today), {
    errorTiming: 'untilAnyEdit',
    followInitialValues: true,
  });
  const [confirmingStop, setConfirmingStop] = useState(false);
  const shown = form.values;
  const doctorName = personName(row.doctor);
  const sharing = row.profiles.length > 0;

  /** Sends a change; true when the server took it. */
  async function send(body: UpdateSharingBody, done: string): Promise<boolean> {
    try {
      const reply = await update(body).unwrap();
      form.reset(draftOfRow(reply.data));
      showToast('success', done);
      return true;
    } catch (error) {
      // A 400 names the field that was refused (an unknown area, a past date): say it as is.
      showToast('error', serverFailureMessage(error) ?? careTeamMessages.sharingFailed);
      return false;
    }
  }

  function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.attemptSubmit(event.currentTarget)) return;
    void send(
      { doctor_id: row.doctor.id, ...grantChoice(shown, options) },
      careTeamMessages.sharingSaved,
    );
  }

  async function stop() {
    const stopped = await send(
      { doctor_id: row.doctor.id, profiles: [], expires_on: null },
      careTeamMessages.sharingStopped,
    );
    // Stop sharing goes once nothing is shared: the card's name takes the focus then.
    focusAfterQuestion.current = stopped ? 'heading' : 'stop';
    setConfirmingStop(false);
  }

  /** The fields give the whole draft: each of its parts is set, so the form knows it was edited. */
  function change(next: GrantDraft) {
    for (const part of Object.keys(next) as (keyof GrantDraft)[]) form.setValue(part, next[part]);
  }

  function shownProblem(): GrantProblem | undefined {
    const areas = form.errorOf('areas');
    if (areas) return { field: 'areas', message: areas };
    const until = form.errorOf('until');
    return until ? { field: 'until', message: until } : undefined;
  }

  function keepSharing() {
    focusAfterQuestion.current = 'stop';
    setConfirmingStop(false);
  }

  useEffect(() => {
    if (confirmingStop || focusAfterQuestion.current === undefined) return;
    const target =
      focusAfterQuestion.current === 'heading' ? heading.current : document.getElementById(stopId);
    focusAfterQuestion.current = undefined;
    target?.focus();
  }, [confirmingStop, stopId]);

  return (
    <Card className="sharing-card">
      <article aria-labelledby={titleId}>
        <header className="sharing-card__header">
          <h3 className="sharing-card__name" id={titleId} ref={heading} tabIndex={-1}>
            {doctorName}
          </h3>
          <p className="sharing-card__email">{row.doctor.email}</p>
        </header>
        <ul className="sharing-card__facts">
          {sharing ? (
            <>
              {row.given_at ? (
                <li>
                  {sharingTexts.sharedSince(dateTimeText(row.given_at))}
                  {row.expires_on ? `, ${sharingTexts.sharedUntil(dayText(row.expires_on))}` : null}
                </li>
              ) : null}
              <li>
                {row.first_read_at
                  ? sharingTexts.firstViewed(dateTimeText(row.first_read_at))
                  : sharingTexts.notViewedYet}
              </li>
            </>
          ) : (
            <li className="sharing-card__none">{sharingTexts.notSharing}</li>
          )}
        </ul>
        <form className="sharing-card__form" noValidate onSubmit={save}>
          <GrantAreasFields
            options={options}
            value={shown}
            onChange={change}
            today={today}
            problem={shownProblem()}
            focusOnProblem={false}
            personName={doctorName}
            disabled={isLoading}
          />
          <div className="sharing-card__actions">
            <Button
              type="submit"
              loading={isLoading && !confirmingStop}
              disabled={isLoading}
              aria-describedby={titleId}
            >
              {sharingTexts.save}
            </Button>
            {sharing ? (
              <Button
                id={stopId}
                variant="secondary"
                disabled={isLoading}
                aria-describedby={titleId}
                onClick={() => setConfirmingStop(true)}
              >
                {sharingTexts.stopSharing}
              </Button>
            ) : null}
          </div>
        </form>
      </article>
      {confirmingStop ? (
        <StopSharingDialog
          doctorName={doctorName}
          busy={isLoading}
          onConfirm={() => void stop()}
          onClose={keepSharing}
        />
      ) : null}
    </Card>
  );
}
