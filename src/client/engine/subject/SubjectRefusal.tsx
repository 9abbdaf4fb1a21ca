import { Link } from 'react-router-dom';
import { noLongerShares } from '../../../shared/messages/careTeamMessages';
import { doctorViewTexts } from './doctorViewTexts';
import { paths } from '../../../shared/routes/paths';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { ErrorState } from '../../ui/feedback/ErrorState';
import type { ProfileSubject } from './readSubject';

/**
 * In place of a patient's profile once the server refused a read: the grant ended or no longer
 * covers it. Nothing read before stays on screen; the way on is the doctor's patient list.
 */
export function SubjectRefusal({
  subject,
  areaTitle,
}: {
  subject: ProfileSubject;
  areaTitle: string;
}) {
  return (
    <ErrorState
      fullPage
      title={noLongerShares(subject.name, areaTitle)}
      action={
        <Link className={buttonClassNames({ variant: 'secondary' })} to={paths.calling}>
          {doctorViewTexts.backToPatients}
        </Link>
      }
    />
  );
}
