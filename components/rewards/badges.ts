/**
 * Each reward's badge, drawn in code: a shape for its family (core/rewards/kinds.ts' `group`), a
 * colour for its tier, and an emblem of its own, stroked paths on a 24-unit grid set in the middle
 * of the 48-unit badge. Ours, made for this game; readable at 40 px.
 */
import type { RewardGroup } from '@/core/rewards/kinds';

export type Tier = 'bronze' | 'silver' | 'gold' | 'jade';

/** The families' outlines on a 48-unit square. */
function starburst(points: number, outer: number, inner: number): string {
  const at = (i: number) => {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI * i) / points - Math.PI / 2;
    return `${(24 + r * Math.cos(a)).toFixed(1)} ${(24 + r * Math.sin(a)).toFixed(1)}`;
  };
  return `M${Array.from({ length: points * 2 }, (_, i) => at(i)).join('L')}Z`;
}

export const SHAPES: Readonly<Record<RewardGroup, string>> = {
  play: 'M24 3a21 21 0 1 1 0 42a21 21 0 1 1 0-42Z',
  skill: 'M24 3l18 6v13c0 11-8 19-18 23C14 41 6 33 6 22V9Z',
  speed: 'M24 2.5l19 11v21l-19 11-19-11v-21Z',
  breadth: 'M16 3.5h16l12.5 12.5v16L32 44.5H16L3.5 32V16Z',
  daily: 'M11 4h26a7 7 0 0 1 7 7v26a7 7 0 0 1-7 7H11a7 7 0 0 1-7-7V11a7 7 0 0 1 7-7Z',
  surprise: starburst(10, 22, 17.5),
};

/** The tiers' fills: dark enough for the white emblem (3:1 and more). */
export const TIER_FILLS: Readonly<Record<Tier, string>> = {
  bronze: '#8a5a2b',
  silver: '#5b6773',
  gold: '#8f6a0c',
  jade: '#1e6b53',
};

// Pieces the emblems share (24-unit grid).
const TILE = (x: number, y: number) => `M${x + 1} ${y}h5a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1Z`;
const TURTLE = 'M5 15a7 6 0 0 1 14 0ZM19 14h2.5a1.5 1.5 0 0 0 0-3H19M7 15l-1 3M17 15l1 3M9 12l3-3 3 3';
const BARS = (n: number) => Array.from({ length: 4 }, (_, i) => (i < n ? `M${5 + i * 4.5} 20v-${3 + i * 4}` : `M${5 + i * 4.5} 20v0`)).join('');
const CALENDAR = 'M5 6h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1ZM4 10h16M8 4v4M16 4v4';
const CUP = 'M7 4h10v4a5 5 0 0 1-10 0ZM12 13v4M8.5 20h7M7 5.5H4.5a2.5 2.5 0 0 0 3 3.5M17 5.5h2.5a2.5 2.5 0 0 1-3 3.5';

export interface BadgeArt {
  tier: Tier;
  /** The emblem: one path of strokes on the 24-unit grid. */
  emblem: string;
}

