import { useId, useState } from 'react';
import { sharedViewerHref } from '../../../../shared/routes/paths';
import { Button } from '../../../ui/actions/Button';
import { Card } from '../../../ui/layout/Card';
import { dayText } from '../../../../shared/dates/displayedDates';
import { shareLinkTexts } from './shareLinkTexts';
import { useQrCodeImage } from './useQrCodeImage';

export interface CreatedShareLinkProps {
  /** shlink:/… as the API answered it. */
  link: string;
  expiresOn: string;
  withPasscode: boolean;
  onDone: () => void;
}

/**
 * A new link, shown once: its viewer address to copy, and as a QR code to scan. Motus keeps
 * no key, so once this is closed the link cannot be shown again.
 */
export function CreatedShareLink({ link, expiresOn, withPasscode, onDone }: CreatedShareLinkProps) {
  const headingId = useId();
  const addressId = useId();
  const address = `${window.location.origin}${sharedViewerHref(link)}`;
  const qrCode = useQrCodeImage(address);
  const [copy, setCopy] = useState<'copied' | 'failed'>();

  async function copyAddress() {
    try {
      await navigator.clipboard.writeText(address);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Card className="created-link" role="region" aria-labelledby={headingId}>
      <h3 className="share-links__subtitle" id={headingId}>
        {shareLinkTexts.createdTitle}
      </h3>
      <p className="created-link__warning" role="alert">
        {shareLinkTexts.createdWarning}
      </p>
      <div className="created-link__body">
        <div className="created-link__address">
          <label className="field__label" htmlFor={addressId}>
            {shareLinkTexts.addressLabel}
          </label>
          <textarea
            id={addressId}
            className="field__control created-link__text"
            readOnly
            rows={4}
            value={address}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="created-link__actions">
            <Button variant="secondary" onClick={() => void copyAddress()}>
              {copy === 'copied' ? shareLinkTexts.copied : shareLinkTexts.copy}
            </Button>
            <span aria-live="polite" className="created-link__copy-note">
              {copy === 'failed' ? shareLinkTexts.copyFailed : ''}
            </span>
          </div>
          <p className="created-link__facts">
            {shareLinkTexts.endsOnDay(dayText(expiresOn))}
            {withPasscode ? `. ${shareLinkTexts.passcodeReminder}` : ''}
          </p>
        </div>
        <div className="created-link__qr">
          {qrCode ? <img src={qrCode} alt={shareLinkTexts.qrAlt} width={240} height={240} /> : null}
        </div>
      </div>
      <div>
        <Button onClick={onDone}>{shareLinkTexts.done}</Button>
      </div>
    </Card>
  );
}
