import type { ReactNode } from 'react';
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
    title: 'Shop',
    href: externalAddresses.shop,
    description: 'Equipment, supports and braces recommended by our instructors.',
    icon: <ShopIcon />,
  },
  {
    title: 'Learning',
    href: externalAddresses.learning,
    description: 'Courses and guides on training, recovery and healthy living.',
    icon: <LearningIcon />,
  },
  {
    title: 'Health Professionals',
    href: externalAddresses.healthProfessionals,
    description: 'Find physiotherapists, doctors and other professionals near you.',
    icon: <HealthProfessionalsIcon />,
  },
];
