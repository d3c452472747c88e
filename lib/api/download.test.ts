/** @jest-environment jsdom */
import { configureApiClient } from './client';
import { downloadFile, downloadUrl, fileNameFromDisposition } from './download';
import { catalogueTranslator, fakeAnswer } from './test-support';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="report.xlsx"', 'report.xlsx'],
    ['attachment; filename=report.xlsx', 'report.xlsx'],
    ["attachment; filename*=UTF-8''%E8%BF%9B%E5%8F%A3%E7%94%B3%E6%8A%A5.xlsx", '进口申报.xlsx'],
    ["attachment; filename=\"fallback.xlsx\"; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.xlsx", '报表.xlsx'],
    ["attachment; filename*=utf-8'zh'%E6%8A%A5%E8%A1%A8.csv; filename=x.csv", '报表.csv'],
    ['attachment; filename="a \\"quoted\\" name.txt"', 'a "quoted" name.txt'],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=\"plain.txt\"", 'plain.txt'],
    ['attachment', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});

describe('downloadUrl', () => {
  it('is the relative BFF path with the query, skipping undefined values', () => {
    expect(downloadUrl('/api/app/declare/imports/download')).toBe('/api/app/declare/imports/download');
    expect(downloadUrl('/api/file/get', { id: 'a b', page: 2, all: true, none: undefined })).toBe('/api/file/get?id=a+b&page=2&all=true');
    expect(downloadUrl('/api/file/get?x=1', { id: 3 })).toBe('/api/file/get?x=1&id=3');
  });
});

describe('downloadFile', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  const saved: { name: string; type: string; text: string }[] = [];
  let revoked: string[] = [];

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    saved.length = 0;
    revoked = [];
    let lastBlob: Blob | undefined;
    URL.createObjectURL = (blob: Blob) => {
      lastBlob = blob;
      return 'blob:test/1';
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = lastBlob!;
      // jsdom's Blob has no text(): read it the older way.
      const reader = new FileReader();
      reader.onload = () => saved.push({ name: this.download, type: blob.type, text: String(reader.result) });
      reader.readAsText(blob);
    });
    configureApiClient({ translate: catalogueTranslator('en'), goTo: jest.fn() });
  });

  it('posts through the BFF with the client headers and saves the file under the server name', async () => {
    fetchMock.mockResolvedValueOnce(
      fakeAnswer(200, 'a,b\n1,2', { 'content-type': 'text/csv', 'content-disposition': "attachment; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.csv" }),
    );
    await expect(downloadFile('/api/app/declare/imports/head/export', { body: { data: { ids: [1] } } })).resolves.toBe('报表.csv');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/app/declare/imports/head/export');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ data: { ids: [1] } }) });
    expect(init.headers).toHaveProperty('U-Name');
    expect(init.headers).toHaveProperty('extend-params');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saved).toEqual([{ name: '报表.csv', type: 'text/csv', text: 'a,b\n1,2' }]);
    expect(revoked).toEqual(['blob:test/1']);
    expect(document.querySelector('a')).toBeNull();
  });

  it('falls back to the last path segment without Content-Disposition', async () => {
    fetchMock.mockResolvedValueOnce(fakeAnswer(200, 'x', { 'content-type': 'application/octet-stream' }));
    await expect(downloadFile('/api/app/declare/imports/download?id=7', { method: 'GET' })).resolves.toBe('download');
    expect(fetchMock.mock.calls[0]![1].method).toBe('GET');
  });

  it('an error envelope instead of a file is a failure like any call, and nothing is saved', async () => {
    fetchMock.mockResolvedValueOnce(fakeAnswer(200, { code: 1, message: 'No data to export' }));
    await expect(downloadFile('/api/app/declare/imports/head/export')).rejects.toMatchObject({ name: 'ApiError', message: 'No data to export' });
    fetchMock.mockResolvedValueOnce(fakeAnswer(504, { code: 504, message: '' }));
    await expect(downloadFile('/api/app/declare/imports/head/export')).rejects.toMatchObject({ message: 'Gateway timeout' });
    expect(saved).toEqual([]);
  });
});
