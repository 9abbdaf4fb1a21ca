/**
 * The names of the menu's and the footer's links (docs/product.md#routes-and-navigation). The
 * menu is in every page's first load, so it keeps its own words rather than importing each
 * feature's texts module, which would bring every one of them into that load
 * (docs/performance.md); a link that names a page says the page's title.
 */
export const navigationTexts = {
  dashboard: 'Dashboard',
  workout: 'Workout',
  calling: 'Motus Calling',
  about: 'About',
  editProfile: 'Edit Profile',
  sharing: 'Sharing',
  clinicians: 'Clinicians',
  register: 'Register',
  login: 'Login',
  logout: 'Logout',
  privacyPolicy: 'Privacy policy',
  termsAndConditions: 'Terms and conditions',
} as const;

/** The menu's own words. */
export const navBarTexts = {
  menu: 'Menu',
  mainNavigation: 'Main',
  greeting: (firstName: string) => `Hi, ${firstName}`,
} as const;

/** The footer's words, Motus's own. */
export const footerTexts = {
  tagline:
    'Health, fitness and rehabilitation tracking for athletes, everyone else and their doctors.',
  app: 'App',
  legal: 'Legal',
  contact: 'Contact',
  followUs: 'Follow us',
  placeholdersNote: 'Contact and social addresses are placeholders.',
  closing: '© Motus. Motus supports, and does not replace, advice from your own doctor.',
} as const;
