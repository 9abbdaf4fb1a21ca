import { Spinner } from './Spinner';
import { feedbackTexts } from './feedbackTexts';
import './states.css';

export interface LoadingStateProps {
  /** Says what is loading, in words a user understands. */
  label?: string;
  /**
   * Fills most of the viewport: used while a whole page is being prepared. Like a spinner, it
   * shows once the wait has lasted (--delay-busy-indicator).
   */
  fullPage?: boolean;
}

export function LoadingState({
  label = feedbackTexts.loading,
  fullPage = false,
}: LoadingStateProps) {
  return (
    <div
      className={`state${fullPage ? ' state--page state--page-loading' : ''}`}
      role="status"
      aria-live="polite"
      aria-busy="true"
    >
      <Spinner size="lg" decorative />
      <p className="state__message">{label}</p>
    </div>
  );
}
