import { useMemo } from 'react';
import { grantAreaOptions, type GrantAreaOption } from '../../../shared/profile-config/grantArea';
import { useProfileList } from '../../engine/api/useProfileList';

export interface GrantAreas {
  /** The areas a patient can share, or undefined until the profile list is known. */
  options: readonly GrantAreaOption[] | undefined;
  /** The profile list could not be had. */
  failed: boolean;
  retry: () => void;
}

/** The areas a grant can cover, from the profile configs the server gave. */
export function useGrantAreaOptions(): GrantAreas {
  const { profiles, failed, retry } = useProfileList();
  const options = useMemo(() => (profiles ? grantAreaOptions(profiles) : undefined), [profiles]);
  return { options, failed: failed && options === undefined, retry };
}
