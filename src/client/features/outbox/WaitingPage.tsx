import { outboxTexts } from '../../api/outbox/outboxTexts';
import { selectWaitingWrites } from '../../api/outbox/outboxSlice';
import { WaitingWrites } from '../../engine/waiting/WaitingWrites';
import { useAppSelector } from '../../state/hooks';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { PageHeader } from '../../ui/layout/PageHeader';

/** Every write of the signed-in person kept on this device, waiting or refused (docs/product.md#working-offline). */
export function WaitingPage() {
  const writes = useAppSelector(selectWaitingWrites);
  return (
    <>
      <title>{layoutTexts.documentTitle(outboxTexts.listTitle)}</title>
      <PageHeader title={outboxTexts.listTitle} subtitle={outboxTexts.listIntro} />
      {writes.length === 0 ? (
        <EmptyState title={outboxTexts.nothingWaiting} />
      ) : (
        <WaitingWrites writes={writes} />
      )}
    </>
  );
}
