import { useId, useState, type SubmitEvent } from 'react';
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
import { useFormState } from '../../../ui/forms/useFormState';
import { GrantAreaCheckboxes } from '../GrantAreaCheckboxes';
import {
  emptyShareLinkDraft,
  latestLinkEnd,
  shareLinkBody,
  validateShareLink,
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
  // The first problem is said at Make link, at its field, which takes the focus; it stays
  // until the next Make link.
  const form = useFormState(
    emptyShareLinkDraft(today),
    (draft) => validateShareLink(draft, today),
    { errorTiming: 'untilNextSubmit' },
  );
  const draft = form.values;
  const [failure, setFailure] = useState<string>();
  const [askingPin, setAskingPin] = useState(false);
  const [create, { isLoading }] = useCreateShareLinkMutation();
  const needsPin = draft.profiles.some((area) => pinGatedAreas.has(area));
  const verify = useVerifySecurePinQuery(undefined, { skip: !needsPin });

  /** Sends the link's choice; 'refused' when the pin was the reason. */
  async function send(securePin?: string): Promise<PinCheckOutcome> {
    setFailure(undefined);
    try {
      const reply = await create({ body: shareLinkBody(draft, options), securePin }).unwrap();
      setAskingPin(false);
      onCreated(reply.data, draft.passcode !== '');
      form.reset(emptyShareLinkDraft(today));
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
    if (!form.attemptSubmit(event.currentTarget)) return;
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
          onToggle={(area) => form.toggleItem('profiles', area)}
          legend={shareLinkTexts.areasLegend}
          error={form.errorOf('areas')}
          disabled={isLoading}
        />
        <div className="share-link-form__dates">
          <DateField
            label={shareLinkTexts.readingsFrom}
            max={today}
            disabled={isLoading}
            {...form.field('dateFrom')}
          />
          <DateField
            label={shareLinkTexts.readingsTo}
            max={today}
            disabled={isLoading}
            {...form.field('dateTo')}
          />
          <DateField
            label={shareLinkTexts.endsOn}
            hint={shareLinkTexts.endsOnHint}
            min={today}
            max={latestLinkEnd(today)}
            disabled={isLoading}
            {...form.field('expiresOn')}
          />
        </div>
        <div className="share-link-form__texts">
          <PasswordField
            secretName="passcode"
            label={shareLinkTexts.passcode}
            optional
            hint={shareLinkTexts.passcodeHint}
            autoComplete="new-password"
            // One more than allowed, so a pasted passcode that is too long is said, not cut.
            maxLength={PASSCODE_MAX_LENGTH + 1}
            disabled={isLoading}
            {...form.field('passcode')}
          />
          <TextField
            label={shareLinkTexts.label}
            optional
            hint={shareLinkTexts.labelHint}
            maxLength={LABEL_MAX_LENGTH + 1}
            disabled={isLoading}
            {...form.field('label')}
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
