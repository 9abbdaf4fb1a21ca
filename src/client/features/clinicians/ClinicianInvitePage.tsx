import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { RegisterBody } from '../../../shared/api/accountContract';
import { clinicianMessages } from '../../../shared/messages/clinicianMessages';
import { paths } from '../../../shared/routes/paths';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { Button } from '../../ui/actions/Button';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { showToast } from '../../ui/feedback/toasts';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { returnAfterSignIn } from '../../state/sessionResume';
import { AuthScreen } from '../../account/AuthScreen';
import { RegisterForm } from '../../account/RegisterForm';
import { selectSessionUser } from '../../api/sessionUser';
import { signedIn } from '../../api/sessionSlice';
import { useSignOut } from '../../account/useSignOut';
import {
  useAcceptClinicianInviteMutation,
  useClinicianInviteQuery,
  useRegisterThroughInviteMutation,
} from './cliniciansApi';
import { cliniciansTexts, type AroundEmail } from './cliniciansTexts';
import { EmailAddress } from '../../ui/text/EmailAddress';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import './ClinicianInvitePage.css';

/**
 * /v2/admin/clinician-invites/{token}/, the link an administrator's invitation mails: an
 * address with no account registers here, an account's owner signs in and accepts; a link
 * that cannot be used says why.
 */
export function ClinicianInvitePage() {
  const { token = '' } = useParams();
  const invite = useClinicianInviteQuery(token, { refetchOnMountOrArgChange: true });
  const title = cliniciansTexts.invitePageTitle;
  const frame = (subtitle: ReactNode, body: ReactNode, wide = false) => (
    <AuthScreen wide={wide} title={title} subtitle={subtitle}>
      <title>{layoutTexts.documentTitle(title)}</title>
      {body}
    </AuthScreen>
  );

  if (invite.isError) {
    return frame(
      undefined,
      <ErrorState
        title={cliniciansTexts.inviteLoadFailed}
        message={cliniciansTexts.checkConnection}
        onRetry={() => void invite.refetch()}
      />,
    );
  }
  const details = invite.data;
  if (!details) return frame(undefined, <LoadingState label={cliniciansTexts.loadingInvite} />);
  if (details.state !== 'open' || details.email === null) {
    const reason = details.state === 'open' ? 'unknown' : details.state;
    return frame(
      undefined,
      <ErrorState
        title={cliniciansTexts.linkNotUsableTitle}
        message={clinicianMessages.linkState[reason]}
        action={
          <Link className={buttonClassNames({ variant: 'secondary' })} to={paths.login}>
            {cliniciansTexts.goToLogin}
          </Link>
        }
      />,
    );
  }
  if (!details.has_account) {
    return frame(
      <WithEmail parts={cliniciansTexts.registerSubtitle} email={details.email} />,
      <RegisterThroughInvite token={token} email={details.email} />,
      true,
    );
  }
  return frame(
    <WithEmail parts={cliniciansTexts.acceptSubtitle} email={details.email} />,
    <AcceptInvite token={token} email={details.email} />,
  );
}

function RegisterThroughInvite({ token, email }: { token: string; email: string }) {
  const [register] = useRegisterThroughInviteMutation();
  return (
    <RegisterForm
      invitedEmail={email}
      invitedEmailHint={cliniciansTexts.invitedAddress}
      createAccount={(body: RegisterBody) => register({ token, body }).unwrap()}
    />
  );
}

/** An account's owner accepts signed in; anyone else is told what to do. */
function AcceptInvite({ token, email }: { token: string; email: string }) {
  const user = useAppSelector(selectSessionUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const [accept, accepting] = useAcceptClinicianInviteMutation();

  if (!user) {
    return (
      <div className="clinician-invite__actions">
        <Button
          onClick={() => {
            returnAfterSignIn(pathname);
            void navigate(paths.login);
          }}
        >
          {cliniciansTexts.signInToAccept}
        </Button>
        <p className="clinician-invite__note">
          <WithEmail parts={cliniciansTexts.signInSubtitle} email={email} />
        </p>
      </div>
    );
  }
  if (user.email.toLowerCase() !== email.toLowerCase()) {
    return (
      <ErrorState
        title={cliniciansTexts.otherAccountTitle}
        message={clinicianMessages.otherAddress(email)}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              signOut('logout');
              returnAfterSignIn(pathname);
            }}
          >
            {cliniciansTexts.signOut}
          </Button>
        }
      />
    );
  }

  async function acceptNow() {
    if (!user) return;
    try {
      const reply = await accept(token).unwrap();
      // The stored user is a clinician from now: the doctor's pages open without a new login.
      dispatch(signedIn({ ...user, is_doctor: true }));
      showToast('success', reply.message);
      await navigate(paths.dashboard, { replace: true });
    } catch (failure) {
      showToast('error', serverFailureMessage(failure) ?? cliniciansTexts.acceptFailed);
    }
  }

  return (
    <div className="clinician-invite__actions">
      <Button fullWidth loading={accepting.isLoading} onClick={() => void acceptNow()}>
        {cliniciansTexts.accept}
      </Button>
    </div>
  );
}

function WithEmail({ parts, email }: { parts: AroundEmail; email: string }) {
  return (
    <>
      {parts[0]}
      <EmailAddress email={email} />
      {parts[1]}
    </>
  );
}
