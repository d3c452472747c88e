import { loginUrlFor, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/index', '/index'],
    ['/receipts-Module/import-resipts/list?page=2#top', '/receipts-Module/import-resipts/list?page=2#top'],
  ])('keeps same-site path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    null,
    '',
    '//evil.example/x',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/login',
    '/login?redirect=/index',
    'index',
    '/\tevil',
  ])('falls back to /index for %p', (input) => {
    expect(safeRedirect(input)).toBe('/index');
  });
});

describe('loginUrlFor', () => {
  it('encodes the full path', () => {
    expect(loginUrlFor('/index')).toBe('/login?redirect=%2Findex');
    expect(loginUrlFor('/a/b?x=1&y=2')).toBe('/login?redirect=%2Fa%2Fb%3Fx%3D1%26y%3D2');
  });
});