export const BADGES: Readonly<Record<string, BadgeArt>> = {
  'first-win': { tier: 'bronze', emblem: CUP },
  'wins-10': { tier: 'bronze', emblem: `${TILE(5, 6)}${TILE(12, 9)}` },
  'wins-50': { tier: 'silver', emblem: `${TILE(4.5, 11)}${TILE(12.5, 11)}${TILE(8.5, 3)}` },
  'wins-100': { tier: 'gold', emblem: 'M4 18h16M4 18l-1-10 5 4 4-7 4 7 5-4-1 10' },
  'wins-500': { tier: 'jade', emblem: 'M4 18h16M4 18l-1-10 5 4 4-7 4 7 5-4-1 10M12 20.5v0M12 12.5l1 2h-2Z' },
  'games-100': { tier: 'silver', emblem: 'M12 20l-7.5-7.5a4.5 4.5 0 0 1 7.5-5 4.5 4.5 0 0 1 7.5 5Z' },
  'clean-1': { tier: 'bronze', emblem: 'M9 17h6M10 20h4M9 14.5a6 6 0 1 1 6 0ZM4 4l16 16' },
  'clean-10': { tier: 'silver', emblem: 'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18ZM12 7.5a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9ZM12 12v0' },
  'clean-50': { tier: 'gold', emblem: 'M2.5 12s3.5-6 9.5-6 9.5 6 9.5 6-3.5 6-9.5 6-9.5-6-9.5-6ZM12 9.5a2.5 2.5 0 1 1 0 5a2.5 2.5 0 1 1 0-5Z' },
  'clean-hard': { tier: 'gold', emblem: 'M3 20l6-9 3 4 3-6 6 11ZM15 9V3l4 1.5-4 1.5' },
  'run-5': { tier: 'silver', emblem: 'M12 21a6 6 0 0 1-6-6c0-4 4-6 4-11 3 2 4 4 4 6 1-1 1.5-2 1.5-3 2 2 2.5 4.5 2.5 8a6 6 0 0 1-6 6Z' },
  'run-10': { tier: 'gold', emblem: 'M4 6l6 6-6 6M12 6l6 6-6 6M20 6v12' },
  'turtle-10': { tier: 'bronze', emblem: TURTLE },
  'turtle-5': { tier: 'silver', emblem: `${TURTLE}M1 9h3M2 12h2` },
  'turtle-3': { tier: 'gold', emblem: `${TURTLE}M8 9C6 5 3 4 2 5c1 2 3 4 6 4M16 9c2-4 5-5 6-4-1 2-3 4-6 4` },
  'any-2': { tier: 'jade', emblem: 'M13 2L5 13h6l-1 9 8-11h-6Z' },
  'layouts-5': { tier: 'bronze', emblem: 'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18ZM15.5 8.5l-2 5-5 2 2-5Z' },
  'layouts-12': { tier: 'silver', emblem: 'M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2ZM9 4v14M15 6v14' },
  'layouts-all': { tier: 'gold', emblem: 'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18ZM3 12h18M12 3c-3 3-3 15 0 18M12 3c3 3 3 15 0 18' },
  'own-layout': { tier: 'silver', emblem: 'M4 20l1-4L16 5l3 3L8 19ZM14 7l3 3M4 20h16' },
  'grade-easy': { tier: 'bronze', emblem: BARS(1) },
  'grade-medium': { tier: 'silver', emblem: BARS(2) },
  'grade-hard': { tier: 'gold', emblem: BARS(3) },
  'grade-very-hard': { tier: 'jade', emblem: BARS(4) },
  'grades-all': { tier: 'gold', emblem: 'M3 20h4v-4h4v-4h4V8h4V4M3 20h18' },
  'daily-1': { tier: 'bronze', emblem: 'M12 8a4 4 0 1 1 0 8a4 4 0 1 1 0-8ZM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2' },
  'daily-10': { tier: 'silver', emblem: `${CALENDAR}M8 13.5v0M12 13.5v0M16 13.5v0M8 17v0M12 17v0` },
  'daily-streak-3': { tier: 'bronze', emblem: 'M5 15a2 2 0 1 1 0 4a2 2 0 1 1 0-4ZM12 10a2 2 0 1 1 0 4a2 2 0 1 1 0-4ZM19 5a2 2 0 1 1 0 4a2 2 0 1 1 0-4ZM6.7 16l3.6-2.5M13.7 11l3.6-2.5' },
  'daily-streak-7': { tier: 'gold', emblem: `${CALENDAR}M12 11.5l1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.2-2.4 1.2.5-2.6-1.9-1.8 2.6-.4Z` },
  'daily-streak-30': { tier: 'jade', emblem: 'M12 21c-5-1-8-5-8-11M12 21c5-1 8-5 8-11M5 14l-2-1M6 17.5l-2 0M4.5 10.5l-1.5-1.5M19 14l2-1M18 17.5l2 0M19.5 10.5l1.5-1.5M12 6l1.5 3h3l-2.5 2 1 3-3-2-3 2 1-3-2.5-2h3Z' },
  'night-owl': { tier: 'silver', emblem: 'M5 4l3 3h8l3-3v10a7 7 0 0 1-14 0ZM9 10a2 2 0 1 1 0 4a2 2 0 1 1 0-4ZM15 10a2 2 0 1 1 0 4a2 2 0 1 1 0-4ZM12 15l-1 2h2Z' },
  'early-bird': { tier: 'silver', emblem: 'M2 18h20M6 18a6 6 0 0 1 12 0M12 5v3M4.5 9l2 2M19.5 9l-2 2M5 21.5h14' },
  weekend: { tier: 'bronze', emblem: 'M3 7h7v10H3ZM14 7h7v10h-7ZM10 12h4' },
  'five-a-day': { tier: 'silver', emblem: 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1ZM8 8v0M16 8v0M12 12v0M8 16v0M16 16v0' },
  rematch: { tier: 'bronze', emblem: 'M19 12a7 7 0 1 1-2.5-5.4M17 3v4h-4' },
  patient: { tier: 'silver', emblem: 'M6 3h12M6 21h12M7 3c0 5 5 6 5 9s-5 4-5 9M17 3c0 5-5 6-5 9s5 4 5 9M9.5 19h5' },
  'new-year': { tier: 'gold', emblem: 'M12 3v5M12 16v5M3 12h5M16 12h5M5.6 5.6l3.2 3.2M15.2 15.2l3.2 3.2M5.6 18.4l3.2-3.2M15.2 8.8l3.2-3.2' },
};

/** The lock that marks a reward not earned yet, on the badge's lower right (48-unit grid). */
export const LOCK = {
  disc: 'M38 30a8 8 0 1 1 0 16a8 8 0 1 1 0-16Z',
  body: 'M34.5 37h7v5.5h-7Z',
  shackle: 'M36 37v-2a2 2 0 0 1 4 0v2',
};
