/**
 * Dealing a code: the only way into core/deal and the solver from a page, loaded
 * on demand (see deals.ts) so that showing a stored game needs neither.
 */
import { makeCode, parseCode, type CodeError } from '@/core/code';
import { dealFromCode } from '@/core/deal';
import { gameFromDeal, type Game } from '@/core/game';
import { layoutById } from '@/core/layouts';
import type { Result } from '@/core/result';

export function dealGame(code: string): Result<Game, CodeError> {
  const parsed = parseCode(code);
  if (!parsed.ok) return parsed;
  const { layoutId, dealNumber } = parsed.value;
  const layout = layoutById(layoutId);
  if (!layout) return { ok: false, error: { kind: 'layout', message: `Layout ${layoutId} is not one this game has` } };
  const { faces, plan } = dealFromCode(layout, dealNumber);
  return { ok: true, value: gameFromDeal(makeCode(layoutId, dealNumber), layout, faces, plan) };
}
