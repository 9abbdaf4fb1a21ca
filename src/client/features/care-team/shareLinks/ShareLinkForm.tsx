import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { showToast } from '../../../ui/feedback/toasts';
import { NO_SECURE_PIN_TEXT } from '../../../../shared/api/securePinContract';
import type { GrantAreaOption } from '../../../../shared/profile-config/grantArea';
import { serverFailureMessage } from '../../../api/serverFailureMessage';
import { useVerifySecurePinQuery } from '../../../engine/api/securePinApi';
import { isPinRefusal } from '../../../engine/api/replyFailure';
import { engineTexts } from '../../../engine/engineTexts';
import { EnterPinDialog } from '../../../engine/pin/EnterPinDialog';
import type { PinCheckOutcome } from '../../../engine/pin/usePinCheck';
import { Button } from '../../../ui/actions/Button';
import { ErrorState } from '../../../ui/feedback/ErrorState';
import { DateField } from '../../../ui/forms/DateField';
import { PasswordField } from '../../../ui/forms/PasswordField';
import { TextField } from '../../../ui/forms/TextField';
import { GrantAreaCheckboxes } from '../GrantAreaCheckboxes';
import {
  emptyShareLinkDraft,
  latestLinkEnd,
  shareLinkBody,
  shareLinkProblem,
  type ShareLinkDraft,
  type ShareLinkField,
  type ShareLinkProblem,
} from './shareLinkDraft';
import type { CreateShareLinkReply } from '../../../../shared/api/shareLinksContract';
import { useCreateShareLinkMutation } from './shareLinksApi';
import { LABEL_MAX_LENGTH, PASSCODE_MAX_LENGTH, shareLinkTexts } from './shareLinkTexts';

export interface ShareLinkFormProps {
  options: readonly GrantAreaOption[];
  /** The areas whose data opens only with the person's secure pin. */
  pinGatedAreas: ReadonlySet<string>;
  /** yyyy-MM-dd. */
  today: string;
  onCreated: (created: CreateShareLinkReply['data'], withPasscode: boolean) => void;
}

/**
 * The choice of a new link: areas, the readings' range, its end, an optional passcode and
 * label. A pin-gated area asks for the secure pin first, as opening its page would.
 */
