import { DateTime } from 'luxon';
import { useEffect, useMemo, useRef, useState } from 'react';
import { dayText } from '../../../shared/dates/displayedDates';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { PageHeader } from '../../ui/layout/PageHeader';
import { sharedBundleOf, type SharedBundle } from './sharedBundle';
import { SharedBundleView } from './SharedBundleView';
import { openShareLinkFile } from './shareLinkFile';
import { hasExpired, shlinkPayloadOf, type ShlinkPayload } from './shlinkPayload';
import { RecipientForm } from './RecipientForm';
import { sharedViewerTexts } from './sharedViewerTexts';
import './SharedViewerPage.css';

type ViewerState =
  | { step: 'asking'; remainingAttempts?: number; refusal?: string | undefined }
  | { step: 'opening' }
  | { step: 'gone' }
  | { step: 'opened'; shared: SharedBundle };

/** The link's last day, in the reader's calendar. */
function lastDayOf(payload: ShlinkPayload): string | undefined {
  if (payload.exp === undefined) return undefined;
  // exp is the first second after the last day; a second less is that day.
  return dayText(DateTime.fromSeconds(payload.exp - 1));
}

/** The link in the address's fragment, read again when the fragment changes. */
function useLinkPayload(): ShlinkPayload | undefined {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const follow = () => setHash(window.location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return useMemo(() => shlinkPayloadOf(hash), [hash]);
}

/**
 * /shared#shlink:/…: a passcode link opened by someone with no account (HL7 SMART Health
 * Links). The fragment never reaches the server; the file is decrypted here with the key
 * the link carries, and shown read-only.
 */
export function SharedViewerPage() {
  const payload = useLinkPayload();
  const [state, setState] = useState<ViewerState>({ step: 'asking' });
  const opened = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.step === 'opened' || state.step === 'gone') opened.current?.focus();
  }, [state.step]);

  async function open(link: ShlinkPayload, recipient: string, passcode: string | undefined) {
    setState({ step: 'opening' });
    const outcome = await openShareLinkFile(link, recipient, passcode);
    switch (outcome.kind) {
      case 'opened':
        setState({ step: 'opened', shared: sharedBundleOf(outcome.bundle) });
        return;
      case 'wrong-passcode':
        setState({ step: 'asking', remainingAttempts: outcome.remainingAttempts });
        return;
      case 'gone':
        setState({ step: 'gone' });
        return;
      case 'refused':
        setState({ step: 'asking', refusal: outcome.message ?? sharedViewerTexts.failedMessage });
        return;
      // Said in the form, which keeps what was typed for the next try.
      case 'unreachable':
        // Most often a link made at an address (PUBLIC_URL) that this device cannot open.
        setState({
          step: 'asking',
          refusal: sharedViewerTexts.unreachable(new URL(link.url).host),
        });
        return;
      case 'failed':
        setState({ step: 'asking', refusal: sharedViewerTexts.unreadable });
        return;
    }
  }

  function body() {
    if (!payload) {
      return (
        <ErrorState
          title={sharedViewerTexts.badLinkTitle}
          message={sharedViewerTexts.badLinkMessage}
        />
      );
    }
    const lastDay = lastDayOf(payload);
    if (hasExpired(payload)) {
      return (
        <ErrorState
          title={sharedViewerTexts.expiredTitle}
          message={sharedViewerTexts.expiredMessage(lastDay ?? '')}
        />
      );
    }
    switch (state.step) {
      case 'gone':
        return (
          <div ref={opened} tabIndex={-1} className="shared-viewer__focus">
            <ErrorState
              title={sharedViewerTexts.goneTitle}
              message={sharedViewerTexts.goneMessage}
            />
          </div>
        );
      case 'opened':
        return (
          <div ref={opened} tabIndex={-1} className="shared-viewer__focus">
            <p className="shared-viewer__banner" role="note">
              {sharedViewerTexts.banner(
                state.shared.patient.name ?? sharedViewerTexts.someone,
                lastDay ?? '',
              )}
            </p>
            <SharedBundleView shared={state.shared} />
          </div>
        );
      case 'opening':
      case 'asking':
        // One form through both steps, so a refused passcode keeps the name typed.
        return (
          <div className="shared-viewer__ask">
            {payload.label ? (
              <p className="shared-viewer__label">{sharedViewerTexts.linkLabel(payload.label)}</p>
            ) : null}
            {lastDay ? (
              <p className="shared-viewer__until">{sharedViewerTexts.openUntil(lastDay)}</p>
            ) : null}
            <RecipientForm
              needsPasscode={payload.needsPasscode}
              opening={state.step === 'opening'}
              remainingAttempts={state.step === 'asking' ? state.remainingAttempts : undefined}
              refusal={state.step === 'asking' ? state.refusal : undefined}
              onOpen={(recipient, passcode) => void open(payload, recipient, passcode)}
            />
          </div>
        );
    }
  }

  return (
    <div className="shared-viewer">
      <title>{layoutTexts.documentTitle(sharedViewerTexts.pageTitle)}</title>
      <PageHeader title={sharedViewerTexts.heading} />
      {body()}
    </div>
  );
}
