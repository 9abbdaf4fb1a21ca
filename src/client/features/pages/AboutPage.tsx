import { aboutTexts } from './aboutTexts';
import { ProsePage } from './ProsePage';

export function AboutPage() {
  return <ProsePage content={aboutTexts} />;
}
