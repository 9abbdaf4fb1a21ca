import { layoutTexts } from '../../ui/layout/layoutTexts';
import { PageHeader } from '../../ui/layout/PageHeader';
import { AccessLogSection } from './AccessLogSection';
import { SharingDoctors } from './SharingDoctors';
import { ShareLinksSection } from './shareLinks/ShareLinksSection';
import { sharingTexts } from './sharingTexts';
import { YourDataSection } from './YourDataSection';
import './SharingPage.css';

/** /sharing: what the patient shares with each doctor, and who has seen their data. */
export function SharingPage() {
  return (
    <div className="sharing">
      <title>{layoutTexts.documentTitle(sharingTexts.pageTitle)}</title>
      <PageHeader title={sharingTexts.pageTitle} subtitle={sharingTexts.pageSubtitle} />
      <SharingDoctors />
      <ShareLinksSection />
      <AccessLogSection />
      <YourDataSection />
    </div>
  );
}
