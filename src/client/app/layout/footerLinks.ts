import { paths } from '../../../shared/routes/paths';

/**
 * Footer targets (docs/product.md#routes-and-navigation does not give them). App and legal links are routes of
 * the app; the privacy policy is the privacy section of the terms until it has its own page.
 * Contact and social addresses are placeholders on the reserved .example domain, marked as
 * such in the footer, until Motus has real accounts: change them here.
 */
export const footerLinks = {
  app: [
    { label: 'Dashboard', to: paths.dashboard },
    { label: 'Workout', to: paths.workout },
    { label: 'Motus Calling', to: paths.calling },
    { label: 'About', to: paths.about },
  ],
  legal: [
    { label: 'Privacy policy', to: `${paths.termsAndConditions}#privacy` },
    { label: 'Terms and conditions', to: paths.termsAndConditions },
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
