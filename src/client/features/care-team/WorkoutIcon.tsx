import { LineIcon, type IconProps } from '../../ui/icons/LineIcon';

/** The patient page's workout card: a dumbbell (the profile cards show their config's image). */
export function WorkoutIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M7 12h10" />
      <path d="M4 9v6" />
      <path d="M7 7v10" />
      <path d="M17 7v10" />
      <path d="M20 9v6" />
    </LineIcon>
  );
}
