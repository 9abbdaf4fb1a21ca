import { useEffect, useState, type SubmitEvent } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import type { SessionUser } from '../../../shared/api/accountContract';
import { accountFieldTexts, formTexts } from '../../account/formTexts';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { Button } from '../../ui/actions/Button';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { PasswordField } from '../../ui/forms/PasswordField';
import { useFormState } from '../../ui/forms/useFormState';
import { Card } from '../../ui/layout/Card';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { PageHeader } from '../../ui/layout/PageHeader';
import { EmailAddress } from '../../ui/text/EmailAddress';
import { ProfileDetailsFields } from '../../account/ProfileDetailsFields';
import { signedIn } from '../../api/sessionSlice';
import { selectSessionUser } from '../../api/sessionUser';
import { useGetProfilesQuery } from '../../engine/api/profilesApi';
import { DeleteAccountSection } from './DeleteAccountSection';
import { TimeZoneField } from './TimeZoneField';
import { useGenerateSecurePinMutation, useUpdateProfileMutation } from './editProfileApi';
import { editProfileValuesOf, toUpdateProfileBody, validateEditProfile } from './editProfileForm';
import { editProfilePageTexts, editProfileStateTexts, editProfileTexts } from './editProfileTexts';
import '../../account/AuthScreen.css';
import './EditProfilePage.css';

/** Edit Profile (docs/product.md#edit-profile): who you are, the form to change it, and the secure pin. */
export function EditProfilePage() {
  const user = useAppSelector(selectSessionUser);
  // The route is signed-in only; the guard renders this page only with a user.
  if (!user) return null;
  return <EditProfile key={user.id} user={user} />;
}

function EditProfile({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const form = useFormState(editProfileValuesOf(user), validateEditProfile);
  const [updateProfile, updating] = useUpdateProfileMutation();
  const [generatePin, generating] = useGenerateSecurePinMutation();
  const [updateProblem, setUpdateProblem] = useState<string>();
  const [pinNote, setPinNote] = useState<{ kind: 'sent' | 'failed'; text: string }>();
  // docs/product.md#edit-profile: the page asks for the profiles list on opening; its reply is not used.
  const profiles = useGetProfilesQuery(undefined);
  useEffect(() => {
    if (profiles.isError)
      showToast('error', editProfileTexts.viewFailed, { toastId: 'view-profile' });
  }, [profiles.isError]);

  async function update(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setUpdateProblem(undefined);
    if (!form.attemptSubmit(event.currentTarget)) {
      showToast('error', formTexts.invalidForm);
      return;
    }
    try {
      const reply = await updateProfile(toUpdateProfileBody(form.values)).unwrap();
      dispatch(signedIn(reply.details));
      form.setValue('password', '');
      showToast('success', editProfileTexts.updated);
    } catch (error) {
      showToast('error', editProfileTexts.updateFailed);
      setUpdateProblem(serverFailureMessage(error));
    }
  }

  async function generate() {
    setPinNote(undefined);
    try {
      await generatePin(undefined).unwrap();
      showToast('success', editProfileTexts.pinGenerated);
      setPinNote({ kind: 'sent', text: editProfileStateTexts.pinMailed });
    } catch (error) {
      showToast('error', editProfileTexts.pinFailed);
      const reason = serverFailureMessage(error);
      if (reason) setPinNote({ kind: 'failed', text: reason });
    }
  }

  return (
    <div className="edit-profile">
      <title>{layoutTexts.documentTitle(editProfilePageTexts.title)}</title>
      <PageHeader title={editProfilePageTexts.title} subtitle={editProfilePageTexts.subtitle} />

      <Card className="edit-profile__identity">
        <h2 className="visually-hidden">{editProfilePageTexts.yourAccount}</h2>
        <dl className="edit-profile__facts">
          <div>
            <dt>{editProfilePageTexts.name}</dt>
            <dd>{`${user.first_name} ${user.last_name}`}</dd>
          </div>
          <div>
            <dt>{accountFieldTexts.email}</dt>
            <dd>
              <EmailAddress email={user.email} />
            </dd>
          </div>
          <div>
            <dt>{editProfilePageTexts.birthday}</dt>
            {/* As every date in Motus reads: yyyy-MM-dd (docs/product.md#every-screen), as stored. */}
            <dd>{user.date_of_birth}</dd>
          </div>
        </dl>
      </Card>

      <Card className="edit-profile__card">
        <h2 className="edit-profile__heading">{editProfilePageTexts.yourDetails}</h2>
        <form className="auth-form" noValidate onSubmit={(event) => void update(event)}>
          {updateProblem ? (
            <ErrorState compact title={editProfileTexts.updateFailed} message={updateProblem} />
          ) : null}
          <ProfileDetailsFields form={form} />
          <TimeZoneField {...form.field('time_zone')} />
          <PasswordField
            label={editProfilePageTexts.confirmWithPassword}
            hint={editProfilePageTexts.confirmWithPasswordHint}
            autoComplete="current-password"
            {...form.field('password')}
          />
          <div className="edit-profile__actions">
            <Button type="submit" loading={updating.isLoading}>
              {editProfilePageTexts.update}
            </Button>
          </div>
        </form>
      </Card>

      <Card className="edit-profile__card">
        <h2 className="edit-profile__heading">{editProfilePageTexts.securePin}</h2>
        <p className="edit-profile__text">{editProfileStateTexts.pinExplained}</p>
        <div className="edit-profile__actions">
          <Button
            variant="secondary"
            loading={generating.isLoading}
            onClick={() => void generate()}
          >
            {editProfilePageTexts.generatePin}
          </Button>
        </div>
        {pinNote ? (
          <p
            className={`edit-profile__note edit-profile__note--${pinNote.kind}`}
            role={pinNote.kind === 'failed' ? 'alert' : 'status'}
          >
            {pinNote.text}
          </p>
        ) : null}
      </Card>

      <DeleteAccountSection />
    </div>
  );
}
