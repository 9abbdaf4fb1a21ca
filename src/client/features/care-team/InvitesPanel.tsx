import { useEffect, useState } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import type { Invite } from '../../../shared/api/callingContract';
import { callingMessages } from '../../../shared/messages/callingMessages';
import { Button } from '../../ui/actions/Button';
import { acceptLinkWithGrant } from './acceptLinkWithGrant';
import type { GrantChoice } from './grantDraft';
import { AcceptDoctorDialog } from './AcceptDoctorDialog';
import { useAnswerInviteMutation, useInvitesQuery } from './careTeamApi';
import { ListPanel } from '../../ui/layout/ListPanel';
import { careTeamTexts } from './careTeamTexts';
import { personName } from '../../../shared/calling/personName';

/**
 * My Invites (docs/product.md#care-team): a doctor accepts a patient directly; a patient first confirms
 * that the doctor may view their medical data.
 */
export function InvitesPanel({ isDoctor }: { isDoctor: boolean }) {
  const invites = useInvitesQuery(undefined);
  const [answer, { isLoading }] = useAnswerInviteMutation();
  const [consentFor, setConsentFor] = useState<Invite | undefined>(undefined);
  const list = invites.data?.data;

  useEffect(() => {
    if (invites.isError) showToast('error', callingMessages.invitesFailed, { toastId: 'invites' });
  }, [invites.isError]);

  /** A patient's accept carries what they consented to; a doctor's and a decline do not. */
  async function respond(invite: Invite, kind: 'accept' | 'decline', grant?: GrantChoice) {
    const link =
      kind === 'decline'
        ? invite.decline_link
        : grant
          ? acceptLinkWithGrant(invite.accept_link, grant)
          : invite.accept_link;
    try {
      await answer({ link, kind }).unwrap();
      showToast(
        'success',
        kind === 'accept' ? callingMessages.inviteAccepted : callingMessages.inviteDeclined,
      );
    } catch {
      showToast(
        'error',
        kind === 'accept' ? callingMessages.acceptFailed : callingMessages.declineFailed,
      );
    }
    setConsentFor(undefined);
  }

  const inviter = (invite: Invite) => invite.doctor ?? invite.patient;
  const consentDoctor = consentFor ? inviter(consentFor) : undefined;
  return (
    <ListPanel
      title={careTeamTexts.myInvites}
      count={list?.length}
      failed={invites.isError}
      onRetry={() => void invites.refetch()}
      empty={careTeamTexts.noInvites}
    >
      <ul className="calling-list">
        {list?.map((invite) => {
          const from = inviter(invite);
          return (
            <li key={invite.id} className="calling-row">
              <div className="calling-row__who">
                <span className="calling-row__name">{from ? personName(from) : ''}</span>
                <span className="calling-row__detail">{from?.email}</span>
              </div>
              <div className="calling-row__actions">
                <Button
                  size="sm"
                  disabled={isLoading}
                  onClick={() =>
                    isDoctor ? void respond(invite, 'accept') : setConsentFor(invite)
                  }
                >
                  {careTeamTexts.accept}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={isLoading}
                  onClick={() => void respond(invite, 'decline')}
                >
                  {careTeamTexts.decline}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {consentFor ? (
        <AcceptDoctorDialog
          doctorName={consentDoctor ? personName(consentDoctor) : careTeamTexts.thisDoctor}
          busy={isLoading}
          onAccept={(grant) => void respond(consentFor, 'accept', grant)}
          onClose={() => setConsentFor(undefined)}
        />
      ) : null}
    </ListPanel>
  );
}
