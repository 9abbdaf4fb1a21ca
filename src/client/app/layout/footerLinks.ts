import { paths } from '../../../shared/routes/paths';
import { navigationTexts } from './navigationTexts';

/**
 * Footer targets (docs/product.md#routes-and-navigation does not give them). App and legal links are routes of
 * the app; the privacy policy is the privacy section of the terms until it has its own page.
 * Contact and social addresses are placeholders on the reserved .example domain, marked as
 * such in the footer, until Motus has real accounts: change them here.
 */
export const footerLinks = {
  app: [
    { label: navigationTexts.dashboard, to: paths.dashboard },
    { label: navigationTexts.workout, to: paths.workout },
    { label: navigationTexts.calling, to: paths.calling },
    { label: navigationTexts.about, to: paths.about },
  ],
  legal: [
    { label: navigationTexts.privacyPolicy, to: `${paths.termsAndConditions}#privacy` },
    { label: navigationTexts.termsAndConditions, to: paths.termsAndConditions },
  ],
  contact: {
    email: 'support@motus.example',
    address: 'Motus Health, Dublin, Ireland',
  },
  social: [
    { label: 'LinkedIn', href: 'https://social.motus.example/linkedin' },
    { label: 'Instagram', href: 'https://social.motus.example/instagram' },
    { label: 'YouTube', href: 'https://social.motus.example/youtube' },
  ],
} as const;
