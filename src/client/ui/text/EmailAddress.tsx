import { Fragment } from 'react';
import './EmailAddress.css';

/** The address cut after each '@' and '.', which stay with the part before them. */
function emailParts(email: string): string[] {
  return email.split(/(?<=[@.])/);
}

/**
 * An email address that, when it has to wrap, wraps only after its '@' and its dots
 * ("sam.patient@ / example.org"), never inside a name or a word.
 */
export function EmailAddress({ email }: { email: string }) {
  return (
    <span className="email-address">
      {emailParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="email-address__part">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
