import { afterEach, describe, expect, it, vi } from 'vitest';
import { countEntryStep } from './visit-beacon';

const sendBeacon = vi.fn(() => true);
Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });

afterEach(() => {
  vi.useRealTimers();
});

const sent = () =>
  sendBeacon.mock.calls.flatMap((call) => {
    const [url, body] = call as unknown as [string, string];
    expect(url).toBe('/api/visits');
    return (JSON.parse(body) as { events: { step: string; site: string }[] }).events;
  });

describe('the entry funnel beacon', () => {
  it('sends each step once per site, the skipped ones too, in one beacon after a pause', () => {
    vi.useFakeTimers();
    countEntryStep('form', 'DEMO1', 'ar');
    countEntryStep('form', 'DEMO1', 'ar');
    countEntryStep('submit', 'DEMO1', 'ar');
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sent().map((e) => `${e.step} ${e.site}`)).toEqual([
      'arrive DEMO1',
      'language DEMO1',
      'form DEMO1',
      'submit DEMO1',
    ]);
  });

  it('sends at once when the page goes away or is hidden', () => {
    sendBeacon.mockClear();
    countEntryStep('arrive', '42', 'he');
    dispatchEvent(new Event('pagehide'));
    expect(sent()).toMatchObject([{ step: 'arrive', site: '42', language: 'he' }]);

    sendBeacon.mockClear();
    countEntryStep('arrive', '43', 'he');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent()).toMatchObject([{ step: 'arrive', site: '43' }]);
  });
});
