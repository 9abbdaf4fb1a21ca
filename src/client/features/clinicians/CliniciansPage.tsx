import { useId, useRef } from 'react';
import { dateTimeText } from '../../../shared/dates/displayedDates';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { PageHeader } from '../../ui/layout/PageHeader';
import { Card } from '../../ui/layout/Card';
import { EmailAddress } from '../../ui/text/EmailAddress';
import { selectSessionUser } from '../../api/sessionUser';
import { NotFoundPage } from '../../engine/page/NotFoundPage';
import { useAppSelector } from '../../state/hooks';
import { ClinicianRow } from './ClinicianRow';
import { useCliniciansQuery } from './cliniciansApi';
import { cliniciansTexts } from './cliniciansTexts';
import { InviteClinicianForm } from './InviteClinicianForm';
import './CliniciansPage.css';

/** /clinicians, for the clinic's administrators: invite, list, remove. */
export function CliniciansPage() {
  const user = useAppSelector(selectSessionUser);
  // Anyone else would only meet the server's refusal: the page is not theirs.
  if (!user?.is_admin) return <NotFoundPage />;
  return (
    <div className="clinicians">
      <title>{layoutTexts.documentTitle(cliniciansTexts.pageTitle)}</title>
      <PageHeader title={cliniciansTexts.pageTitle} subtitle={cliniciansTexts.pageSubtitle} />
      <InviteClinicianForm />
      <CliniciansLists />
    </div>
  );
}

function CliniciansLists() {
  const cliniciansId = useId();
  const invitedId = useId();
  // After a removal the row and its button are gone: the list's heading takes the focus.
  const cliniciansHeading = useRef<HTMLHeadingElement>(null);
  const list = useCliniciansQuery(undefined, { refetchOnMountOrArgChange: true });

  if (list.isError) {
    return (
      <ErrorState
        title={cliniciansTexts.cliniciansFailed}
        message={cliniciansTexts.checkConnection}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data) return <LoadingState label={cliniciansTexts.loadingClinicians} />;
  const { data: clinicians, invited } = list.data;
  return (
    <>
      <section className="clinicians__section" aria-labelledby={cliniciansId}>
        <h2 className="clinicians__title" id={cliniciansId} ref={cliniciansHeading} tabIndex={-1}>
          {cliniciansTexts.cliniciansTitle}
        </h2>
        {clinicians.length === 0 ? (
          <EmptyState
            title={cliniciansTexts.noCliniciansTitle}
            message={cliniciansTexts.noCliniciansMessage}
          />
        ) : (
          <Card flush>
            <ul className="clinicians__list" aria-labelledby={cliniciansId}>
              {clinicians.map((clinician) => (
                <ClinicianRow
                  key={clinician.id}
                  clinician={clinician}
                  onRemoved={() => cliniciansHeading.current?.focus()}
                />
              ))}
            </ul>
          </Card>
        )}
      </section>
      <section className="clinicians__section" aria-labelledby={invitedId}>
        <h2 className="clinicians__title" id={invitedId}>
          {cliniciansTexts.invitedTitle}
        </h2>
        {invited.length === 0 ? (
          <p className="clinicians__none">{cliniciansTexts.noInvitedMessage}</p>
        ) : (
          <Card flush>
            <ul className="clinicians__list" aria-labelledby={invitedId}>
              {invited.map((invite) => (
                <li className="clinicians__row" key={invite.email}>
                  <div className="clinicians__who">
                    <p className="clinicians__name">
                      <EmailAddress email={invite.email} />
                    </p>
                    <p className="clinicians__when">
                      {cliniciansTexts.sentAt}{' '}
                      <span className="clinicians__moment">{dateTimeText(invite.sent_at)}</span>,{' '}
                      {cliniciansTexts.expiresAt}{' '}
                      <span className="clinicians__moment">{dateTimeText(invite.expires_at)}</span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </section>
    </>
  );
}
