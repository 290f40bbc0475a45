import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Spinner } from '../components/ui/spinner';
import { appContainer, PrerenderHandoff, seedPrerenderedQueries } from './prerender-handoff';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const serve = (markup: string) => {
  document.body.innerHTML = `<div id="root" data-prerendered>${markup}</div>`;
};
const shown = () => document.getElementById('root')!.textContent;

function Page({ loading }: { loading: boolean }) {
  return loading ? <Spinner label="Laddar frågor..." page /> : <h1>Appens sida</h1>;
}

describe('taking over a page the server sent with its content', () => {
  it('renders into the served #root when the page was not prerendered', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(appContainer()).toBe(document.getElementById('root'));
  });

  it('keeps the served page until the routes show a page, then swaps in the app in one step', () => {
    serve('<h1>Serverns sida</h1>');
    const container = appContainer();
    expect(container.isConnected).toBe(false);
    root = createRoot(container);
    act(() => root!.render(<p>Laddar applikation...</p>));
    expect(shown()).toBe('Serverns sida');
    act(() =>
      root!.render(
        <>
          <PrerenderHandoff />
          <Page loading={false} />
        </>,
      ),
    );
    expect(document.querySelectorAll('#root')).toHaveLength(1);
    expect(shown()).toBe('Appens sida');
    expect(container.isConnected).toBe(true);
  });

  it('waits while the page shows its own loading spinner, and swaps in when it has gone', async () => {
    serve('<h1>Serverns sida</h1>');
    root = createRoot(appContainer());
    act(() =>
      root!.render(
        <>
          <PrerenderHandoff />
          <Page loading />
        </>,
      ),
    );
    expect(shown()).toBe('Serverns sida');
    await act(async () =>
      root!.render(
        <>
          <PrerenderHandoff />
          <Page loading={false} />
        </>,
      ),
    );
    expect(shown()).toBe('Appens sida');
  });

  it('starts the query cache with the data the page was rendered with', () => {
    document.body.innerHTML = `<script type="application/json" id="prerendered-queries">${JSON.stringify([[['shop', 'products'], [{ slug: 'ryggrapport', price: 19900 }]]])}</script>`;
    const client = new QueryClient();
    seedPrerenderedQueries(client);
    expect(client.getQueryData(['shop', 'products'])).toEqual([{ slug: 'ryggrapport', price: 19900 }]);
  });
});
