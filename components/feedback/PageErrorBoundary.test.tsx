/** @jest-environment ./jest/jsdom-environment.js */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import zhCN from '@/messages/zh-CN.json';
import { ChunkLoadError } from '@/lib/ui/lazy-page';
import { PageErrorBoundary } from './PageErrorBoundary';

function Broken({ error }: { error: Error }): never {
  throw error;
}

const renderWith = (error: Error) =>
  render(
    <NextIntlClientProvider locale="zh-CN" messages={zhCN}>
      <PageErrorBoundary>
        <Broken error={error} />
      </PageErrorBoundary>
    </NextIntlClientProvider>,
  );

describe('PageErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('offers a reload when a page chunk failed to download', () => {
    renderWith(new ChunkLoadError(new Error('timed out after 120000 ms')));
    expect(screen.getByTestId('chunk-error')).toHaveTextContent(zhCN.errors.chunkTitle);
    expect(screen.getByRole('button', { name: zhCN.errors.reload })).toBeInTheDocument();
  });

  it('offers to try again after any other error, instead of a blank page', () => {
    renderWith(new Error('boom'));
    expect(screen.getByTestId('page-error')).toHaveTextContent(zhCN.errors.pageTitle);
    expect(screen.getByRole('button', { name: zhCN.errors.retry })).toBeInTheDocument();
  });
});
