/** @jest-environment ./jest/jsdom-environment.js */
import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { forgetDictionaries, useDictionary } from './use-dictionary';

function CountryLabel({ code }: { code: string }) {
  const dictionary = useDictionary('country');
  return <span data-testid={`label-${code}`}>{dictionary.loading ? 'loading' : dictionary.label(code)}</span>;
}

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, message: '成功', data }), { status: 200 });

describe('useDictionary', () => {
  beforeEach(forgetDictionaries);
  afterEach(() => jest.restoreAllMocks());

  it('loads a dictionary once for every user of it and looks labels up by code', async () => {
    const fetchMock = jest.fn(async () => envelope([{ code: '142', name: '中国', sort: 1 }, { code: '502', name: '美国', sort: 2 }]));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <CountryLabel code="142" />
        <CountryLabel code="502" />
        <CountryLabel code="999" />
      </SWRConfig>,
    );
    await waitFor(() => expect(screen.getByTestId('label-142')).toHaveTextContent('中国'));
    expect(screen.getByTestId('label-502')).toHaveTextContent('美国');
    expect(screen.getByTestId('label-999')).toHaveTextContent('999');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/dictionary/item/queryByCode');
    expect(JSON.parse(String(init.body))).toEqual({ data: { dicCode: 'country' } });
  });

  it('retries a failed dictionary and recovers', async () => {
    let calls = 0;
    global.fetch = jest.fn(async () => (++calls === 1 ? new Response('{"code":500,"message":"boom"}', { status: 500 }) : envelope([{ code: '142', name: '中国', sort: 1 }]))) as unknown as typeof fetch;
    render(
      <SWRConfig value={{ provider: () => new Map(), errorRetryInterval: 10 }}>
        <CountryLabel code="142" />
      </SWRConfig>,
    );
    await waitFor(() => expect(screen.getByTestId('label-142')).toHaveTextContent('中国'), { timeout: 5_000 });
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});
