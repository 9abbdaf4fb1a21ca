import { useId, useState } from 'react';
import { serverFailureMessage } from '../../../api/serverFailureMessage';
import { Button } from '../../../ui/actions/Button';
import { ErrorState } from '../../../ui/feedback/ErrorState';
import { Card } from '../../../ui/layout/Card';
import type { AreaTitles } from '../../../../shared/accessLog/accessLogColumns';
import { dateTimeText, dayText } from '../../../../shared/dates/displayedDates';
import { RevokeShareLinkDialog } from './RevokeShareLinkDialog';
import type { ShareLinkRow } from '../../../../shared/api/shareLinksContract';
import { useRevokeShareLinkMutation } from './shareLinksApi';
import { shareLinkOutcomeTexts, shareLinkStateTexts, shareLinkTexts } from './shareLinkTexts';

export interface ShareLinkCardProps {
  row: ShareLinkRow;
  titles: AreaTitles;
}

/** One link: what it shares, until when, its state in words, who opened it, and Revoke. */
export function ShareLinkCard({ row, titles }: ShareLinkCardProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [revoke, { isLoading }] = useRevokeShareLinkMutation();
  const name = row.label ?? shareLinkTexts.untitled;
  const areas = row.profiles.map((area) => titles.get(area) ?? area).join(', ');
  const revocable = row.state === 'active' || row.state === 'locked';

  async function confirmRevoke() {
    setFailure(undefined);
    try {
      await revoke(row.id).unwrap();
    } catch (error) {
      setFailure(serverFailureMessage(error) ?? shareLinkTexts.checkConnection);
    }
    setConfirming(false);
  }

  return (
    <Card className="share-link-card">
      <article aria-labelledby={headingId}>
        <div className="share-link-card__header">
          <h4 className="share-link-card__name" id={headingId}>
            {name}
          </h4>
          <span className={`share-link-card__state share-link-card__state--${row.state}`}>
            {shareLinkStateTexts[row.state]}
          </span>
        </div>
        <ul className="share-link-card__facts">
          <li>{areas}</li>
          <li>{shareLinkTexts.readingsRange(dayText(row.date_from), dayText(row.date_to))}</li>
          <li>{shareLinkTexts.endsOnDay(dayText(row.expires_on))}</li>
          <li>{row.has_passcode ? shareLinkTexts.withPasscode : shareLinkTexts.withoutPasscode}</li>
        </ul>
        {row.accesses.length === 0 ? (
          <p className="share-link-card__none">{shareLinkTexts.noAccesses}</p>
        ) : (
          <div className="share-link-card__scroll">
            <table className="share-link-card__accesses">
              <caption className="visually-hidden">{shareLinkTexts.accessesCaption(name)}</caption>
              <thead>
                <tr>
                  <th scope="col">{shareLinkTexts.columnRecipient}</th>
                  <th scope="col">{shareLinkTexts.columnWhen}</th>
                  <th scope="col">{shareLinkTexts.columnOutcome}</th>
                </tr>
              </thead>
              <tbody>
                {row.accesses.map((access, index) => (
                  <tr key={`${access.at}-${index}`}>
                    <td>{access.recipient}</td>
                    <td>{dateTimeText(access.at)}</td>
                    <td>{shareLinkOutcomeTexts[access.outcome]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {failure ? (
          <ErrorState compact title={shareLinkTexts.revokeFailed} message={failure} />
        ) : null}
        {revocable ? (
          <div>
            <Button
              variant="secondary"
              // Which link, for a screen reader's list of buttons; it starts with the visible word.
              aria-label={shareLinkTexts.revokeNamed(name)}
              onClick={() => setConfirming(true)}
            >
              {shareLinkTexts.revoke}
            </Button>
          </div>
        ) : null}
      </article>
      {confirming ? (
        <RevokeShareLinkDialog
          name={name}
          busy={isLoading}
          onConfirm={() => void confirmRevoke()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </Card>
  );
}
