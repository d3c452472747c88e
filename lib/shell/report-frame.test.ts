import { reportFrameSrc, reportNameOf } from './report-frame';

describe('report frames', () => {
  it('knows the six report routes', () => {
    expect(reportNameOf('/countAnalyze/page/ExpuFromPassMonth')).toBe('ExpuFromPassMonth');
    expect(reportNameOf('/countAnalyze/page/platefromWeek')).toBe('platefromWeek');
    expect(reportNameOf('/countAnalyze/page/Other')).toBeUndefined();
  });

  it('uses the system parameter when it is a safe address, else the built-in report', () => {
    expect(reportFrameSrc('platefromMonth', 'https://bi.example.cn/r/1')).toBe('https://bi.example.cn/r/1');
    expect(reportFrameSrc('platefromMonth', '/bi/r/1')).toBe('/bi/r/1');
    expect(reportFrameSrc('platefromMonth', '')).toBe('/reports/platefromMonth');
    expect(reportFrameSrc('platefromMonth', undefined)).toBe('/reports/platefromMonth');
    expect(reportFrameSrc('platefromMonth', 'javascript:alert(1)')).toBe('/reports/platefromMonth');
    expect(reportFrameSrc('platefromMonth', '//evil.example')).toBe('/reports/platefromMonth');
  });
});
