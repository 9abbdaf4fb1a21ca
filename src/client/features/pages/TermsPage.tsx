import { ProsePage } from './ProsePage';
import { termsTexts } from './termsTexts';

/** Motus's website terms (docs/product.md#routes-and-navigation), from termsTexts. */
export function TermsPage() {
  return <ProsePage content={termsTexts} />;
}
