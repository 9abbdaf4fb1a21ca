import { useEffect, useId, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { selectSessionUser } from '../../api/sessionUser';
import { selectWaitingWrites } from '../../api/outbox/outboxSlice';
import { outboxTexts } from '../../api/outbox/outboxTexts';
import { useSignOut } from '../../account/useSignOut';
import { CloseIcon, MenuIcon } from '../../ui/icons/interfaceIcons';
import { useAppSelector } from '../../state/hooks';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { MotusLogo } from './MotusLogo';
import { navBarTexts, navigationTexts } from './navigationTexts';
import './NavBar.css';

interface NavItem {
  label: string;
  to: string;
}

/** The navigation of docs/product.md#routes-and-navigation, signed in and signed out. */
const signedInItems: readonly NavItem[] = [
  { label: navigationTexts.dashboard, to: paths.dashboard },
  { label: navigationTexts.workout, to: paths.workout },
  { label: navigationTexts.calling, to: paths.calling },
  { label: navigationTexts.about, to: paths.about },
  { label: navigationTexts.editProfile, to: paths.profile },
];

/** A patient also chooses what their doctors see: Sharing, beside Motus Calling where doctors are invited. */
const patientItems: readonly NavItem[] = signedInItems.flatMap((item) =>
  item.to === paths.calling
    ? [item, { label: navigationTexts.sharing, to: paths.sharing }]
    : [item],
);

/** An administrator (ADMIN_EMAILS) also brings in the clinic's clinicians. */
const administratorItem: NavItem = { label: navigationTexts.clinicians, to: paths.clinicians };

const signedOutItems: readonly NavItem[] = [
  { label: navigationTexts.calling, to: paths.calling },
  { label: navigationTexts.register, to: paths.register },
  { label: navigationTexts.login, to: paths.login },
];

export function NavBar() {
  const user = useAppSelector(selectSessionUser);
  const waiting = useAppSelector(selectWaitingWrites).length;
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const roleItems = user ? (user.is_doctor ? signedInItems : patientItems) : signedOutItems;
  const items = user?.is_admin ? [...roleItems, administratorItem] : roleItems;

  // A new page closes the phone menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  function closeMenuOnLink(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  }

  return (
    <header className="navbar">
      <div className="navbar__inner">
        <Link className="navbar__brand" to={paths.home}>
          <MotusLogo />
          <span>{layoutTexts.productName}</span>
        </Link>
        {user && waiting > 0 ? (
          <Link className="navbar__waiting" to={paths.waiting}>
            <span>
              {outboxTexts.waitingCountShown(waiting)}
              <span className="navbar__waiting-rest">{outboxTexts.waitingCountRest}</span>
            </span>
          </Link>
        ) : null}
        <button
          type="button"
          className="navbar__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          {navBarTexts.menu}
        </button>
        <nav
          id={menuId}
          aria-label={navBarTexts.mainNavigation}
          className={`navbar__menu${menuOpen ? ' navbar__menu--open' : ''}`}
          onClick={closeMenuOnLink}
        >
          {user ? (
            <p className="navbar__greeting" title={navBarTexts.greeting(user.first_name)}>
              {navBarTexts.greeting(user.first_name)}
            </p>
          ) : null}
          <ul className="navbar__links">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink className="navbar__link" to={item.to}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {user ? (
              <li>
                <button type="button" className="navbar__logout" onClick={() => signOut('logout')}>
                  {navigationTexts.logout}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </header>
  );
}
