// Unobtrusive notices from the stores (stores/notices.ts): saving, syncing, damaged or newer data. (French)
import type { Translation } from '../../components/i18n/keys.ts';
export default {
  'notices.syncRetry': 'La synchronisation n’est pas disponible pour le moment. Votre progression est enregistrée sur cet ordinateur et sera synchronisée plus tard.',
  'notices.saveFailed': 'Votre progression n’a pas pu être enregistrée sur cet ordinateur. Elle est conservée tant que cette page reste ouverte.',
  'notices.keptAside': 'Des données enregistrées étaient endommagées. Elles ont été mises de côté (voir Paramètres) et les valeurs par défaut sont utilisées pour cette partie.',
  'notices.newerData': 'Des données enregistrées viennent d’une version plus récente de cette extension. Elles ne sont pas modifiées.',
  'notices.gameOffered': 'Une autre partie ({code}, {count} paires retirées) était plus avancée. Y retourner ?',
  'notices.gameOffered_one': 'Une autre partie ({code}, {count} paire retirée) était plus avancée. Y retourner ?',
  'notices.gameOffered_many': 'Une autre partie ({code}, {count} de paires retirées) était plus avancée. Y retourner ?',
  'notices.gameDiverged': 'Cette partie a pris un autre chemin dans un autre onglet ({count} paires retirées là-bas). Y revenir ?',
  'notices.gameDiverged_one': 'Cette partie a pris un autre chemin dans un autre onglet ({count} paire retirée là-bas). Y revenir ?',
  'notices.gameDiverged_many': 'Cette partie a pris un autre chemin dans un autre onglet ({count} de paires retirées là-bas). Y revenir ?',
  'notices.gameRestored': 'La partie enregistrée sur cet ordinateur était endommagée. Elle a été mise de côté et rétablie à partir de sa copie synchronisée.',
  'notices.dailyFuture': 'La donne du {date} n’est pas encore disponible : seules celle d’aujourd’hui et celles des jours passés se jouent.',
  'notices.dailyBadDate': '« {date} » n’est pas un jour avec une donne du jour : un lien l’écrit AAAA-MM-JJ, à partir du 2000-01-01.',
  'notices.dealFailed': 'Le nouveau plateau n’a pas pu être distribué : sa disposition ne peut pas être jouée. La partie affichée continue.',
} satisfies Translation<'notices'>;
