import { Link } from 'react-router-dom';
import { doctorViewTexts } from '../../engine/subject/doctorViewTexts';
import { patientHref } from '../../../shared/routes/paths';
import type { GrantedPatient } from './grantedPatient';
import './PatientPages.css';

/** The way back from a patient's profile or workout to their page. */
export function BackToPatient({ patient }: { patient: Pick<GrantedPatient, 'id' | 'name'> }) {
  return (
    <Link className="patient-back" to={patientHref(patient.id)}>
      {doctorViewTexts.backTo(patient.name)}
    </Link>
  );
}
