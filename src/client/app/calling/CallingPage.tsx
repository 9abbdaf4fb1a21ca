import { useAppSelector } from '../../state/hooks';
import { selectSessionUser } from '../../api/sessionUser';
import { CallingDashboard } from './CallingDashboard';
import { JoinMeetingScreen } from '../../features/calling/JoinMeetingScreen';

/** /motus-calling (docs/product.md#calling): the join form for a visitor, the calling dashboard once signed in. */
export function CallingPage() {
  const user = useAppSelector(selectSessionUser);
  return user ? <CallingDashboard key={user.id} user={user} /> : <JoinMeetingScreen />;
}
