import { useState } from 'react';
import { Button } from '../../ui/actions/Button';
import type { GrantedPatient } from './grantedPatient';
import { PrescribeDialog } from './PrescribeDialog';
import { prescribeTexts } from './prescribeTexts';

/** "Prescribe a routine", shown only when the patient's grant lets this clinician (decision 043). */
export function PrescribeButton({
  patient,
  onSaved,
}: {
  patient: GrantedPatient;
  onSaved: () => void;
}) {
  const [open, setOpen] = useState(false);
  if (!patient.prescribe) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{prescribeTexts.prescribe}</Button>
      {open ? (
        <PrescribeDialog patient={patient} onClose={() => setOpen(false)} onSaved={onSaved} />
      ) : null}
    </>
  );
}
