import type { ReactNode } from 'react';
import { dashboardTexts } from './dashboardTexts';
import { externalAddresses } from './externalAddresses';
import { HealthProfessionalsIcon, LearningIcon, ShopIcon } from './externalCardIcons';

export interface DashboardCard {
  title: string;
  description: string;
  icon: ReactNode;
}

/** The three external cards, which open in a new tab (docs/product.md#dashboard). */
export const externalCards: readonly (DashboardCard & { href: string })[] = [
  {
    title: dashboardTexts.shop,
    href: externalAddresses.shop,
    description: dashboardTexts.shopDescription,
    icon: <ShopIcon />,
  },
  {
    title: dashboardTexts.learning,
    href: externalAddresses.learning,
    description: dashboardTexts.learningDescription,
    icon: <LearningIcon />,
  },
  {
    title: dashboardTexts.healthProfessionals,
    href: externalAddresses.healthProfessionals,
    description: dashboardTexts.healthProfessionalsDescription,
    icon: <HealthProfessionalsIcon />,
  },
];
