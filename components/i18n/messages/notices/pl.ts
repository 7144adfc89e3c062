// Unobtrusive notices from the stores (stores/notices.ts): saving, syncing, damaged or newer data. (Polish)
export default {
  'notices.syncRetry': 'Synchronizacja jest teraz niedostępna. Twoje postępy są zapisane na tym komputerze i zsynchronizują się później.',
  'notices.saveFailed': 'Nie udało się zapisać postępów na tym komputerze. Zostaną zachowane, dopóki ta strona jest otwarta.',
  'notices.keptAside': 'Część zapisanych danych była uszkodzona. Odłożono je (zobacz Ustawienia), a dla tej części użyto wartości domyślnych.',
  'notices.newerData': 'Część zapisanych danych pochodzi z nowszej wersji tego rozszerzenia. Pozostawiono je bez zmian.',
  'notices.gameOffered': 'Inna gra ({code}, zdjęte pary: {moves}) była dalej. Wrócić do niej?',
  'notices.gameRestored': 'Gra zapisana na tym komputerze była uszkodzona. Odłożono ją i przywrócono grę z kopii synchronizowanej.',
  'notices.dailyFuture': 'Rozdanie z {date} jeszcze nie jest dostępne: można grać tylko w dzisiejsze i te z wcześniejszych dni.',
  'notices.dailyBadDate': '„{date}” nie jest dniem z rozdaniem dnia: link podaje go jako RRRR-MM-DD, od 2000-01-01.',
};
