import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { showToast } from '../../ui/feedback/toasts';
import { callingMessages } from '../../../shared/messages/callingMessages';
import { joinMeetingHref } from '../../../shared/routes/paths';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { useMeetingsQuery } from './callingApi';
import { ListPanel } from '../../ui/layout/ListPanel';
import { JOIN_AT_ONCE } from './joinAtOnce';
import { callingTexts } from './callingTexts';
import { meetingTimeForPerson } from './meetingTimes';
import { useMeetingZone } from './useMeetingZone';

/** Meetings Booked (docs/product.md#calling): the signed-in person's meetings, each with a way in. */
export function MeetingsPanel({ email, isDoctor }: { email: string; isDoctor: boolean }) {
  const meetings = useMeetingsQuery(email);
  const zone = useMeetingZone();
  const list = meetings.data;

  useEffect(() => {
    if (meetings.isError)
      showToast('error', callingMessages.meetingsFailed, { toastId: 'meetings' });
  }, [meetings.isError]);

  return (
    <ListPanel
      title={callingTexts.meetingsBooked}
      count={list?.length}
      failed={meetings.isError}
      onRetry={() => void meetings.refetch()}
      empty={isDoctor ? callingTexts.noMeetingsDoctor : callingTexts.noMeetings}
    >
      <ul className="calling-list">
        {list?.map((meeting) => (
          <li key={meeting.id} className="calling-row">
            <div className="calling-row__who">
              <span className="calling-row__name">{meeting.meeting_name}</span>
              <span className="calling-row__detail">
                <time>
                  {callingTexts.meetingTimeInZone(
                    meetingTimeForPerson(meeting.meeting_date_time, zone),
                    zone,
                  )}
                </time>{' '}
                {callingTexts.meetingWith(meeting.with_name)} · {callingTexts.meetingIdShort}{' '}
                <span className="calling-row__code">{meeting.meeting_id}</span>
              </span>
            </div>
            <div className="calling-row__actions">
              <Link
                className={buttonClassNames({ size: 'sm' })}
                to={joinMeetingHref(meeting.meeting_id)}
                state={JOIN_AT_ONCE}
                aria-label={`${callingTexts.joinMeeting} ${meeting.meeting_name}`}
              >
                {callingTexts.joinMeeting}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </ListPanel>
  );
}
