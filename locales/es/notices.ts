// Unobtrusive notices from the stores (stores/notices.ts): saving, syncing, damaged or newer data. (Spanish)
import type { Translation } from '../../components/i18n/keys.ts';
export default {
  'notices.syncRetry': 'La sincronización no está disponible ahora mismo. Tu progreso está guardado en este ordenador y se sincronizará más tarde.',
  'notices.saveFailed': 'No se pudo guardar tu progreso en este ordenador. Se conserva mientras esta página siga abierta.',
  'notices.keptAside': 'Algunos datos guardados estaban dañados. Se han apartado (consulta Ajustes) y se usan los valores predeterminados para esa parte.',
  'notices.newerData': 'Algunos datos guardados proceden de una versión más nueva de esta extensión. No se han tocado.',
  'notices.gameOffered': 'Otra partida ({code}, {count} parejas retiradas) iba más avanzada. ¿Volver a ella?',
  'notices.gameOffered_one': 'Otra partida ({code}, {count} pareja retirada) iba más avanzada. ¿Volver a ella?',
  'notices.gameOffered_many': 'Otra partida ({code}, {count} de parejas retiradas) iba más avanzada. ¿Volver a ella?',
  'notices.gameDiverged': 'Esta partida siguió otro camino en otra pestaña (allí, {count} parejas retiradas). ¿Volver a ese camino?',
  'notices.gameDiverged_one': 'Esta partida siguió otro camino en otra pestaña (allí, {count} pareja retirada). ¿Volver a ese camino?',
  'notices.gameDiverged_many': 'Esta partida siguió otro camino en otra pestaña (allí, {count} de parejas retiradas). ¿Volver a ese camino?',
  'notices.gameRestored': 'La partida guardada en este ordenador estaba dañada. Se ha apartado y se ha restaurado desde su copia sincronizada.',
  'notices.dailyFuture': 'La partida del {date} aún no está disponible: solo se pueden jugar la de hoy y las de días anteriores.',
  'notices.dailyBadDate': '«{date}» no es un día con partida del día: un enlace lo indica como AAAA-MM-DD, a partir del 2000-01-01.',
  'notices.dealFailed': 'No se pudo repartir el nuevo tablero: su disposición no se puede jugar. La partida mostrada continúa.',
} satisfies Translation<'notices'>;
