import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('Trasig komponent');
  return <p>Allt fungerar</p>;
}

beforeEach(() => {
  shouldThrow = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it("shows the spec's error screen with the technical details collapsed", () => {
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Något gick fel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda om sidan' })).toBeInTheDocument();
    const details = screen.getByText('Teknisk information').closest('details');
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('Trasig komponent');
  });

  it("'Försök igen' clears the error and renders the children again", () => {
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(screen.getByText('Allt fungerar')).toBeInTheDocument();
  });

  it('clears all local storage when a checked value is not valid JSON', () => {
    localStorage.setItem('auth_user', '{broken');
    localStorage.setItem('other', 'kept?');
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(localStorage.length).toBe(0);
  });

  it('keeps local storage when the checked values are valid', () => {
    localStorage.setItem('auth_user', JSON.stringify({ id: '1', email: 'a@b.se' }));
    localStorage.setItem('auth_token', JSON.stringify('abc'));
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(localStorage.getItem('auth_token')).toBe('"abc"');
  });

  it('resets when its reset key changes (the user navigates on)', () => {
    function Harness() {
      const [key, setKey] = useState('/a');
      return (
        <>
          <button onClick={() => setKey('/b')}>gå vidare</button>
          <ErrorBoundary resetKey={key}>
            <Fragile />
          </ErrorBoundary>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByText('Något gick fel')).toBeInTheDocument();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'gå vidare' }));
    expect(screen.getByText('Allt fungerar')).toBeInTheDocument();
  });
});
