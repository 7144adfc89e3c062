// Unobtrusive notices from the stores (stores/notices.ts): saving, syncing, damaged or newer data. (Japanese)
import type { Translation } from '../../components/i18n/keys.ts';
export default {
  'notices.syncRetry': '現在、同期を利用できません。進行状況はこのコンピューターに保存され、あとで同期されます。',
  'notices.saveFailed': '進行状況をこのコンピューターに保存できませんでした。このページを開いている間は保持されます。',
  'notices.keptAside': '保存データの一部が破損していました。そのデータは保管され（設定を参照）、その部分には初期値が使われます。',
  'notices.newerData': '保存データの一部は、この拡張機能の新しいバージョンで作られたものです。変更せずにそのままにしています。',
  'notices.gameOffered': '別のゲーム（{code}、{count}組を除去済み）のほうが進んでいます。そちらに戻りますか？',
  'notices.gameDiverged': 'このゲームは別のタブで違う進み方をしました（そちらでは{count}組を除去済み）。そちらに戻りますか？',
  'notices.gameRestored': 'このコンピューターに保存されたゲームが破損していました。破損したデータは保管し、同期されたコピーからゲームを復元しました。',
  'notices.dailyFuture': '{date}の一局はまだ公開されていません。遊べるのは今日と過去の日の一局だけです。',
  'notices.dailyBadDate': '「{date}」は今日の一局がある日ではありません。リンクでは 2000-01-01 以降の日付を YYYY-MM-DD の形で指定します。',
  'notices.dealFailed': '新しい盤を配れませんでした。この配置では遊べません。表示中のゲームはそのまま続けられます。',
} satisfies Translation<'notices'>;
