import { LineIcon, type IconProps } from '../../ui/icons/LineIcon';

/** The dashboard's icons, one per profile area and external link, drawn inline. */

export function ActivityIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="14.5" cy="4.5" r="1.8" />
      <path d="m8 21 3-6.5 3 2.5v4.5" />
      <path d="M6.5 11.5 10 8.5l3.5 1 2.5 3 3 .5" />
      <path d="m11 14.5 2-5" />
    </LineIcon>
  );
}

export function FitnessIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6.5 6.5v11M17.5 6.5v11M3.5 9v6M20.5 9v6M6.5 12h11" />
    </LineIcon>
  );
}

export function BodyIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="4" y="4" width="16" height="16" rx="4" />
      <path d="M8.5 9.5a5 5 0 0 1 7 0" />
      <path d="m12 12 1.5-2.5" />
    </LineIcon>
  );
}

export function PainScoreIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 16a4.5 4.5 0 0 1 7 0" />
      <path d="M9 9.5h.01M15 9.5h.01" />
    </LineIcon>
  );
}

export function ConditioningIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="13.5" r="7.5" />
      <path d="M12 13.5 15 10.5M10 2.5h4M12 2.5V6" />
    </LineIcon>
  );
}

export function MedicalIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M12 9.5v6M9 12.5h6" />
    </LineIcon>
  );
}

export function LaboratoryIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9.5 3h5M10 3v6.5L4.8 18.3A1.8 1.8 0 0 0 6.3 21h11.4a1.8 1.8 0 0 0 1.5-2.7L14 9.5V3" />
      <path d="M7.5 15h9" />
    </LineIcon>
  );
}

export function VitalsIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M20.4 12.6A5.3 5.3 0 0 0 12 6a5.3 5.3 0 0 0-8.4 6.6L12 21l3.2-3.2" />
      <path d="M3.5 12.5h4l1.5-2.5 2.5 5 1.5-2.5h2.5" />
    </LineIcon>
  );
}

export function ShopIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 8h14l-1 12.5H6L5 8Z" />
      <path d="M9 10.5V6.5a3 3 0 0 1 6 0v4" />
    </LineIcon>
  );
}

export function LearningIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 6.5C10 5 7 4.5 3.5 5v13.5C7 18 10 18.5 12 20c2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5Z" />
      <path d="M12 6.5V20" />
    </LineIcon>
  );
}

export function HealthProfessionalsIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6 3.5H5a1 1 0 0 0-1 1V9a4.5 4.5 0 0 0 9 0V4.5a1 1 0 0 0-1-1h-1" />
      <path d="M8.5 13.5v1a5 5 0 0 0 10 0v-2" />
      <circle cx="18.5" cy="10.5" r="2" />
    </LineIcon>
  );
}
