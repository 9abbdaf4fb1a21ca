import { feedbackTexts } from './feedbackTexts';
import './Spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Text read by assistive technology; ignored when decorative. */
  label?: string;
  /** True when the surrounding element already says what is loading (a busy button, LoadingState). */
  decorative?: boolean;
}

export function Spinner({
  size = 'md',
  label = feedbackTexts.spinnerLoading,
  decorative = false,
}: SpinnerProps) {
  if (decorative) return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  return (
    <span role="status" className="spinner-wrap">
      <span className={`spinner spinner--${size}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
