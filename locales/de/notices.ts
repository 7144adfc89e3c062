// Unobtrusive notices from the stores (stores/notices.ts): saving, syncing, damaged or newer data. (German)
import type { Translation } from '../../components/i18n/keys.ts';
export default {
  'notices.syncRetry': 'Die Synchronisierung ist gerade nicht verfügbar. Dein Fortschritt ist auf diesem Computer gespeichert und wird später synchronisiert.',
  'notices.saveFailed': 'Dein Fortschritt konnte auf diesem Computer nicht gespeichert werden. Er bleibt erhalten, solange diese Seite offen ist.',
  'notices.keptAside': 'Einige gespeicherte Daten waren beschädigt. Sie wurden zurückgelegt (siehe Einstellungen), für diesen Teil gelten die Standardwerte.',
  'notices.newerData': 'Einige gespeicherte Daten stammen aus einer neueren Version dieser Erweiterung. Sie bleiben unverändert.',
  'notices.gameOffered': 'Ein anderes Spiel ({code}, {count} Paare abgeräumt) war schon weiter. Zurück zu diesem Spiel?',
  'notices.gameOffered_one': 'Ein anderes Spiel ({code}, {count} Paar abgeräumt) war schon weiter. Zurück zu diesem Spiel?',
  'notices.gameDiverged': 'Dieses Spiel ging in einem anderen Tab anders weiter (dort {count} Paare abgeräumt). Zu diesem Verlauf zurück?',
  'notices.gameDiverged_one': 'Dieses Spiel ging in einem anderen Tab anders weiter (dort {count} Paar abgeräumt). Zu diesem Verlauf zurück?',
  'notices.gameRestored': 'Das auf diesem Computer gespeicherte Spiel war beschädigt. Es wurde zurückgelegt und aus seiner synchronisierten Kopie wiederhergestellt.',
  'notices.dailyFuture': 'Das Spiel vom {date} ist noch nicht da: Spielbar sind nur das heutige Spiel und die früherer Tage.',
  'notices.dailyBadDate': '„{date}“ ist kein Tag mit einem Spiel des Tages: Ein Link nennt ihn als JJJJ-MM-TT, ab dem 2000-01-01.',
  'notices.dealFailed': 'Das neue Spielfeld konnte nicht ausgeteilt werden: Seine Aufstellung ist nicht spielbar. Das angezeigte Spiel geht weiter.',
} satisfies Translation<'notices'>;
