import { useEffect, useId, useRef, useState } from 'react';
import type { Clinician } from '../../../shared/api/cliniciansContract';
import { personName } from '../../../shared/calling/personName';
import { dateTimeText } from '../../../shared/dates/displayedDates';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { Button } from '../../ui/actions/Button';
import { showToast } from '../../ui/feedback/toasts';
import { EmailAddress } from '../../ui/text/EmailAddress';
import { useRemoveClinicianMutation } from './cliniciansApi';
import { cliniciansTexts } from './cliniciansTexts';
import { RemoveClinicianDialog } from './RemoveClinicianDialog';

/** One clinician: name, address, since when, and Remove behind its question. */
export interface ClinicianRowProps {
  clinician: Clinician;
  /** The row is going: focus moves somewhere that stays. */
  onRemoved: () => void;
}

export function ClinicianRow({ clinician, onRemoved }: ClinicianRowProps) {
  const nameId = useId();
  const [remove, { isLoading }] = useRemoveClinicianMutation();
  const [asking, setAsking] = useState(false);
  // Focus moves once the question has closed: closing gives it back to the Remove button first.
  const removed = useRef(false);
  useEffect(() => {
    if (asking || !removed.current) return;
    removed.current = false;
    onRemoved();
  }, [asking, onRemoved]);
  const name = personName(clinician);

  async function confirm() {
    try {
      const reply = await remove(clinician.id).unwrap();
      showToast('success', reply.message);
      removed.current = true;
    } catch (failure) {
      showToast('error', serverFailureMessage(failure) ?? cliniciansTexts.removeFailed);
    } finally {
      setAsking(false);
    }
  }

  return (
    <li className="clinicians__row">
      <div className="clinicians__who">
        <p className="clinicians__name" id={nameId}>
          {name}
        </p>
        <p className="clinicians__email">
          <EmailAddress email={clinician.email} />
        </p>
        <p className="clinicians__when">
          {cliniciansTexts.since}{' '}
          <span className="clinicians__moment">{dateTimeText(clinician.since)}</span>
        </p>
      </div>
      <Button variant="secondary" aria-describedby={nameId} onClick={() => setAsking(true)}>
        {cliniciansTexts.remove}
      </Button>
      {asking ? (
        <RemoveClinicianDialog
          name={name}
          busy={isLoading}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </li>
  );
}
