import { datasetFactsOf } from '../../../shared/api/datasetFactsOf';
import {
  profileFactsPath,
  type ProfileFactsRef,
  type ProfileFactsReply,
} from '../../../shared/api/profileFactsContract';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import { prepareReply, type PreparedReply } from '../../services/caching/preparedReply';

/** A profile's facts reply, made once, and how the profile list points to it. */
export interface PreparedProfileFacts {
  reply: PreparedReply;
  ref: ProfileFactsRef;
}

/** The facts of each profile (not its views: they show their profile's) that has any. */
export function prepareProfileFacts(
  configs: readonly ProfileConfig[],
): ReadonlyMap<string, PreparedProfileFacts> {
  const prepared = new Map<string, PreparedProfileFacts>();
  for (const config of configs) {
    if (config.view_of !== undefined) continue;
    const datasets = datasetFactsOf(config);
    if (datasets.length === 0) continue;
    const reply = prepareReply({
      status: 'success',
      details: { datasets },
    } satisfies ProfileFactsReply);
    const tag = reply.etag.replaceAll('"', '');
    prepared.set(config.id, {
      reply,
      ref: {
        read: profileFactsPath(config.id, tag),
        datasets: datasets.map((facts) => facts.dataset),
      },
    });
  }
  return prepared;
}
