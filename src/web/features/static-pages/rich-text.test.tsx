import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RichText, fillTokens } from './rich-text';

const values = { brand: 'Ryggkollen', supportEmail: 'hej@ryggkollen.se', price: '250 kr' };

describe('fillTokens', () => {
  it('fills known tokens and leaves unknown ones visible', () => {
    expect(fillTokens('{brand} kostar {price}. {nope}', values)).toBe('Ryggkollen kostar 250 kr. {nope}');
  });
});

describe('RichText', () => {
  function renderText(text: string) {
    return render(
      <MemoryRouter>
        <p>
          <RichText text={text} values={values} />
        </p>
      </MemoryRouter>,
    );
  }

  it('turns internal paths into links and keeps the surrounding text', () => {
    const { container } = renderText('Läs [köpvillkoren](/purchase-terms) först.');
    expect(screen.getByRole('link', { name: 'köpvillkoren' })).toHaveAttribute('href', '/purchase-terms');
    expect(container).toHaveTextContent('Läs köpvillkoren först.');
  });

  it('fills tokens before reading links, so mailto links work', () => {
    renderText('Mejla [{supportEmail}](mailto:{supportEmail}).');
    expect(screen.getByRole('link', { name: 'hej@ryggkollen.se' })).toHaveAttribute('href', 'mailto:hej@ryggkollen.se');
  });

  it('never makes a link of other schemes', () => {
    renderText('[klicka](javascript:alert(1))');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
