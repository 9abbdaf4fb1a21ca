import { useEffect, useId, useState } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import { partnerMessages, type ImportReply } from '../../../shared/api/partnerImportContract';
import type { Partner } from '../../../shared/profile-config/profileConfigSchema';
import { Button } from '../../ui/actions/Button';
import { Card } from '../../ui/layout/Card';
import { PartnerImportDialog } from './PartnerImportDialog';
import { partnerTexts } from './partnerTexts';
import { usePartnerConsentQuery, useGivePartnerConsentMutation } from './partnerApi';
import './PartnerImportPanel.css';

export interface PartnerImportPanelProps {
  partner: Partner;
}

/**
 * The partner-laboratory area of the blood-results view (docs/product.md#partner-import): the partner's
 * logo, the consent checkbox with the sentence consented to, and the Get / Refresh Blood
 * Results button that opens the import dialog. Consent starts unknown, is loaded, and
 * giving it sets it true; nothing is imported without it.
 */
export function PartnerImportPanel({ partner }: PartnerImportPanelProps) {
  const messages = partnerMessages(partner.name);
  const consentId = useId();
  const consent = usePartnerConsentQuery(partner.id);
  const [giveConsent, { isLoading: giving }] = useGivePartnerConsentMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [lastImport, setLastImport] = useState<ImportReply>();
  const consented = consent.data?.data === true;

  useEffect(() => {
    if (consent.isError) showToast('error', messages.consentLoadFailed);
  }, [consent.isError, messages.consentLoadFailed]);

  async function consentGiven() {
    try {
      await giveConsent(partner.id).unwrap();
      showToast('success', messages.consentGiven);
    } catch {
      showToast('error', messages.consentFailed);
    }
  }

  return (
    <Card className="partner-import">
      <img className="partner-import__logo" src={partner.logo} alt={partner.name} />
      <div className="partner-import__body">
        <h2 className="partner-import__title">{partnerTexts.heading(partner.name)}</h2>
        <div className="partner-import__consent">
          <input
            id={consentId}
            type="checkbox"
            checked={consented}
            // Consent, once given, stands: the checkbox records it rather than toggles it.
            disabled={consented || giving || !consent.data}
            onChange={() => void consentGiven()}
          />
          <label htmlFor={consentId}>{partner.consent}</label>
        </div>
        {consent.isFetching && !consent.data ? (
          <p className="partner-import__note">{partnerTexts.consentLoading}</p>
        ) : null}
        {lastImport ? (
          <p className="partner-import__note" role="status">
            {partnerTexts.lastImport(lastImport)}
          </p>
        ) : null}
      </div>
      <Button
        className="partner-import__action"
        disabled={!consented}
        onClick={() => setDialogOpen(true)}
      >
        {consented ? 'Refresh Blood Results' : 'Get Blood Results'}
      </Button>
      {dialogOpen ? (
        <PartnerImportDialog
          partner={partner}
          onClose={() => setDialogOpen(false)}
          onImported={setLastImport}
        />
      ) : null}
    </Card>
  );
}
