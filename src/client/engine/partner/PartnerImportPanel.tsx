import { useEffect, useId, useState } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import { partnerMessages, type ImportReply } from '../../../shared/api/partnerImportContract';
import type { Partner } from '../../../shared/profile-config/profileConfigSchema';
import { Button } from '../../ui/actions/Button';
import { Card } from '../../ui/layout/Card';
import { PartnerImportDialog } from './PartnerImportDialog';
import { partnerTexts } from './partnerTexts';
import { usePartnerConsentQuery, useAnswerPartnerConsentMutation } from './partnerApi';
import './PartnerImportPanel.css';

export interface PartnerImportPanelProps {
  partner: Partner;
}

/**
 * The partner-laboratory area of the blood-results view (docs/product.md#partner-import): the partner's
 * logo, the consent checkbox with the sentence consented to, and the Get / Refresh Blood
 * Results button that opens the import dialog. Consent starts unknown, is loaded; ticking
 * gives it and unticking withdraws it at once, as easily as it was given (GDPR Art. 7(3)).
 * Nothing is imported without it.
 */
export function PartnerImportPanel({ partner }: PartnerImportPanelProps) {
  const messages = partnerMessages(partner.name);
  const consentId = useId();
  const consent = usePartnerConsentQuery(partner.id);
  const [answerConsent, { isLoading: answering }] = useAnswerPartnerConsentMutation();
  const [withdrawn, setWithdrawn] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [lastImport, setLastImport] = useState<ImportReply>();
  const consented = consent.data?.data === true;

  useEffect(() => {
    if (consent.isError) showToast('error', messages.consentLoadFailed);
  }, [consent.isError, messages.consentLoadFailed]);

  async function answer(consent: boolean) {
    try {
      await answerConsent({ partnerId: partner.id, consent }).unwrap();
      setWithdrawn(!consent);
      showToast('success', consent ? messages.consentGiven : messages.consentWithdrawn);
    } catch {
      showToast('error', consent ? messages.consentFailed : messages.withdrawFailed);
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
            aria-describedby={`${consentId}-status`}
            disabled={answering || !consent.data}
            onChange={(event) => void answer(event.target.checked)}
          />
          <label htmlFor={consentId}>{partner.consent}</label>
        </div>
        <p id={`${consentId}-status`} className="partner-import__note" role="status">
          {consented ? partnerTexts.consentStanding(partner.name) : null}
          {!consented && withdrawn ? partnerTexts.consentWithdrawnStatus(partner.name) : null}
        </p>
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
        {consented ? partnerTexts.refreshResults : partnerTexts.getResults}
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
