import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../../shared/api/accountContract';
import { paths } from '../../../shared/routes/paths';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { Button } from '../../ui/actions/Button';
import { ExternalLinkIcon } from '../../ui/icons/interfaceIcons';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { PageHeader } from '../../ui/layout/PageHeader';
import { externalAddresses } from '../../features/dashboard/externalAddresses';
import { callingTexts } from '../../features/calling/callingTexts';
import { BookMeetingDialog } from '../../features/calling/BookMeetingDialog';
import { careTeamTexts } from '../../features/care-team/careTeamTexts';
import { ContactsPanel } from '../../features/care-team/ContactsPanel';
import { InviteDialog } from '../../features/care-team/InviteDialog';
import { InvitesPanel } from '../../features/care-team/InvitesPanel';
import { MeetingsPanel } from '../../features/calling/MeetingsPanel';
import '../../features/calling/CallingPage.css';

/**
 * The calling dashboard of a signed-in user (docs/product.md#calling): doctors and everyone else
 * differ. It sets the care team's invites and contacts beside the meetings, and lends My Patients
 * the calling area's Book Meeting.
 */
export function CallingDashboard({ user }: { user: SessionUser }) {
  const [invitingPatient, setInvitingPatient] = useState(false);
  const isDoctor = user.is_doctor;
  return (
    <div className="calling">
      <title>{layoutTexts.documentTitle(callingTexts.pageTitle)}</title>
      <PageHeader
        title={callingTexts.pageTitle}
        subtitle={callingTexts.dashboardSubtitle}
        actions={
          <>
            <Link className={buttonClassNames({})} to={paths.joinMeeting}>
              {callingTexts.joinAMeeting}
            </Link>
            {isDoctor ? (
              <Button variant="secondary" onClick={() => setInvitingPatient(true)}>
                {careTeamTexts.invitePatient}
              </Button>
            ) : (
              <a
                className={buttonClassNames({ variant: 'secondary' })}
                href={externalAddresses.healthProfessionals}
                target="_blank"
                rel="noreferrer"
              >
                {callingTexts.bookAProfessional}
                <ExternalLinkIcon />
                <span className="visually-hidden"> {layoutTexts.opensInNewTab}</span>
              </a>
            )}
          </>
        }
      />
      <div className="calling__panels">
        <InvitesPanel isDoctor={isDoctor} />
        <MeetingsPanel email={user.email} isDoctor={isDoctor} />
        <ContactsPanel
          isDoctor={isDoctor}
          booking={{ label: callingTexts.bookMeeting, Dialog: BookMeetingDialog }}
        />
      </div>
      {invitingPatient ? (
        <InviteDialog as="patient" onClose={() => setInvitingPatient(false)} />
      ) : null}
    </div>
  );
}
