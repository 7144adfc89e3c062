/**
 * The kinds of reward the game awards, in the order the rewards view lists them. Each is data: an
 * id, a goal and a count over the player's history (`./index.ts`); its name, condition and badge
 * are looked up by the id. Ids are stored, so one is never renamed or reused.
 */
import type { RewardKind } from './index';

export const REWARD_KINDS: readonly RewardKind[] = [];
