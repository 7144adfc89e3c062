/** The rewards' badges: one for every kind, each drawn differently, earned and locked told apart by more than colour. */
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import RewardBadge from '@/components/rewards/RewardBadge.vue';
import { BADGES, SHAPES, TIER_FILLS } from '@/components/rewards/badges';
import { REWARD_KINDS } from '@/core/rewards/kinds';

const IDS = REWARD_KINDS.map((k) => k.id);

describe('the badges', () => {
  it('give every kind of reward a drawing, and draw none for no kind', () => {
    expect(Object.keys(BADGES).sort()).toEqual([...IDS].sort());
    for (const id of IDS) expect(BADGES[id].emblem.length, id).toBeGreaterThan(10);
  });

  it('draw each reward differently: every emblem its own, and every badge (shape, colour, emblem) its own', () => {
    expect(new Set(IDS.map((id) => BADGES[id].emblem)).size).toBe(IDS.length);
    const whole = (id: string) => {
      const html = mount(RewardBadge, { props: { id, earned: true, label: id } }).html();
      return html.replace(/data-badge="[^"]*"|aria-label="[^"]*"/g, '');
    };
    expect(new Set(IDS.map(whole)).size).toBe(IDS.length);
    // Every family has its own outline, every tier its own colour.
    expect(new Set(Object.values(SHAPES)).size).toBe(Object.keys(SHAPES).length);
    expect(new Set(Object.values(TIER_FILLS)).size).toBe(Object.keys(TIER_FILLS).length);
  });

  it('name the badge, and mark one not earned with a lock and a dashed outline, not by colour alone', () => {
    for (const id of IDS) {
      const earned = mount(RewardBadge, { props: { id, earned: true, label: `${id}: earned` } });
      const locked = mount(RewardBadge, { props: { id, earned: false, label: `${id}: not earned yet` } });
      const svg = earned.get('svg');
      expect(svg.attributes('role')).toBe('img');
      expect(svg.attributes('aria-label')).toBe(`${id}: earned`);
      expect(svg.attributes('width')).toBe('40');
      expect(earned.find('.lock').exists()).toBe(false);
      expect(earned.get('.shape').attributes('style')).toContain('fill');
      expect(locked.get('svg').attributes('aria-label')).toBe(`${id}: not earned yet`);
      expect(locked.get('svg').attributes('data-locked')).toBe('true');
      expect(locked.get('svg').classes()).toContain('locked');
      expect(locked.findAll('.lock path')).toHaveLength(3);
      expect(locked.get('.emblem').attributes('d')).toBe(BADGES[id].emblem); // still its own emblem, greyed
    }
  });

  it('can stand beside its name without saying it twice', () => {
    const svg = mount(RewardBadge, { props: { id: IDS[0], earned: true, decorative: true } }).get('svg');
    expect(svg.attributes('aria-hidden')).toBe('true');
    expect(svg.attributes('role')).toBeUndefined();
  });
});
