import { LineIcon, type IconProps } from '../../ui/icons/LineIcon';

/** The icons of the dashboard's external cards, drawn inline (profile cards show their config's image). */

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
