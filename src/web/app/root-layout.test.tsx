import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { RootLayout } from './root-layout';

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <RootLayout />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RootLayout', () => {
  it("shows 'Laddar applikation...' until the auth state is loaded, then the page", async () => {
    renderAt('/');
    expect(screen.getByText('Laddar applikation...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /Förstå din ryggsmärta/ })).toBeInTheDocument();
    expect(screen.queryByText('Laddar applikation...')).toBeNull();
  });

  it('shows “Sidan finns inte” (Swedish, also the document title) for an unknown path', async () => {
    renderAt('/finns-inte');
    expect(await screen.findByRole('heading', { name: 'Sidan finns inte' })).toBeInTheDocument();
    // The title is set in an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('Sidan finns inte – Ryggkollen'));
    expect(document.body).not.toHaveTextContent(/not found/i);
  });
});
