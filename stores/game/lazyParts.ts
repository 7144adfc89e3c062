/**
 * The parts of the game store left out of the page's first script, each loaded when first needed
 * (hints and Finish for me just after start-up): one place, so what the first load leaves out is
 * seen at a glance. What the page binds to of each part (its state) is in the store from the start.
 */
import type { Pinia } from 'pinia';

/** Hint and Hint again (after start-up). */
export const loadHints = () => import('./assist/hints');
/** Finish for me: its watch stops the clock once every tile left is free (after start-up). */
export const loadFinishing = () => import('./assist/finishing');
/** Show me how's driver (on first use). */
export const loadDemo = () => import('./assist/demo');
/** Undo to the last winnable position, once asked. */
export const loadToWinnable = () => import('./assist/toWinnable');
/** Look back after a win (the win dialog's Look back). */
export const loadLookBack = () => import('./history/lookBack');
/** Counting a won game found stored or seen (only such a game needs it). */
export const loadCounting = () => import('./session/counting');
/** The game that follows a win, the same on every page (when a win is met). */
export const loadNextGame = () => import('../../core/nextGame');
/** Finished games, their store and records: only an ended game needs them. */
export const loadProgress = (pinia: Pinia | undefined) => import('../progress').then((m) => m.useProgressStore(pinia));
