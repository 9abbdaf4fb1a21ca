import type { RtmTier } from '../../../shared/api/carePanelParameters';

/**
 * The remote-therapeutic-monitoring tier of the days with data in the last 30 (CPT 2026):
 * 98977 asks for 16 or more days, 98985 for 2 to 15; fewer is none a clinic can count.
 */
export function rtmTier(daysWithData: number): RtmTier {
  if (daysWithData >= 16) return '16+';
  return daysWithData >= 2 ? '2-15' : 'none';
}
