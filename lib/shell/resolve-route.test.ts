import type { ModuleNode } from '@/customs-api/contract/auth';
import { buildMenu } from './menu';
import { resolveRoute } from './resolve-route';

const leaf = (code: string, param: string): ModuleNode => ({ code, name: code, param, type: 'MENU', icon: '', menus: [], buttons: [{ code: `${code}_QUERY`, name: '查询' }] });
const menu = buildMenu([leaf('PAYMENT', '/payment/list'), leaf('COMMON', '/commonFun')]);
const known = new Set(['/payment/list', '/timedTask/list', '/company-management/limits']);

describe('resolveRoute', () => {
  it('resolves granted module pages with their buttons', () => {
    expect(resolveRoute('/payment/list/', menu, known)).toMatchObject({ kind: 'module', path: '/payment/list', buttons: ['PAYMENT_QUERY'], cached: true });
  });

  it('resolves static routes; a detail page needs its module', () => {
    expect(resolveRoute('/log', menu, known)).toMatchObject({ kind: 'static', titleKey: 'log' });
    expect(resolveRoute('/payDetail', menu, known)).toMatchObject({ kind: 'static', titleKey: 'payDetail' });
    expect(resolveRoute('/limits-detail', menu, known)).toEqual({ kind: 'forbidden', path: '/limits-detail' });
  });

  it('forbids known pages the member lacks and does not know the rest', () => {
    expect(resolveRoute('/timedTask/list', menu, known)).toEqual({ kind: 'forbidden', path: '/timedTask/list' });
    expect(resolveRoute('/nope', menu, known)).toEqual({ kind: 'notFound', path: '/nope' });
  });

  it('never keeps /commonFun alive', () => {
    expect(resolveRoute('/commonFun', menu, known)).toMatchObject({ cached: false });
  });
});
