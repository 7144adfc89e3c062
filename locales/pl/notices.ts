// Unobtrusive notices from the stores (stores/notices.ts): saving, syncing, damaged or newer data. (Polish)
import type { Translation } from '../../components/i18n/keys.ts';
export default {
  'notices.syncRetry': 'Synchronizacja jest teraz niedostępna. Twoje postępy są zapisane na tym komputerze i zsynchronizują się później.',
  'notices.saveFailed': 'Nie udało się zapisać postępów na tym komputerze. Zostaną zachowane, dopóki ta strona jest otwarta.',
  'notices.keptAside': 'Część zapisanych danych była uszkodzona. Odłożono je (zobacz Ustawienia), a dla tej części użyto wartości domyślnych.',
  'notices.newerData': 'Część zapisanych danych pochodzi z nowszej wersji tego rozszerzenia. Pozostawiono je bez zmian.',
  'notices.gameOffered': 'Inna gra ({code}, zdjęte {count} pary) była dalej. Wrócić do niej?',
  'notices.gameOffered_one': 'Inna gra ({code}, zdjęta {count} para) była dalej. Wrócić do niej?',
  'notices.gameOffered_few': 'Inna gra ({code}, zdjęte {count} pary) była dalej. Wrócić do niej?',
  'notices.gameOffered_many': 'Inna gra ({code}, zdjętych {count} par) była dalej. Wrócić do niej?',
  'notices.gameDiverged': 'Ta gra potoczyła się inaczej w innej karcie (zdjęto tam {count} pary). Wrócić do tamtego przebiegu?',
  'notices.gameDiverged_one': 'Ta gra potoczyła się inaczej w innej karcie (zdjęto tam {count} parę). Wrócić do tamtego przebiegu?',
  'notices.gameDiverged_few': 'Ta gra potoczyła się inaczej w innej karcie (zdjęto tam {count} pary). Wrócić do tamtego przebiegu?',
  'notices.gameDiverged_many': 'Ta gra potoczyła się inaczej w innej karcie (zdjęto tam {count} par). Wrócić do tamtego przebiegu?',
  'notices.gameRestored': 'Gra zapisana na tym komputerze była uszkodzona. Odłożono ją i przywrócono grę z kopii synchronizowanej.',
  'notices.dailyFuture': 'Rozdanie z {date} jeszcze nie jest dostępne: można grać tylko w dzisiejsze i te z wcześniejszych dni.',
  'notices.dailyBadDate': '„{date}” nie jest dniem z rozdaniem dnia: link podaje go jako RRRR-MM-DD, od 2000-01-01.',
  'notices.dealFailed': 'Nie udało się rozdać nowej planszy: jej układu nie da się rozegrać. Wyświetlana gra toczy się dalej.',
} satisfies Translation<'notices'>;
