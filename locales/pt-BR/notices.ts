// Unobtrusive notices from the stores (stores/notices.ts): saving, syncing, damaged or newer data. (Portuguese (Brazil))
import type { Translation } from '../../components/i18n/keys.ts';
export default {
  'notices.syncRetry': 'A sincronização não está disponível agora. Seu progresso está salvo neste computador e será sincronizado mais tarde.',
  'notices.saveFailed': 'Não foi possível salvar seu progresso neste computador. Ele fica guardado enquanto esta página estiver aberta.',
  'notices.keptAside': 'Alguns dados salvos estavam danificados. Eles foram separados (veja Configurações) e os valores padrão são usados nessa parte.',
  'notices.newerData': 'Alguns dados salvos vêm de uma versão mais nova desta extensão. Eles não foram alterados.',
  'notices.gameOffered': 'Outro jogo ({code}, {count} pares retirados) estava mais adiantado. Voltar a ele?',
  'notices.gameOffered_one': 'Outro jogo ({code}, {count} par retirado) estava mais adiantado. Voltar a ele?',
  'notices.gameOffered_many': 'Outro jogo ({code}, {count} de pares retirados) estava mais adiantado. Voltar a ele?',
  'notices.gameDiverged': 'Este jogo seguiu outro caminho em outra aba ({count} pares retirados lá). Voltar àquele caminho?',
  'notices.gameDiverged_one': 'Este jogo seguiu outro caminho em outra aba ({count} par retirado lá). Voltar àquele caminho?',
  'notices.gameDiverged_many': 'Este jogo seguiu outro caminho em outra aba ({count} de pares retirados lá). Voltar àquele caminho?',
  'notices.gameRestored': 'O jogo salvo neste computador estava danificado. Ele foi separado e o jogo foi restaurado a partir da cópia sincronizada.',
  'notices.dailyFuture': 'O jogo de {date} ainda não saiu: só dá para jogar o de hoje e os de dias anteriores.',
  'notices.dailyBadDate': '“{date}” não é um dia com jogo do dia: um link o indica como AAAA-MM-DD, a partir de 2000-01-01.',
  'notices.dealFailed': 'Não foi possível distribuir o novo tabuleiro: o formato dele não pode ser jogado. O jogo exibido continua.',
} satisfies Translation<'notices'>;
