import { useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { showToast } from '../../ui/feedback/toasts';
import type { ContactStatus, Person } from '../../../shared/api/callingContract';
import { callingMessages } from '../../../shared/messages/callingMessages';
import { patientHref } from '../../../shared/routes/paths';
import { Button } from '../../ui/actions/Button';
import { useDeleteContactMutation, useDoctorsQuery, usePatientsQuery } from './careTeamApi';
import { ListPanel } from '../../ui/layout/ListPanel';
import { careTeamTexts } from './careTeamTexts';
import { ConfirmDialog } from './ConfirmDialog';
import { InviteDialog } from './InviteDialog';
import { personName } from '../../../shared/calling/personName';

interface Contact {
  status: ContactStatus;
  person: Person;
  /** A patient's: whether they share anything with this doctor now. */
  shares: boolean;
}

/** How a doctor books a meeting with an active patient: the button's words and the dialog it opens. */
export interface ContactBooking {
  label: string;
  Dialog: ComponentType<{ patient: Person; onClose: () => void }>;
}

/**
 * My Patients (a doctor) or My Doctors (anyone else), docs/product.md#care-team: an 'invited' badge while
 * an invitation waits, Delete only for an active contact; My Doctors invites a doctor.
 */
export function ContactsPanel({
  isDoctor,
  booking,
}: {
  isDoctor: boolean;
  booking: ContactBooking;
}) {
  const patients = usePatientsQuery(undefined, { skip: !isDoctor });
  const doctors = useDoctorsQuery(undefined, { skip: isDoctor });
  const query = isDoctor ? patients : doctors;
  const [remove, { isLoading: removing }] = useDeleteContactMutation();
  const [deleting, setDeleting] = useState<Person | undefined>(undefined);
  const [bookingWith, setBookingWith] = useState<Person | undefined>(undefined);
  const [inviting, setInviting] = useState(false);

  const contacts: Contact[] | undefined = isDoctor
    ? patients.data?.data.map(({ status, patient, profiles }) => ({
        status,
        person: patient,
        shares: profiles.length > 0,
      }))
    : doctors.data?.data.map(({ status, doctor }) => ({ status, person: doctor, shares: false }));

  useEffect(() => {
    if (query.isError) {
      showToast(
        'error',
        isDoctor ? callingMessages.patientsFailed : callingMessages.doctorsFailed,
        {
          toastId: 'contacts',
        },
      );
    }
  }, [query.isError, isDoctor]);

  async function confirmDelete(person: Person) {
    try {
      await remove(person.email).unwrap();
      // docs/product.md#care-team: deleting a doctor mails the patient a confirmation.
      showToast(
        'success',
        isDoctor ? callingMessages.contactDeleted : callingMessages.doctorContactDeleted,
      );
    } catch {
      showToast('error', callingMessages.deleteContactFailed);
    }
    setDeleting(undefined);
  }

  return (
    <>
      <ListPanel
        title={isDoctor ? careTeamTexts.myPatients : careTeamTexts.myDoctors}
        count={contacts?.length}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        empty={isDoctor ? careTeamTexts.noPatients : careTeamTexts.noDoctors}
        actions={
          isDoctor ? null : (
            <Button size="sm" onClick={() => setInviting(true)}>
              {careTeamTexts.inviteDoctor}
            </Button>
          )
        }
      >
        <ul className="calling-list">
          {contacts?.map(({ status, person, shares }) => (
            <li key={person.id} className="calling-row">
              <div className="calling-row__who">
                <span className="calling-row__name">
                  {isDoctor && status === 'active' && shares ? (
                    // A doctor's way to what this patient shares with them.
                    <Link to={patientHref(person.id)}>{personName(person)}</Link>
                  ) : (
                    personName(person)
                  )}
                  {status !== 'active' ? (
                    <span className="calling-badge">{careTeamTexts.invited}</span>
                  ) : null}
                  {isDoctor && status === 'active' && !shares ? (
                    <span className="calling-badge">{careTeamTexts.sharesNothing}</span>
                  ) : null}
                </span>
                <span className="calling-row__detail">{person.email}</span>
              </div>
              {status === 'active' ? (
                <div className="calling-row__actions">
                  {isDoctor ? (
                    <Button size="sm" onClick={() => setBookingWith(person)}>
                      {booking.label}
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`${careTeamTexts.delete} ${personName(person)}`}
                    onClick={() => setDeleting(person)}
                  >
                    {careTeamTexts.delete}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </ListPanel>
      {/* Outside the panel: its body shows nothing while the list is empty or hidden, and a
        patient with no doctors yet must still be able to invite one. */}
      {deleting ? (
        <ConfirmDialog
          title={careTeamTexts.deleteTitle}
          confirmLabel={careTeamTexts.delete}
          danger
          busy={removing}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(undefined)}
        >
          <p>{careTeamTexts.deleteQuestion(personName(deleting))}</p>
        </ConfirmDialog>
      ) : null}
      {bookingWith ? (
        <booking.Dialog patient={bookingWith} onClose={() => setBookingWith(undefined)} />
      ) : null}
      {inviting ? <InviteDialog as="doctor" onClose={() => setInviting(false)} /> : null}
    </>
  );
}
