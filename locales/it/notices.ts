// Unobtrusive notices from the stores (stores/notices.ts): saving, syncing, damaged or newer data. (Italian)
import type { Translation } from '../../components/i18n/keys.ts';
export default {
  'notices.syncRetry': 'La sincronizzazione ora non è disponibile. I tuoi progressi sono salvati su questo computer e verranno sincronizzati più tardi.',
  'notices.saveFailed': 'Non è stato possibile salvare i tuoi progressi su questo computer. Restano finché questa pagina è aperta.',
  'notices.keptAside': 'Alcuni dati salvati erano danneggiati. Sono stati messi da parte (vedi Impostazioni) e per quella parte si usano i valori predefiniti.',
  'notices.newerData': 'Alcuni dati salvati provengono da una versione più recente di questa estensione. Non vengono toccati.',
  'notices.gameOffered': 'Un’altra partita ({code}, {count} coppie tolte) era più avanti. Vuoi tornare a quella?',
  'notices.gameOffered_one': 'Un’altra partita ({code}, {count} coppia tolta) era più avanti. Vuoi tornare a quella?',
  'notices.gameOffered_many': 'Un’altra partita ({code}, {count} di coppie tolte) era più avanti. Vuoi tornare a quella?',
  'notices.gameDiverged': 'Questa partita è andata diversamente in un’altra scheda ({count} coppie tolte lì). Vuoi tornare a quel percorso?',
  'notices.gameDiverged_one': 'Questa partita è andata diversamente in un’altra scheda ({count} coppia tolta lì). Vuoi tornare a quel percorso?',
  'notices.gameDiverged_many': 'Questa partita è andata diversamente in un’altra scheda ({count} di coppie tolte lì). Vuoi tornare a quel percorso?',
  'notices.gameRestored': 'La partita salvata su questo computer era danneggiata. È stata messa da parte e ripristinata dalla sua copia sincronizzata.',
  'notices.dailyFuture': 'La partita del {date} non è ancora disponibile: si possono giocare solo quella di oggi e quelle dei giorni precedenti.',
  'notices.dailyBadDate': '«{date}» non è un giorno con una partita del giorno: un link lo indica come AAAA-MM-GG, dal 2000-01-01 in poi.',
  'notices.dealFailed': 'Non è stato possibile distribuire il nuovo tavoliere: il suo schema non si può giocare. La partita mostrata continua.',
} satisfies Translation<'notices'>;
