// Unobtrusive notices from the stores (stores/notices.ts): saving, syncing, damaged or newer data. (Dutch)
import type { Translation } from '../../components/i18n/keys.ts';
export default {
  'notices.syncRetry': 'Synchroniseren lukt nu niet. Je voortgang is op deze computer bewaard en wordt later gesynchroniseerd.',
  'notices.saveFailed': 'Je voortgang kon niet op deze computer worden opgeslagen. Zolang deze pagina open is, gaat hij niet verloren.',
  'notices.keptAside': 'Een deel van de bewaarde gegevens was beschadigd. Het is apart gezet (zie Instellingen) en voor dat deel worden standaardwaarden gebruikt.',
  'notices.newerData': 'Een deel van de bewaarde gegevens komt van een nieuwere versie van deze extensie. Het blijft onaangeroerd.',
  'notices.gameOffered': 'Een ander spel ({code}, {count} paren weggenomen) was verder. Wil je ernaar teruggaan?',
  'notices.gameOffered_one': 'Een ander spel ({code}, {count} paar weggenomen) was verder. Wil je ernaar teruggaan?',
  'notices.gameDiverged': 'Dit spel ging in een ander tabblad anders verder (daar {count} paren weggenomen). Wil je daarnaar teruggaan?',
  'notices.gameDiverged_one': 'Dit spel ging in een ander tabblad anders verder (daar {count} paar weggenomen). Wil je daarnaar teruggaan?',
  'notices.gameRestored': 'Het spel dat op deze computer was bewaard, was beschadigd. Het is apart gezet en het spel is hersteld uit de gesynchroniseerde kopie.',
  'notices.dailyFuture': 'Het spel van {date} is er nog niet: alleen het spel van vandaag en dat van eerdere dagen kun je spelen.',
  'notices.dailyBadDate': '‘{date}’ is geen dag met een spel van de dag: een link noemt een dag als JJJJ-MM-DD, vanaf 2000-01-01.',
  'notices.dealFailed': 'Het nieuwe bord kon niet worden gedeeld: de opstelling is niet speelbaar. Het getoonde spel gaat door.',
} satisfies Translation<'notices'>;
