import type { PanelFlag } from '../../../shared/api/carePanelContract';
import type { PanelFlagLevel } from '../../../shared/api/carePanelParameters';
import { LineIcon } from '../../ui/icons/LineIcon';
import { panelTexts } from './panelTexts';
import './PanelFlagList.css';

/** A flag's shape says its level as well as its colour and words: never colour alone. */
function FlagIcon({ level }: { level: PanelFlagLevel }) {
  switch (level) {
    case 'critical':
      return (
        <LineIcon width={16} height={16}>
          <path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9z" />
          <path d="M12 8v4M12 16h.01" />
        </LineIcon>
      );
    case 'high':
      return (
        <LineIcon width={16} height={16}>
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          <path d="M12 9v4M12 17h.01" />
        </LineIcon>
      );
    case 'low':
      return (
        <LineIcon width={16} height={16}>
          <circle cx="12" cy="12" r="10" />
          <path d="M12 16v-4M12 8h.01" />
        </LineIcon>
      );
  }
}

/** A row's flags, each its level and its reason in words; "Nothing flagged" when none. */
export function PanelFlagList({ flags, label }: { flags: readonly PanelFlag[]; label?: string }) {
  if (flags.length === 0) {
    return <span className="panel-flags__none">{panelTexts.allWell}</span>;
  }
  return (
    <ul className="panel-flags" aria-label={label}>
      {flags.map((flag) => (
        <li key={flag.reason} className={`panel-flag panel-flag--${flag.level}`}>
          <FlagIcon level={flag.level} />
          <span>
            <strong>{panelTexts.levels[flag.level]}:</strong> {panelTexts.reasons[flag.reason]}
          </span>
        </li>
      ))}
    </ul>
  );
}
