import { callingTexts } from '../../features/calling/callingTexts';
import { sharingTexts } from '../../features/care-team/sharingTexts';
import { cliniciansTexts } from '../../features/clinicians/cliniciansTexts';
import { dashboardTexts } from '../../features/dashboard/dashboardTexts';
import { editProfilePageTexts } from '../../features/edit-profile/editProfileTexts';

/**
 * The names of the menu's and the footer's links (docs/product.md#routes-and-navigation). A
 * link that names a page by its title takes the page's own words.
 */
export const navigationTexts = {
  dashboard: dashboardTexts.title,
  workout: 'Workout',
  calling: callingTexts.pageTitle,
  about: 'About',
  editProfile: editProfilePageTexts.title,
  sharing: sharingTexts.pageTitle,
  clinicians: cliniciansTexts.pageTitle,
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
