/** @jest-environment ./jest/jsdom-environment.js */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { COMPANY_PATHS } from '@/customs-api/contract/companies';
import { apiRequest, ApiError } from '@/lib/api/client';
import zhCN from '@/messages/zh-CN.json';
import { RejectDialog } from './RejectDialog';

jest.mock('@/lib/api/client', () => {
  class MockApiError extends Error {}
  return { apiRequest: jest.fn(), ApiError: MockApiError };
});
const request = jest.mocked(apiRequest);

function renderDialog() {
  const onDone = jest.fn();
  const onClose = jest.fn();
  render(
    <NextIntlClientProvider locale="zh-CN" messages={zhCN}>
      <RejectDialog id={7} onClose={onClose} onDone={onDone} />
    </NextIntlClientProvider>,
  );
  return { onDone, onClose };
}

const submit = () => fireEvent.click(screen.getByTestId('reject-form-submit'));
const typeReason = (text: string) => fireEvent.change(screen.getByTestId('reject-reason'), { target: { value: text } });

describe('RejectDialog', () => {
  beforeEach(() => request.mockReset());

  it('asks for a reason before calling the platform', async () => {
    renderDialog();
    submit();
    expect(await screen.findByText(zhCN.organization.validation.required)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('keeps the form and shows the platform message when the platform refuses', async () => {
    request.mockRejectedValueOnce(new (ApiError as unknown as new (message: string) => Error)('只能驳回已提交的申请'));
    const { onDone, onClose } = renderDialog();
    typeReason('资料不全');
    submit();
    expect(await screen.findByTestId('form-refusal')).toHaveTextContent('只能驳回已提交的申请');
    expect(screen.getByTestId('reject-reason')).toHaveValue('资料不全');
    expect(onDone).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the reason and closes', async () => {
    request.mockResolvedValueOnce(null);
    const { onDone, onClose } = renderDialog();
    typeReason('  营业执照不清晰 ');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDone).toHaveBeenCalled();
    expect(request).toHaveBeenCalledWith(COMPANY_PATHS.applicationReject, expect.objectContaining({ body: { data: { id: 7, reason: '  营业执照不清晰 ' } } }));
  });
});
