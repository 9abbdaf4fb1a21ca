import { useState } from 'react';
import { Link } from 'react-router-dom';
import { yourDataHref } from '../../../shared/routes/paths';
import { accountMessages } from '../../../shared/messages/accountMessages';
import { Button } from '../../ui/actions/Button';
import { showToast } from '../../ui/feedback/toasts';
import { Card } from '../../ui/layout/Card';
import { useSignOut } from '../../account/useSignOut';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { deleteAccountTexts } from './editProfileTexts';

/** Edit Profile's last card: what erasure removes, the way to keep a copy, and the door to it. */
export function DeleteAccountSection() {
  const [asking, setAsking] = useState(false);
  const signOut = useSignOut();

  function forgetEverything() {
    setAsking(false);
    // As a logout: this tab and every other one forget the person and go to the login page.
    signOut('logout');
    showToast('success', accountMessages.accountDeleted, { toastId: 'account-deleted' });
  }

  return (
    <Card className="edit-profile__card">
      <h2 className="edit-profile__heading">{deleteAccountTexts.heading}</h2>
      <p className="edit-profile__text">{deleteAccountTexts.explained}</p>
      <p className="edit-profile__text">
        <Link to={yourDataHref()}>{deleteAccountTexts.downloadFirst}</Link>
      </p>
      <div className="edit-profile__actions">
        <Button variant="danger" onClick={() => setAsking(true)}>
          {deleteAccountTexts.open}
        </Button>
      </div>
      {asking ? (
        <DeleteAccountDialog onClose={() => setAsking(false)} onDeleted={forgetEverything} />
      ) : null}
    </Card>
  );
}
