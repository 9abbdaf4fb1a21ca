import { useState } from 'react';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { Link } from 'react-router-dom';
import { profileSubtitle, type ProfileReader } from '../../../shared/profile-config/profileWords';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { PlusIcon } from '../../ui/icons/interfaceIcons';
import './ProfileHeader.css';

export interface ProfileHeaderProps {
  profile: Pick<
    ProfileListEntry,
    'title' | 'subtitle' | 'viewer_subtitle' | 'image' | 'add_button_label' | 'links'
  >;
  /** Whose eyes: someone viewing another person's profile reads the config's viewer words. */
  reader?: ProfileReader;
  /** Opens Add Data; without it the page has no add button (a view writes nothing). */
  onAdd?: (() => void) | undefined;
  /** Called when the pointer or focus reaches the add button: a moment to fetch the dialog. */
  onAddIntent?: () => void;
}

/**
 * Image, title, description, the config's header links (the lab page's Profile button) and
 * the round plus button that opens Add Data (docs/product.md#profiles-and-datasets).
 */
export function ProfileHeader({
  profile,
  reader = 'self',
  onAdd,
  onAddIntent,
}: ProfileHeaderProps) {
  const [imageMissing, setImageMissing] = useState(false);
  return (
    <header className="profile-header">
      <div className="profile-header__art" aria-hidden="true">
        {imageMissing ? (
          <span className="profile-header__art-fallback">{profile.title.charAt(0)}</span>
        ) : (
          <img src={profile.image} alt="" onError={() => setImageMissing(true)} />
        )}
      </div>
      <div className="profile-header__text">
        <h1 className="profile-header__title">{profile.title}</h1>
        <p className="profile-header__subtitle">{profileSubtitle(profile, reader)}</p>
      </div>
      <div className="profile-header__actions">
        {profile.links?.map((link) => (
          <Link key={link.to} to={link.to} className={buttonClassNames({ variant: 'secondary' })}>
            {link.label}
          </Link>
        ))}
        {onAdd ? (
          <button
            type="button"
            className="profile-header__add"
            onClick={onAdd}
            onPointerEnter={onAddIntent}
            onFocus={onAddIntent}
          >
            <span className="profile-header__plus" aria-hidden="true">
              <PlusIcon />
            </span>
            <span className="profile-header__add-label">{profile.add_button_label}</span>
          </button>
        ) : null}
      </div>
    </header>
  );
}