export function ShareLinkForm({ options, pinGatedAreas, today, onCreated }: ShareLinkFormProps) {
  const headingId = useId();
  const pinToastsId = useId();
  const [draft, setDraft] = useState<ShareLinkDraft>(() => emptyShareLinkDraft(today));
  const [problem, setProblem] = useState<ShareLinkProblem>();
  const [failure, setFailure] = useState<string>();
  const [askingPin, setAskingPin] = useState(false);
  const [create, { isLoading }] = useCreateShareLinkMutation();
  const needsPin = draft.profiles.some((area) => pinGatedAreas.has(area));
  const verify = useVerifySecurePinQuery(undefined, { skip: !needsPin });
  const fields = useRef(new Map<ShareLinkField, HTMLInputElement | null>());
  const fieldRef = (field: ShareLinkField) => (input: HTMLInputElement | null) => {
    fields.current.set(field, input);
  };

  // A new problem moves focus to its field, so a keyboard user lands where the fix is.
  useEffect(() => {
    if (problem) fields.current.get(problem.field)?.focus();
  }, [problem]);

  const errorOf = (field: ShareLinkField) =>
    problem?.field === field ? problem.message : undefined;
  const change = (next: Partial<ShareLinkDraft>) =>
    setDraft((current) => ({ ...current, ...next }));

  /** Sends the link's choice; 'refused' when the pin was the reason. */
  async function send(securePin?: string): Promise<PinCheckOutcome> {
    setFailure(undefined);
    try {
      const reply = await create({ body: shareLinkBody(draft, options), securePin }).unwrap();
      setAskingPin(false);
      onCreated(reply.data, draft.passcode !== '');
      setDraft(emptyShareLinkDraft(today));
      return 'accepted';
    } catch (error) {
      if (securePin !== undefined && isPinRefusal(error)) {
        const status = (error as { status?: unknown }).status;
        showToast(
          'error',
          status === 403
            ? engineTexts.pinDenied
            : (serverFailureMessage(error) ?? engineTexts.pinDenied),
          { containerId: pinToastsId },
        );
        return 'refused';
      }
      setAskingPin(false);
      setFailure(serverFailureMessage(error) ?? shareLinkTexts.checkConnection);
      return 'accepted';
    }
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = shareLinkProblem(draft, today);
    setProblem(found);
    if (found) return;
    const hasNoPin = verify.data?.data === NO_SECURE_PIN_TEXT;
    if (needsPin && !hasNoPin) setAskingPin(true);
    else void send();
  }

  return (
    <>
      <form className="share-link-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
        <h3 className="share-links__subtitle" id={headingId}>
          {shareLinkTexts.formTitle}
        </h3>
        <GrantAreaCheckboxes
          options={options}
          selected={draft.profiles}
          onToggle={(area) =>
            change({
              profiles: draft.profiles.includes(area)
                ? draft.profiles.filter((id) => id !== area)
                : [...draft.profiles, area],
            })
          }
          legend={shareLinkTexts.areasLegend}
          error={errorOf('areas')}
          disabled={isLoading}
          firstBoxRef={fieldRef('areas')}
        />
        <div className="share-link-form__dates">
          <DateField
            ref={fieldRef('dateFrom')}
            label={shareLinkTexts.readingsFrom}
            max={today}
            value={draft.dateFrom}
            error={errorOf('dateFrom')}
            disabled={isLoading}
            onChange={(event) => change({ dateFrom: event.target.value })}
          />
          <DateField
            ref={fieldRef('dateTo')}
            label={shareLinkTexts.readingsTo}
            max={today}
            value={draft.dateTo}
            error={errorOf('dateTo')}
            disabled={isLoading}
            onChange={(event) => change({ dateTo: event.target.value })}
          />
          <DateField
            ref={fieldRef('expiresOn')}
            label={shareLinkTexts.endsOn}
            hint={shareLinkTexts.endsOnHint}
            min={today}
            max={latestLinkEnd(today)}
            value={draft.expiresOn}
            error={errorOf('expiresOn')}
            disabled={isLoading}
            onChange={(event) => change({ expiresOn: event.target.value })}
          />
        </div>
        <div className="share-link-form__texts">
          <PasswordField
            secretName="passcode"
            ref={fieldRef('passcode')}
            label={shareLinkTexts.passcode}
            optional
            hint={shareLinkTexts.passcodeHint}
            autoComplete="new-password"
            // One more than allowed, so a pasted passcode that is too long is said, not cut.
            maxLength={PASSCODE_MAX_LENGTH + 1}
            value={draft.passcode}
            error={errorOf('passcode')}
            disabled={isLoading}
            onChange={(event) => change({ passcode: event.target.value })}
          />
          <TextField
            ref={fieldRef('label')}
            label={shareLinkTexts.label}
            optional
            hint={shareLinkTexts.labelHint}
            maxLength={LABEL_MAX_LENGTH + 1}
            value={draft.label}
            error={errorOf('label')}
            disabled={isLoading}
            onChange={(event) => change({ label: event.target.value })}
          />
        </div>
        {failure ? (
          <ErrorState compact title={shareLinkTexts.createFailed} message={failure} />
        ) : null}
        <div className="share-link-form__actions">
          <Button type="submit" loading={isLoading && !askingPin}>
            {shareLinkTexts.create}
          </Button>
        </div>
      </form>
      {askingPin ? (
        <EnterPinDialog
          toastsId={pinToastsId}
          checking={isLoading}
          onEnter={send}
          onCancel={() => setAskingPin(false)}
        />
      ) : null}
    </>
  );
}
