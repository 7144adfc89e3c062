// Unobtrusive notices from the stores (stores/notices.ts): saving, syncing, damaged or newer data. (English)
export default {
  'notices.syncRetry': 'Sync is not available right now. Your progress is saved on this computer and will sync later.',
  'notices.saveFailed': 'Your progress could not be saved on this computer. It is kept while this page is open.',
  'notices.keptAside': 'Some saved data was damaged. It was set aside (see Settings) and defaults are used for that part.',
  'notices.newerData': 'Some saved data comes from a newer version of this extension. It is left untouched.',
  'notices.gameOffered': 'Another game ({code}, {count} pairs removed) was further along. Go back to it?',
  'notices.gameOffered_one': 'Another game ({code}, {count} pair removed) was further along. Go back to it?',
  'notices.gameDiverged': 'This game went another way in another tab ({count} pairs removed there). Go back to that way?',
  'notices.gameDiverged_one': 'This game went another way in another tab ({count} pair removed there). Go back to that way?',
  'notices.gameRestored': 'The game saved on this computer was damaged. It was set aside and the game was restored from its synced copy.',
  'notices.dailyFuture': 'The deal of {date} is not out yet: only today’s deal and earlier days’ can be played.',
  'notices.dailyBadDate': '“{date}” is not a day with a deal of the day: a link names one as YYYY-MM-DD, from 2000-01-01 on.',
  'notices.dealFailed': 'The new board could not be dealt: its layout cannot be played. The game shown goes on.',
};
