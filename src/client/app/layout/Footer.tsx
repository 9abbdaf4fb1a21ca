import { Link } from 'react-router-dom';
import { footerLinks } from './footerLinks';
import { MotusLogo } from './MotusLogo';
import './Footer.css';

interface FooterLinkGroupProps {
  id: string;
  title: string;
  links: readonly { label: string; to: string }[];
}

/** One titled list of in-app links, a landmark of its own for screen readers. */
function FooterLinkGroup({ id, title, links }: FooterLinkGroupProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 className="footer__heading" id={id}>
        {title}
      </h2>
      <ul className="footer__list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { contact } = footerLinks;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <p className="footer__brand-name">
            <MotusLogo size={28} />
            Motus
          </p>
          <p>
            Health, fitness and rehabilitation tracking for athletes, everyone else and their
            doctors.
          </p>
        </div>
        <FooterLinkGroup id="footer-app" title="App" links={footerLinks.app} />
        <FooterLinkGroup id="footer-legal" title="Legal" links={footerLinks.legal} />
        <div>
          <h2 className="footer__heading">Contact</h2>
          <address className="footer__address">
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
            <span>{contact.address}</span>
          </address>
        </div>
        <nav aria-labelledby="footer-social">
          <h2 className="footer__heading" id="footer-social">
            Follow us
          </h2>
          <ul className="footer__list">
            {footerLinks.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label} <span className="visually-hidden">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="footer__note">Contact and social addresses are placeholders.</p>
        </nav>
      </div>
      <div className="footer__bottom">
        <p>© Motus. Motus supports, and does not replace, advice from your own doctor.</p>
      </div>
    </footer>
  );
}
