import type { Partner } from './profileConfigSchema';

/** Every partner named by a config, once, in config order, with the first config naming it. */
export function partnersOf<C extends { partner?: Partner }>(
  configs: readonly C[],
): { partner: Partner; config: C }[] {
  const byId = new Map<string, { partner: Partner; config: C }>();
  for (const config of configs) {
    if (config.partner && !byId.has(config.partner.id)) {
      byId.set(config.partner.id, { partner: config.partner, config });
    }
  }
  return [...byId.values()];
}

/** A partner laboratory's configured name by its id; undefined for an id no config names. */
export function partnerNameOf(
  configs: readonly { partner?: Partner }[],
): (id: string) => string | undefined {
  const names = new Map(partnersOf(configs).map(({ partner }) => [partner.id, partner.name]));
  return (id) => names.get(id);
}
