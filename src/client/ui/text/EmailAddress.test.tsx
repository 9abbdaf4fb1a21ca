import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { piecesBetweenBreaks } from '../../test/lineBreaks';
import { EmailAddress } from './EmailAddress';

describe('an email address', () => {
  it('offers a line break only after its @ and its dots', () => {
    const { container } = render(
      <EmailAddress email="sam.patient-longname@example.organisation.org" />,
    );
    expect(container.textContent).toBe('sam.patient-longname@example.organisation.org');
    expect(piecesBetweenBreaks(container)).toEqual([
      'sam.',
      'patient-longname@',
      'example.',
      'organisation.',
      'org',
    ]);
    // Between the breaks, each part is one unbreakable piece (EmailAddress.css: nowrap).
    const parts = container.querySelectorAll('.email-address__part');
    expect([...parts].map((part) => part.textContent)).toEqual(piecesBetweenBreaks(container));
  });
});
