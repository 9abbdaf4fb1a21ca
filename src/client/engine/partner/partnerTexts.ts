import type { ImportReply } from '../../../shared/api/partnerImportContract';

/** Texts of the partner area docs/product.md#partner-import does not give, in its plain style. */
export const partnerTexts = {
  heading: (partner: string) => `Blood results from ${partner}`,
  consentLoading: 'Checking your consent…',
  /** Beside the consent checkbox: what it means now, and that unticking withdraws it. */
  consentStanding: (partner: string) =>
    `Consent given. Untick to withdraw it: ${partner} results are then not imported until you give it again.`,
  consentWithdrawnStatus: (partner: string) =>
    `Consent withdrawn: nothing is imported from ${partner} until you tick it again.`,
  dialogTitle: (partner: string) => `Import from ${partner}`,
  dialogIntro: (partner: string) =>
    `${partner} finds your results by the identity number they were filed under. New results appear on their tests' tabs; results imported before are not added twice.`,
  idNumberLabel: 'Identity Number',
  idNumberHint: 'Your national ID or passport number, as given to the laboratory.',
  idNumberRequired: 'Please provide your identity number!',
  idNumberInvalid: 'Use only letters, digits and dashes.',
  importButton: 'Import',
  // The blood-results view's button, as docs/product.md#partner-import names it.
  getResults: 'Get Blood Results',
  refreshResults: 'Refresh Blood Results',
  lastImport: (reply: ImportReply) => {
    const parts = [
      `${reply.imported} new ${reply.imported === 1 ? 'result' : 'results'} added`,
      ...(reply.already_imported > 0 ? [`${reply.already_imported} already here`] : []),
      ...(reply.refused.length > 0
        ? [
            `${reply.refused.length} not recognised (${reply.refused
              .map((item) => item.name)
              .join(', ')})`,
          ]
        : []),
    ];
    return `Last import: ${parts.join('; ')}.`;
  },
} as const;
