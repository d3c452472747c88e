/** @jest-environment ./jest/jsdom-environment.js */
import { act, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { ORGANIZATION_PATHS, type ModifyPasswordCount } from '@/customs-api/contract/organization';
import { apiRequest } from '@/lib/api/client';
import zhCN from '@/messages/zh-CN.json';
import { PasswordGate } from './PasswordGate';
import { PasswordReminder } from './PasswordReminder';

jest.mock('@/lib/api/client', () => ({ apiRequest: jest.fn(), ApiError: class extends Error {} }));
const request = jest.mocked(apiRequest);

function answer(status: ModifyPasswordCount) {
  request.mockImplementation(async (path: string) => (path === ORGANIZATION_PATHS.passwordPolicy ? { minLength: 8, requiredClasses: 3, maxAgeDays: 90 } : status));
}

const renderBoth = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <NextIntlClientProvider locale="zh-CN" messages={zhCN}>
        <PasswordGate />
        <PasswordReminder />
      </NextIntlClientProvider>
    </SWRConfig>,
  );

describe('password reminder and forced change', () => {
  beforeEach(() => request.mockReset());

  it('reminds a week before expiry, without forcing', async () => {
    answer({ mustChange: false, reason: null, daysSinceChange: 85, maxAgeDays: 90, daysLeft: 5 });
    renderBoth();
    expect(await screen.findByTestId('password-reminder')).toHaveTextContent('5');
    expect(screen.queryByTestId('change-password')).not.toBeInTheDocument();
  });

  it('says nothing while the password is fresh or never expires', async () => {
    answer({ mustChange: false, reason: null, daysSinceChange: 1, maxAgeDays: 0, daysLeft: null });
    renderBoth();
    await waitFor(() => expect(request).toHaveBeenCalledWith(ORGANIZATION_PATHS.modifyPasswordCount, expect.anything()));
    await act(async () => undefined);
    expect(screen.queryByTestId('password-reminder')).not.toBeInTheDocument();
  });

  it('forces a change after a reset, in a dialog that cannot be cancelled', async () => {
    answer({ mustChange: true, reason: 'reset', daysSinceChange: 0, maxAgeDays: 90, daysLeft: 90 });
    renderBoth();
    expect(await screen.findByTestId('password-forced')).toHaveTextContent(zhCN.password.forced.reset);
    expect(await screen.findByTestId('password-policy')).toHaveTextContent('8');
    expect(screen.queryByRole('button', { name: zhCN.common.cancel })).not.toBeInTheDocument();
    expect(screen.queryByTestId('password-reminder')).not.toBeInTheDocument();
  });
});
