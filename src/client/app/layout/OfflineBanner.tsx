import { selectOfflineSince } from '../../api/keptReads/offlineReadsSlice';
import { selectSessionUser } from '../../api/sessionUser';
import { useAppSelector } from '../../state/hooks';
import { offlineBannerText, readableZone } from './offlineBannerTexts';
import './OfflineBanner.css';

/**
 * Says, while Motus cannot reach the server, how old what the page shows is: the replies
 * kept on the device, or the page's own from before (docs/product.md#working-offline).
 */
export function OfflineBanner() {
  const since = useAppSelector(selectOfflineSince);
  const zone = readableZone(useAppSelector(selectSessionUser)?.time_zone);
  if (since === null) return null;
  return (
    <p className="offline-banner" role="status">
      {offlineBannerText(since, zone)}
    </p>
  );
}
