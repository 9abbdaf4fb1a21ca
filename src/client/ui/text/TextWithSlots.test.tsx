import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextWithSlots } from './TextWithSlots';

describe('a text with slots', () => {
  it('puts each element where its slot stands, and keeps the words around it', () => {
    const { container } = render(
      <p>
        <TextWithSlots
          text="Showing {from} to {to}"
          slots={{ from: <strong>1 May</strong>, to: <strong>31 May</strong> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Showing <strong>1 May</strong> to <strong>31 May</strong></p>',
    );
  });

  it('leaves a text without slots as it is', () => {
    const { container } = render(
      <p>
        <TextWithSlots text="Nothing to fill" slots={{}} />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Nothing to fill</p>');
  });
});
