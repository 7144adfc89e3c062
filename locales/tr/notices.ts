// Unobtrusive notices from the stores (stores/notices.ts): saving, syncing, damaged or newer data. (Turkish)
import type { Translation } from '../../components/i18n/keys.ts';
export default {
  'notices.syncRetry': 'Eşitleme şu anda kullanılamıyor. İlerlemen bu bilgisayara kaydedildi ve daha sonra eşitlenecek.',
  'notices.saveFailed': 'İlerlemen bu bilgisayara kaydedilemedi. Bu sayfa açık kaldığı sürece korunur.',
  'notices.keptAside': 'Kayıtlı verilerin bir kısmı hasarlıydı. Kenara ayrıldı (Ayarlar’a bak) ve o kısım için varsayılanlar kullanılıyor.',
  'notices.newerData': 'Kayıtlı verilerin bir kısmı bu eklentinin daha yeni bir sürümünden geliyor. Onlara dokunulmadı.',
  'notices.gameOffered': 'Başka bir oyun ({code}, {count} çift kaldırıldı) daha ilerideydi. Ona geri dönülsün mü?',
  'notices.gameOffered_one': 'Başka bir oyun ({code}, {count} çift kaldırıldı) daha ilerideydi. Ona geri dönülsün mü?',
  'notices.gameDiverged': 'Bu oyun başka bir sekmede farklı ilerledi (orada {count} çift kaldırıldı). O hâline geri dönülsün mü?',
  'notices.gameDiverged_one': 'Bu oyun başka bir sekmede farklı ilerledi (orada {count} çift kaldırıldı). O hâline geri dönülsün mü?',
  'notices.gameRestored': 'Bu bilgisayarda kayıtlı oyun hasarlıydı. Kenara ayrıldı ve oyun eşitlenmiş kopyasından geri yüklendi.',
  'notices.dailyFuture': '{date} tarihinin oyunu henüz çıkmadı: yalnızca bugünün ve önceki günlerin oyunları oynanabilir.',
  'notices.dailyBadDate': '“{date}” günün oyunu olan bir gün değil: bir bağlantı onu YYYY-AA-GG olarak, 2000-01-01’den itibaren verir.',
  'notices.dealFailed': 'Yeni tahta dağıtılamadı: dizilişi oynanamıyor. Gösterilen oyun sürüyor.',
} satisfies Translation<'notices'>;
