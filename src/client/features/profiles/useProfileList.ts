import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { useFirstPagePainted } from '../../ui/timing/useFirstPagePainted';
import { useGetProfilesQuery } from './profilesApi';

export interface ProfileList {
  /** The server's list, or undefined until it answers. */
  profiles: readonly ProfileListEntry[] | undefined;
  /** The server could not be asked this time. */
  failed: boolean;
  retry: () => void;
}

/**
 * The profile list (docs/product.md#profiles-and-datasets): GET /v2/profiles/, asked on every
 * page load. The browser keeps the reply and revalidates it by its ETag, so
 * while the configs are unchanged the server answers 304 with no body and the browser hands
 * back the kept list.
 */
export function useProfileList(): ProfileList {
  const painted = useFirstPagePainted();
  const { data, isError, refetch } = useGetProfilesQuery(undefined, { skip: !painted });
  return {
    profiles: data,
    failed: isError,
    retry: () => void refetch(),
  };
}
