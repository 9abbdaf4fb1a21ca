import { ProfileConfigSchema } from './profileConfigSchema';

/**
 * The document written to profile-configs/profile-config.schema.json (npm run configs:schema),
 * which every config names in its "$schema" line so editors complete and check it.
 */
export function profileConfigJsonSchema(): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'urn:motus:profile-config',
    title: 'Motus profile config',
    ...structuredClone(ProfileConfigSchema),
  };
}
