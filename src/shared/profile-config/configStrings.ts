import { Type } from 'typebox';

/** The shapes of the strings a profile config holds: ids, field names, codes, paths, colours. */

export const Identifier = Type.String({
  pattern: '^[a-z][a-z0-9_]*$',
  description: 'An id: lower case letters, digits and underscores.',
});
// The shipped configs' field names carry capitals (step_test_VO2, swim_step_test_HR),
// so a reading's field name may too; it still starts with a letter.
export const FIELD_NAME_PATTERN = '^[a-zA-Z][a-zA-Z0-9_]*$';
export const FieldName = Type.String({
  pattern: FIELD_NAME_PATTERN,
  description: 'A field name: letters, digits and underscores.',
});
export const Loinc = Type.String({
  pattern: '^[0-9]+-[0-9]$',
  description: 'A LOINC code, e.g. 8867-4; only where the code was verified.',
});
export const ApiName = Type.String({
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  description: 'The path piece a reading is written to, e.g. walking-test.',
});
export const ApiPath = Type.String({
  pattern: '^/[a-z0-9/_{}-]*/$',
  description: 'An API path, with its trailing slash (docs/product.md#every-screen).',
});
export const ProfileRoute = Type.String({
  pattern: '^(/[a-z-]+)+$',
  description: "The page's address, e.g. /labprofile or /labprofile/blood-results.",
});
export const ImageUrl = Type.String({ pattern: '^/', description: 'An image served by Motus.' });
export const Colour = Type.String({
  pattern: '^#[0-9a-fA-F]{6}$',
  description: 'A colour as #rrggbb.',
});
export const Text = Type.String({ minLength: 1 });
