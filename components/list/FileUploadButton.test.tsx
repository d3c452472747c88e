/** @jest-environment ./jest/jsdom-environment.js */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, apiRequest } from '@/lib/api/client';
import { showToast } from '@/lib/ui/toast';
import { FileUploadButton, type UploadTexts } from './FileUploadButton';

jest.mock('@/lib/api/client', () => ({ ...jest.requireActual('@/lib/api/client'), apiRequest: jest.fn() }));
jest.mock('@/lib/ui/toast', () => ({ showToast: jest.fn() }));
jest.mock('@/lib/log/store', () => ({ pushLog: jest.fn() }));

const request = apiRequest as jest.MockedFunction<typeof apiRequest>;
const texts: UploadTexts = { working: (files, seconds) => `sending ${files} ${seconds}s`, tooLarge: 'too large', unexpectedAnswer: 'odd answer', resultTitle: 'Result', close: 'Close' };
const parse = (answer: unknown) => {
  if (typeof answer !== 'object' || answer === null || !('rows' in answer)) throw new Error('not a result');
  return answer as { rows: number };
};

function renderButton(onUploaded = jest.fn()) {
  render(
    <FileUploadButton label="Import" path="/api/app/demo/import" accept=".csv" maxBytes={10} fields={{ mode: 'replace' }} parse={parse} texts={texts} renderResult={(result) => <p>rows {result.rows}</p>} onUploaded={onUploaded} testId="demo" />,
  );
  return onUploaded;
}

const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('demo-input'), { target: { files } });

describe('FileUploadButton', () => {
  beforeEach(() => jest.clearAllMocks());

  it('sends the files and fields as one form, shows progress with the file name, then the result', async () => {
    let answer: (value: unknown) => void = () => undefined;
    request.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const onUploaded = renderButton();
    choose(new File(['a,b'], 'codes.csv'));

    expect(await screen.findByTestId('demo-progress')).toHaveTextContent('sending codes.csv 0s');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByTestId('demo')).toBeDisabled();
    const [path, options] = request.mock.calls[0]!;
    expect(path).toBe('/api/app/demo/import');
    const form = options?.body as FormData;
    expect((form.get('file') as File).name).toBe('codes.csv');
    expect(form.get('mode')).toBe('replace');
    expect(form.has('file2')).toBe(false);

    await act(async () => answer({ rows: 3 }));
    expect(await screen.findByTestId('demo-result')).toHaveTextContent('rows 3');
    expect(onUploaded).toHaveBeenCalledWith({ rows: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('demo-result')).not.toBeInTheDocument());
  });

  it('gives each of several files its own field', async () => {
    request.mockResolvedValueOnce({ rows: 2 });
    renderButton();
    choose(new File(['a'], 'a.csv'), new File(['b'], 'b.csv'));
    await screen.findByTestId('demo-result');
    const form = request.mock.calls[0]![1]?.body as FormData;
    expect([(form.get('file') as File).name, (form.get('file2') as File).name]).toEqual(['a.csv', 'b.csv']);
  });

  it('refuses files over the limit before sending them', () => {
    renderButton();
    choose(new File(['0123456789abc'], 'big.csv'));
    expect(showToast).toHaveBeenCalledWith('error', 'too large');
    expect(request).not.toHaveBeenCalled();
  });

  it('tells the user about an answer of the wrong shape, but leaves refused calls to the data client', async () => {
    request.mockResolvedValueOnce({ nothing: true });
    const onUploaded = renderButton();
    choose(new File(['a'], 'a.csv'));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'odd answer'));

    request.mockRejectedValueOnce(new ApiError({ kind: 'business', code: 1, message: 'refused', toast: true, endSession: 'no', url: '/api/app/demo/import' }));
    choose(new File(['b'], 'b.csv'));
    await waitFor(() => expect(screen.getByTestId('demo')).toBeEnabled());
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
