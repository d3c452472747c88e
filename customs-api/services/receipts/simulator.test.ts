import { seededRandom } from '../random';
import { planSequence, type SimHead } from './simulator';

const NOW = new Date('2026-11-22T08:00:00+08:00');

function head(createdAt: Date): SimHead {
  return {
    id: 1,
    ieFlag: 'I',
    copNo: 'COP1',
    preNo: null,
    invtNo: null,
    orderNo: 'ORDER1',
    logisticsNo: 'LOG1',
    logisticsCode: '4401980123',
    ebcCode: '4401980123',
    ebpCode: '4401980123',
    agentCode: '4401980123',
    customsCode: '5141',
    createdAt,
    returnStatus: null,
    returnTime: null,
  };
}

describe('planSequence', () => {
  it('answers an inventory declared a moment ago before now, in order, whatever the seed', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const events = planSequence(head(NOW), seededRandom(seed), NOW);
      const times = events.map((event) => event.time.getTime());
      expect(events.some((event) => event.type === 'CEB622')).toBe(true);
      expect(times.every((time) => time <= NOW.getTime())).toBe(true);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
  });

  it('leaves the later receipts of an inventory in flight for later', () => {
    const createdAt = new Date(NOW.getTime() - 6 * 3_600_000);
    const whole = planSequence(head(createdAt), seededRandom(7), new Date(NOW.getTime() + 30 * 86_400_000));
    const sofar = planSequence(head(createdAt), seededRandom(7), NOW);
    expect(sofar.length).toBeLessThanOrEqual(whole.length);
    expect(sofar.every((event) => event.time.getTime() <= NOW.getTime())).toBe(true);
  });
});
