import { ErrorState } from '../../ui/feedback/ErrorState';
import { Spinner } from '../../ui/feedback/Spinner';
import { GrantAreasFields } from './GrantAreasFields';
import { sharingTexts } from './sharingTexts';
import type { ConsentGrant } from './useConsentGrant';
import './GrantAreasFields.css';

export interface ConsentGrantFieldsProps {
  grant: ConsentGrant;
  /** The doctor, when the dialog knows them. */
  personName?: string | undefined;
  disabled?: boolean;
}

/**
 * The areas and end date inside a consent dialog, or, until the areas are known, why they are
 * not shown: nothing is consented to that the patient has not seen.
 */
export function ConsentGrantFields({ grant, personName, disabled }: ConsentGrantFieldsProps) {
  const { areas, draft } = grant;
  if (areas.failed) {
    return (
      <ErrorState
        compact
        title={sharingTexts.areasFailed}
        message={sharingTexts.checkConnection}
        onRetry={areas.retry}
      />
    );
  }
  if (!areas.options || !draft) {
    return (
      <p className="grant-fields__loading" role="status">
        <Spinner size="sm" decorative />
        {sharingTexts.areasLoading}
      </p>
    );
  }
  return (
    <GrantAreasFields
      options={areas.options}
      value={draft}
      onChange={grant.change}
      today={grant.today}
      problem={grant.problem}
      personName={personName}
      disabled={disabled}
    />
  );
}
