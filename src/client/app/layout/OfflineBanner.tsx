import { selectOfflineSince } from '../../api/keptReads/offlineReadsSlice';
import { useMeetingZone } from '../../features/calling/useMeetingZone';
import { useAppSelector } from '../../state/hooks';
import { offlineBannerText } from './offlineBannerTexts';
import './OfflineBanner.css';

/**
 * Says, while Motus cannot reach the server, how old what the page shows is: the replies
 * kept on the device, or the page's own from before (docs/product.md#offline).
 */
export function OfflineBanner() {
  const since = useAppSelector(selectOfflineSince);
  // The zone the person reads every time in: their account's, else this browser's.
  const zone = useMeetingZone();
  if (since === null) return null;
  return (
    <p className="offline-banner" role="status">
      {offlineBannerText(since, zone)}
    </p>
  );
}
