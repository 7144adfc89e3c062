// Unobtrusive notices from the stores (stores/notices.ts): saving, syncing, damaged or newer data.
export default {
  en: {
    'notices.syncRetry': 'Sync is not available right now. Your progress is saved on this computer and will sync later.',
    'notices.saveFailed': 'Your progress could not be saved on this computer. It is kept while this page is open.',
    'notices.keptAside': 'Some saved data was damaged. It was set aside and defaults are used for that part.',
    'notices.newerData': 'Some saved data comes from a newer version of this extension. It is left untouched.',
    'notices.gameOffered': 'Another game ({code}, {moves} pairs removed) was further along. Go back to it?',
  },
  bg: {
    'notices.syncRetry': 'Синхронизацията не е достъпна в момента. Напредъкът ви е запазен на този компютър и ще се синхронизира по-късно.',
    'notices.saveFailed': 'Напредъкът ви не можа да бъде запазен на този компютър. Пази се, докато тази страница е отворена.',
    'notices.keptAside': 'Част от запазените данни беше повредена. Тя е отделена настрана и за тази част се използват стойности по подразбиране.',
    'notices.newerData': 'Част от запазените данни е от по-нова версия на това разширение. Те не са променени.',
    'notices.gameOffered': 'Друга игра ({code}, премахнати {moves} двойки) беше по-напреднала. Да се върнете ли към нея?',
  },
  nl: {
    'notices.syncRetry': 'Synchroniseren lukt nu niet. Je voortgang is op deze computer bewaard en wordt later gesynchroniseerd.',
    'notices.saveFailed': 'Je voortgang kon niet op deze computer worden bewaard. Hij blijft bewaard zolang deze pagina open is.',
    'notices.keptAside': 'Een deel van de bewaarde gegevens was beschadigd. Het is apart gezet en voor dat deel worden standaardwaarden gebruikt.',
    'notices.newerData': 'Een deel van de bewaarde gegevens komt van een nieuwere versie van deze extensie. Het blijft onaangeroerd.',
    'notices.gameOffered': 'Een ander spel ({code}, {moves} paren weggenomen) was verder. Wil je ernaar teruggaan?',
  },
};
