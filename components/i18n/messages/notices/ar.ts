// Unobtrusive notices from the stores (stores/notices.ts): saving, syncing, damaged or newer data. (Arabic)
export default {
  'notices.syncRetry': 'المزامنة غير متاحة الآن. تقدّمك محفوظ على هذا الكمبيوتر وستتم مزامنته لاحقًا.',
  'notices.saveFailed': 'تعذّر حفظ تقدّمك على هذا الكمبيوتر. سيبقى محفوظًا ما دامت هذه الصفحة مفتوحة.',
  'notices.keptAside': 'بعض البيانات المحفوظة كانت تالفة. جُنّبت (انظر الإعدادات) وتُستخدم القيم الافتراضية لذلك الجزء.',
  'notices.newerData': 'بعض البيانات المحفوظة مصدرها إصدار أحدث من هذه الإضافة. تُركت كما هي.',
  'notices.gameOffered': 'لعبة أخرى ({code}، أزواج مُزالة: {moves}) كانت أكثر تقدمًا. هل تعود إليها؟',
  'notices.gameRestored': 'اللعبة المحفوظة على هذا الكمبيوتر كانت تالفة. جُنّبت واستُعيدت اللعبة من نسختها المتزامنة.',
  'notices.dailyFuture': 'لعبة يوم {date} لم تصدر بعد: لا يمكن لعب إلا لعبة اليوم وألعاب الأيام السابقة.',
  'notices.dailyBadDate': '«{date}» ليس يومًا فيه لعبة اليوم: يكتبه الرابط بالشكل YYYY-MM-DD، ابتداءً من 2000-01-01.',
};
