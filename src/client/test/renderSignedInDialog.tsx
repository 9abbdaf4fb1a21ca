import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import type { SessionUser } from '../../shared/api/accountContract';
import { createAppStore } from '../app/store';
import { Toasts } from '../ui/feedback/toasts';
import { testUser } from './testUser';

/**
 * Opens a dialog for the signed-in test user, with the page's toasts beside it (what the
 * dialog says as it closes shows there). `onClose` is a spy the dialog is given; `user` is
 * who is signed in (the test user unless given).
 */
export function renderSignedInDialog(
  dialog: (onClose: () => void) => ReactElement,
  signedInUser: SessionUser = testUser,
) {
  const onClose = vi.fn();
  render(
    <Provider store={createAppStore({ session: { user: signedInUser } })}>
      {dialog(onClose)}
      <Toasts />
    </Provider>,
  );
  return { onClose, user: userEvent.setup() };
}
