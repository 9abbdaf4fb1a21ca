import { viewingBanner } from '../../../shared/messages/careTeamMessages';
import type { ProfileSubject } from './readSubject';
import './SubjectBanner.css';

/** Above a patient's profile: whose data this is, and until when it is shared. */
export function SubjectBanner({ subject }: { subject: ProfileSubject }) {
  return (
    <p className="subject-banner" role="status">
      {viewingBanner(subject.name, subject.expiresOn)}
    </p>
  );
}
