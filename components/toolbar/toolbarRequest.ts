/** What the toolbar and its menus ask the page to open. */
export type ToolbarRequest = 'new-game' | 'code' | 'stats' | 'leaderboard' | 'settings' | 'help' | 'restart';
