import { useId, useMemo, useState } from 'react';
import { todayIso } from '../../../../shared/dates/dateRanges';
import { EmptyState } from '../../../ui/feedback/EmptyState';
import { ErrorState } from '../../../ui/feedback/ErrorState';
import { LoadingState } from '../../../ui/feedback/LoadingState';
import { useProfileList } from '../../../engine/api/useProfileList';
import { areaTitles } from '../areaTitles';
import { sharingTexts } from '../sharingTexts';
import { useGrantAreaOptions } from '../useGrantAreaOptions';
import { CreatedShareLink } from './CreatedShareLink';
import { ShareLinkCard } from './ShareLinkCard';
import { ShareLinkForm } from './ShareLinkForm';
import type { CreateShareLinkReply } from '../../../../shared/api/shareLinksContract';
import { useShareLinksQuery } from './shareLinksApi';
import { shareLinkTexts } from './shareLinkTexts';
import './ShareLinks.css';

interface Created {
  link: CreateShareLinkReply['data'];
  withPasscode: boolean;
}

/** The Sharing page's passcode links: what they are, a new one, and the person's links. */
export function ShareLinksSection() {
  const headingId = useId();
  const listHeadingId = useId();
  const areas = useGrantAreaOptions();
  const { profiles } = useProfileList();
  const links = useShareLinksQuery(undefined, { refetchOnMountOrArgChange: true });
  const [created, setCreated] = useState<Created>();
  const today = todayIso();
  const titles = useMemo(() => areaTitles(profiles ?? []), [profiles]);
  const pinGatedAreas = useMemo(
    () => new Set((profiles ?? []).filter((profile) => profile.pin).map((profile) => profile.id)),
    [profiles],
  );

  function form() {
    if (created) {
      return (
        <CreatedShareLink
          link={created.link.link}
          expiresOn={created.link.expires_on}
          withPasscode={created.withPasscode}
          onDone={() => setCreated(undefined)}
        />
      );
    }
    if (areas.failed) {
      return (
        <ErrorState
          title={sharingTexts.areasFailed}
          message={sharingTexts.checkConnection}
          onRetry={areas.retry}
        />
      );
    }
    if (!areas.options) return <LoadingState label={sharingTexts.areasLoading} />;
    return (
      <ShareLinkForm
        options={areas.options}
        pinGatedAreas={pinGatedAreas}
        today={today}
        onCreated={(link, withPasscode) => setCreated({ link, withPasscode })}
      />
    );
  }

  function list() {
    if (links.isError) {
      return (
        <ErrorState
          title={shareLinkTexts.listFailed}
          message={shareLinkTexts.checkConnection}
          onRetry={() => void links.refetch()}
        />
      );
    }
    const rows = links.data?.data;
    if (!rows) return <LoadingState label={shareLinkTexts.listLoading} />;
    if (rows.length === 0) {
      return <EmptyState title={shareLinkTexts.listEmpty} message={shareLinkTexts.listEmptyHint} />;
    }
    return (
      <ul className="share-links__list">
        {rows.map((row) => (
          <li key={row.id}>
            <ShareLinkCard row={row} titles={titles} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="sharing__section share-links" aria-labelledby={headingId}>
      <h2 className="sharing__title" id={headingId}>
        {shareLinkTexts.title}
      </h2>
      <p className="share-links__intro">{shareLinkTexts.intro}</p>
      {form()}
      <section className="share-links__yours" aria-labelledby={listHeadingId}>
        <h3 className="share-links__subtitle" id={listHeadingId}>
          {shareLinkTexts.listTitle}
        </h3>
        {list()}
      </section>
    </section>
  );
}
