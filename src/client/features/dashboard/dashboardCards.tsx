import type { ReactNode } from 'react';
import { paths } from '../../../shared/routes/paths';
import { externalAddresses } from './externalAddresses';
import {
  ActivityIcon,
  BodyIcon,
  ConditioningIcon,
  FitnessIcon,
  HealthProfessionalsIcon,
  LaboratoryIcon,
  LearningIcon,
  MedicalIcon,
  PainScoreIcon,
  ShopIcon,
  VitalsIcon,
} from './profileIcons';

export interface DashboardCard {
  title: string;
  description: string;
  icon: ReactNode;
}

/** The eight profile areas of the dashboard (000 §2), in the specification's order. */
export const profileCards: readonly (DashboardCard & { to: string })[] = [
  {
    title: 'Activity Profile',
    to: paths.activityProfile,
    description: 'Exercise, training, gym and match time, steps and distance.',
    icon: <ActivityIcon />,
  },
  {
    title: 'Fitness Profile',
    to: paths.fitnessProfile,
    description: 'Recovery and resting heart rate, workouts and blood pressure.',
    icon: <FitnessIcon />,
  },
  {
    title: 'Body Profile',
    to: paths.bodyProfile,
    description: 'Body mass, BMI, skin folds and daily calorie needs.',
    icon: <BodyIcon />,
  },
  {
    title: 'Pain Score Profile',
    to: paths.painProfile,
    description: 'Your pain before, during and after exercise, scored 0 to 10.',
    icon: <PainScoreIcon />,
  },
  {
    title: 'Conditioning Tests Profile',
    to: paths.conditioningProfile,
    description: 'About 40 tests of speed, strength and endurance.',
    icon: <ConditioningIcon />,
  },
  {
    title: 'Medical Profile',
    to: paths.medicalProfile,
    description: 'Allergies, events, surgery and medication, behind your secure pin.',
    icon: <MedicalIcon />,
  },
  {
    title: 'Laboratory Tests Profile',
    to: paths.labProfile,
    description: 'Enter and track any laboratory test or investigation.',
    icon: <LaboratoryIcon />,
  },
  {
    title: 'Vitals Profile',
    to: paths.vitalsProfile,
    description: 'Heart rate, blood pressure, temperature, glucose and more.',
    icon: <VitalsIcon />,
  },
];

/** The three external cards, which open in a new tab (000 §1). */
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
