import { beforeEach, describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import WinTimeChart from '@/components/progress/WinTimeChart.vue';
import { loadDeferredMessages, setLanguagePreference } from '@/components/i18n/index';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 4, 10, 12);

describe('WinTimeChart', () => {
  beforeEach(() => Promise.all([setLanguagePreference('en'), loadDeferredMessages()]));

  it('labels one win in the singular, with its date under it', () => {
    const wrapper = mount(WinTimeChart, { props: { points: [{ date: START, ms: 125_000 }] } });
    expect(wrapper.get('figcaption').text()).toContain('1 win, in 2:05');
    expect(wrapper.get('svg').text()).toContain('May 10, 2026');
    expect(wrapper.find('polyline').exists()).toBe(false);
    expect(wrapper.findAll('[data-point]')).toHaveLength(1);
  });

  it('names the chart for assistive technology and labels the time axis in m:ss', () => {
    const points = [
      { date: START, ms: 400_000 },
      { date: START + DAY, ms: 300_000 },
    ];
    const wrapper = mount(WinTimeChart, { props: { points } });
    const svg = wrapper.get('svg');
    expect(svg.attributes('role')).toBe('img');
    const title = wrapper.get(`#${svg.attributes('aria-labelledby')}`);
    expect(title.text()).toContain('Win times over time: 2 wins, best 5:00, latest 5:00');
    expect(wrapper.findAll('.grid text').map((t) => t.text())).toEqual(['0:00', '2:00', '4:00', '6:00', '8:00']);
  });

  it('keeps the line but drops the dots when there are too many wins to tell apart', () => {
    const points = Array.from({ length: 80 }, (_, i) => ({ date: START + i * DAY, ms: 200_000 + (i % 7) * 10_000 }));
    const wrapper = mount(WinTimeChart, { props: { points } });
    expect(wrapper.findAll('[data-point]')).toHaveLength(0);
    expect(wrapper.get('polyline').attributes('points')?.split(' ')).toHaveLength(80);
    expect(wrapper.get('figcaption').text()).toContain('80 wins, best 3:20');
  });
});
