import { useState } from 'react';
import { todayIso } from '../../../shared/dates/dateRanges';
import type { ConsentScope } from '../../../shared/messages/consentSentences';
import {
  draftScope,
  everyAreaDraft,
  grantChoice,
  grantProblem,
  type GrantChoice,
  type GrantDraft,
  type GrantProblem,
} from './grantDraft';
import { useGrantAreaOptions, type GrantAreas } from './useGrantAreaOptions';

export interface ConsentGrant {
  areas: GrantAreas;
  /** What the fields show: every area ticked until the patient changes it. */
  draft: GrantDraft | undefined;
  problem: GrantProblem | undefined;
  /** What the consent's sentence says the draft covers; undefined while there is nothing. */
  scope: ConsentScope | undefined;
  today: string;
  change: (next: GrantDraft) => void;
  /**
   * The grant to send, or undefined when there is none yet: the areas are not known, or the
   * draft is refused (the fields then say why).
   */
  choose: () => GrantChoice | undefined;
}

/** The areas and end date of a consent being given: an invite to a doctor, or an accept. */
export function useConsentGrant(): ConsentGrant {
  const areas = useGrantAreaOptions();
  const [edited, setEdited] = useState<GrantDraft | undefined>(undefined);
  const [problem, setProblem] = useState<GrantProblem | undefined>(undefined);
  const today = todayIso();
  const draft = edited ?? (areas.options ? everyAreaDraft(areas.options) : undefined);

  return {
    areas,
    draft,
    problem,
    scope: draft && areas.options ? draftScope(draft, areas.options) : undefined,
    today,
    change: (next) => {
      setEdited(next);
      setProblem(undefined);
    },
    choose: () => {
      if (!areas.options || !draft) return undefined;
      const found = grantProblem(draft, today);
      setProblem(found);
      return found ? undefined : grantChoice(draft, areas.options);
    },
  };
}
