import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../../shared/api/accountContract';
import { paths } from '../../../shared/routes/paths';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { Button } from '../../ui/actions/Button';
import { ExternalLinkIcon } from '../../ui/icons/interfaceIcons';
import { PageHeader } from '../../ui/layout/PageHeader';
import { externalAddresses } from '../dashboard/externalAddresses';
import { callingTexts } from './callingTexts';
import { ContactsPanel } from './ContactsPanel';
import { InviteDialog } from './InviteDialog';
import { InvitesPanel } from './InvitesPanel';
import { MeetingsPanel } from './MeetingsPanel';
import './CallingPage.css';

/** The calling dashboard of a signed-in user (docs/product.md#calling): doctors and everyone else differ. */
export function CallingDashboard({ user }: { user: SessionUser }) {
  const [invitingPatient, setInvitingPatient] = useState(false);
  const isDoctor = user.is_doctor;
  return (
    <div className="calling">
      <title>{`${callingTexts.pageTitle} · Motus`}</title>
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
                {callingTexts.invitePatient}
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
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </>
        }
      />
      <div className="calling__panels">
        <InvitesPanel isDoctor={isDoctor} />
        <MeetingsPanel email={user.email} isDoctor={isDoctor} />
        <ContactsPanel isDoctor={isDoctor} />
      </div>
      {invitingPatient ? (
        <InviteDialog as="patient" onClose={() => setInvitingPatient(false)} />
      ) : null}
    </div>
  );
}
