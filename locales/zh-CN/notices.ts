// Unobtrusive notices from the stores (stores/notices.ts): saving, syncing, damaged or newer data. (Chinese (Simplified))
import type { Translation } from '../../components/i18n/keys.ts';
export default {
  'notices.syncRetry': '同步暂时不可用。你的进度已保存在这台电脑上，稍后会同步。',
  'notices.saveFailed': '无法在这台电脑上保存你的进度。此页面打开期间会保留进度。',
  'notices.keptAside': '部分已存数据已损坏。它已被搁置（见“设置”），该部分改用默认值。',
  'notices.newerData': '部分已存数据来自此扩展的更新版本，我们没有改动它。',
  'notices.gameOffered': '另一局游戏（{code}，已消除 {count} 对）进度更靠前。要回到那一局吗？',
  'notices.gameDiverged': '这局游戏在另一个标签页中走了另一条路（那里已消除 {count} 对）。要回到那条路吗？',
  'notices.gameRestored': '保存在这台电脑上的游戏已损坏。它已被搁置，并已从同步副本恢复游戏。',
  'notices.dailyFuture': '{date} 的牌局还没有发布：只能玩今天和之前日期的牌局。',
  'notices.dailyBadDate': '“{date}”不是有每日牌局的日期：链接中的日期写作 YYYY-MM-DD，从 2000-01-01 起。',
  'notices.dealFailed': '无法发出新牌局：它的布局无法游玩。当前显示的游戏继续进行。',
} satisfies Translation<'notices'>;
