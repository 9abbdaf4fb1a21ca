import { Link } from 'react-router-dom';
import { footerLinks } from './footerLinks';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { MotusLogo } from './MotusLogo';
import { footerTexts } from './navigationTexts';
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
            {layoutTexts.productName}
          </p>
          <p>{footerTexts.tagline}</p>
        </div>
        <FooterLinkGroup id="footer-app" title={footerTexts.app} links={footerLinks.app} />
        <FooterLinkGroup id="footer-legal" title={footerTexts.legal} links={footerLinks.legal} />
        <div>
          <h2 className="footer__heading">{footerTexts.contact}</h2>
          <address className="footer__address">
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
            <span>{contact.address}</span>
          </address>
        </div>
        <nav aria-labelledby="footer-social">
          <h2 className="footer__heading" id="footer-social">
            {footerTexts.followUs}
          </h2>
          <ul className="footer__list">
            {footerLinks.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label} <span className="visually-hidden">{layoutTexts.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="footer__note">{footerTexts.placeholdersNote}</p>
        </nav>
      </div>
      <div className="footer__bottom">
        <p>{footerTexts.closing}</p>
      </div>
    </footer>
  );
}
