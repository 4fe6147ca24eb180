# A Chiron leckéi, tanítási sorrendben. Minden leckénél (elöl az azonosítója):
# -title: rövid cím; -teach: amit tanít, a feladat előtt jelenik meg;
# -task: a feladat; -why: akkor jelenik meg, ha a lépés eléri a célt; -wrong: a célt
# elvétő lépés után jelenik meg, a lépés hatásának leírása után: a szabály, amelyet elvétett.

opening-title = A nyitás: az ugró Király
opening-teach = A Chiron 8×8-as táblán zajlik. Mindkét félnek van egy Királya, egy Főnixe, 8 Hangyája, valamint egy-egy bal- és jobbkezes Rákja, Molya és Kolibrije; Világos kezd. (A kezdőállás a Rosette rekonstrukciója: a tervező ábrája elveszett.) Egyes lépések ugrások, ezek bármin átugranak; mások csúszások, ezek megállnak az útjukba eső első bábunál. A lépés üres mezőre visz, vagy leüt egy ellenséges bábut úgy, hogy a helyére lép. A Király a két sorral előtte lévő öt mező bármelyikére ugrik, oldalra vagy hátra soha.
opening-task = Te vagy Világos. Lépj a Királyoddal.
opening-why = A Királyod két sort ugrott előre, átugorva az útjába eső Hangyákat. Soha többé nem jöhet vissza: minden bábu saját lépései előrehaladást jelentenek, így egyetlen állás sem ismétlődhet.
opening-wrong = Ez a lecke a Királyról szól: a K betűvel jelölt báburól.

ant-title = A Hangya: egy lépés, akár a társára is
ant-teach = A Hangya egy mezőt lép egyenesen előre, és ugyanígy üt. Azon a mezőn akár egy saját Hangyádat is leütheti, hogy szabaddá tegye az utat; más bábu soha nem üt saját bábut.
ant-task = Lépj a c4-en álló Hangyáddal, noha közvetlenül előtte a saját Hangyád áll.
ant-why = A Hangyád leütötte a c5-ön álló saját Hangyádat; a leütött Hangya a leütött bábuid tartalékába kerül.
ant-wrong = A feladat a c4-en álló Hangyáról szól, amely a másik Hangyád mögött áll.

crab-hands-title = Bal- és jobbkezes bábuk: a Rák
crab-hands-teach = A Rák, a Moly és a Kolibri bal- és jobbkezes alakban is létezik (a bábun egy kis L vagy R betű: bal vagy jobb). Mindegyik csak az egyik oldal felé mozog szabadon; a másik oldal felé a lépéseivel csak üthet: ezek a csak ütő lépések, amelyeknek ellenséges bábut kell leütniük. A balkezes Rák a soron jobbra tetszőleges távolságra csúszik, balra pedig csak ütéssel. A jobbkezes bábu a balkezes tükörképe.
crab-hands-task = Vidd az egyik Rákodat az a-vonalra, a tábla bal szélére.
crab-hands-why = A jobbkezes Rák balra szabadon csúszik, így elérte az a-vonalat. A d4-en álló balkezes Rák balra csak ütéssel csúszhatott volna, és ott nem állt ellenséges bábu.
crab-hands-wrong = A Rák csak a szabad oldala felé csúszik szabadon: a balkezes jobbra, a jobbkezes balra.

crab-leaps-title = A Rák ugrásai
crab-leaps-teach = A Rák ezenkívül egy mezőt lép átlósan előre, és ugrik: két vonalat bármelyik oldalra és egy sort előre, vagy három vonalat jobbra és egy sort hátra. Ugyanez a hátraugrás balra csak ütés lehet. Az ugrások bármin átugranak, ami útjukba esik.
crab-leaps-task = Üsd le a g3-on álló sötét Kolibrit a balkezes Rákoddal.
crab-leaps-why = A d4-től három vonallal jobbra és egy sorral hátrébb a g3 van: ez a Rák hátraugrása, jobbra szabadon. Az a3-on álló Hangyát csak a tükrözött ugrás érhette el, amely csak ütő lépés.
crab-leaps-wrong = A Rák ugrásai közül csak egy érkezik a g3-ra: számold meg a vonalakat és a sorokat a d4-től.

moth-title = A Moly csúszása
moth-teach = A balkezes Moly átlósan hátrafelé, jobbra csúszik, tetszőleges távolságra. Balra ez a csúszás csak ütés lehet.
moth-task = Üsd le az a1-es sarokban álló sötét Kolibrit a Molyoddal.
moth-why = A balra hátrafelé irányuló csúszás csak ütő lépés: csak ellenséges bábun érhet véget, például az a1-en álló Kolibrin.
moth-wrong = A Moly csak átlósan hátrafelé csúszik; balra csak ütéssel teheti.

moth-leaps-title = A Moly ugrásai
moth-leaps-teach = A Moly ugrik is: egy vonalat bármelyik oldalra és két sort előre, mint a huszár, valamint két vonalat jobbra és egy sort előre vagy hátra. Ez utóbbi két oldalirányú ugrás balra csak ütés lehet.
moth-leaps-task = Üsd le az f3-on álló sötét Rákot a Molyoddal.
moth-leaps-why = Két vonal jobbra és egy sor hátra: a Moly oldalugrása a szabad oldala felé az f3-ra érkezik. A b5-ön álló Hangyát csak egy balra irányuló, csak ütő ugrás érhette el.
moth-leaps-wrong = A Moly ugrásai közül csak egy érkezik az f3-ra: számold meg a vonalakat és a sorokat a d4-től.

hummingbird-title = A Kolibri
hummingbird-teach = A Kolibri egyenesen előre csúszik tetszőleges távolságra, és huszárugrással hátra ugrik jobbra. A balra hátrafelé irányuló huszárugrásai csak ütések lehetnek.
hummingbird-task = Üsd le a d8-on álló sötét Rákot a Kolibriddel.
hummingbird-why = Az előre repülés csúszás: megáll az útjába eső első bábunál, és leütheti, ha az ellenséges. Egy balra hátrafelé irányuló huszárugrás csak a b4-en álló Hangyát üthette volna le.
hummingbird-wrong = A Kolibri huszárugrásai hátrafelé irányulnak; előre csak csúszik, egyenesen a saját vonalán.

phoenix-looks-back-title = A Főnix hátrafelé üt
phoenix-looks-back-teach = A Főnix egy mezőt lép előre. Ütni másképp üt: leütheti bármely ellenséges bábut – a Főnix kivételével –, amely bármelyik mögötte lévő soron áll, bármi legyen is közöttük.
phoenix-looks-back-task = Üsd le a h2-n álló sötét Molyt a Főnixeddel.
phoenix-looks-back-why = A Főnix ütése a mögötte lévő összes sor minden mezőjét eléri, bármi áll is közöttük, de Főnixet soha: a b1-en álló Főnix biztonságban van tőle.
phoenix-looks-back-wrong = A Főnix előre lép, de az ütése csak a mögötte lévő sorokat éri el.

take-the-phoenix-title = A Főnix leütése
take-the-phoenix-teach = Főnixet csak rendes lépéssel lehet leütni, csak ütő lépéssel soha. A leütött Főnix az ütő játékos kezébe kerül (a tábla alatt látható), és ettől kezdve az övé.
take-the-phoenix-task = Üsd le a b4-en álló sötét Főnixet.
take-the-phoenix-why = A Kolibri előre repülése rendes lépés, így leüthette a Főnixet; a Rák balra csúszása csak ütő lépés, így nem. A Főnix most a kezedben van, és a tiéd.
take-the-phoenix-wrong = Főnixet csak rendes lépés üthet le, csak ütő lépés soha.

phoenix-drop-title = A Főnix ledobása
phoenix-drop-teach = Lépés helyett ledobhatsz egy Főnixet a kezedből az első sorod bármelyik üres mezőjére. A ledobás az egész köröd.
phoenix-drop-task = A h1-en álló sötét Rák végigcsúszhat az első sorodon, és leütheti a Királyodat. Dobd le a Főnixedet úgy, hogy a Királyod biztonságban legyen.
phoenix-drop-why = Az f1-en vagy a g1-en a Főnix elállja a Rák csúszásának útját, és a Rák nem ütheti le: ez a csúszás csak ütő lépés, Főnix pedig csak rendes lépéstől esik el.
phoenix-drop-wrong = A Főnix csak ott állítja meg a csúszást, ahol a csúszó bábu és a célpontja között áll.

drop-for-black-title = Az ellenfeled Főnixének ledobása
drop-for-black-teach = Bármelyik játékos ledobhat bármelyik Főnixet bármelyik kézből, annak a játékosnak az első sorára, akinek a kezében van: ha az ellenfeled Főnixét dobod le, az az ő első sorára kerül, az ő bábujaként, és ezzel a te köröd telik el.
drop-for-black-task = Mindkét Főnix Sötét kezében van, és bárhová ugrik a Királyod, Sötét leütheti. Találj olyan lépést, amely után a Királyod biztonságban marad.
drop-for-black-why = Ha Sötét egyik Főnixét a 8. sorra dobod le, az Sötété lesz, de a köröd úgy telik el, hogy a Királyod nem kerül veszélybe.
drop-for-black-wrong = A Királyod minden ugrása olyan mezőre érkezik, ahol Sötét leütheti, egy körben viszont nem kell feltétlenül bábuval lépni.

king-flip-title = Átfordulás és áthelyezkedés
king-flip-teach = A 7. vagy 8. sorodra érkező normál alakú Király, Főnix vagy Hangya átfordulhat tükrözött alakjába, amelynek lépései a másik irányba mutatnak: az átfordított Király a két sorral mögötte lévő öt mezőre ugrik. Az átforduló bábu ugyanabban a körben tovább haladhat üres mezőkön át fordított alakjának tetszőleges számú rendes lépésével, ütés nélkül (az átfordulás után a tábla felkínálja a mezőket). Az átfordulás nem kötelező, és az átfordított bábu soha többé nem változik át.
king-flip-task = Az e5-ön álló Királyodat az e-vonalon támadják, az a7-en álló Rák pedig a hetedik sort őrzi. Ugorj az átváltozási zónába, fordítsd át a Királyodat, és hozd vissza egy biztonságos mezőre, mindezt ebben a körben.
king-flip-why = A Királyod érkezéskor átfordult, és kétsoros hátraugrásokkal visszatért egy olyan mezőre, amelyet sem a Rák sora, sem a Kolibri vonala nem ér el.
king-flip-wrong = Az átfordított Király kétsoros hátraugrásokkal helyezkedik át, és a mezőt, ahol megáll, sem a Rák sora, sem a Kolibri vonala nem érheti el.

flipped-ant-title = Az átfordított Hangya
flipped-ant-teach = Az átfordított Hangya egy mezőt lép hátra, a saját oldalad felé, és ott üt is.
flipped-ant-task = Az átfordított Hangyád a d5-ön áll. Üss le vele egy sötét bábut.
flipped-ant-why = Átfordítva a Hangya hátrafelé lép: leütötte a d4-en álló Rákot. A d6-on álló Hangya, amely előtte áll, elérhetetlen volt számára.
flipped-ant-wrong = Az átfordított Hangya hátrafelé lép, a saját oldalad felé.

flipped-phoenix-title = Az átfordított Főnix
flipped-phoenix-teach = Az átfordított Főnix egy mezőt lép hátra, és leütheti bármely ellenséges bábut – a Főnix kivételével –, amely bármelyik előtte lévő soron áll.
flipped-phoenix-task = Az átfordított Főnixed a d4-en áll. Üss le vele egy sötét bábut.
flipped-phoenix-why = Átfordítva a Főnix előrefelé üt: leütötte a h7-en álló Kolibrit. A h2-n álló Moly, amely mögötte van, most már elérhetetlen számára.
flipped-phoenix-wrong = Az átfordított Főnix az előtte lévő sorokon üt, már nem a mögötte lévőkön.

pool-promotion-title = A Hangya leütött bábuvá változik
pool-promotion-teach = A 7. vagy 8. sorodra érkező normál alakú Hangya ehelyett a leütött bábuid tartalékának (a saját bábuid, amelyeket az ellenfél leütött; a tábla mellett láthatók) egy bábujává is változhat, abban az alakban, amelyben az volt; a Hangya a helyére kerül a tartalékba.
pool-promotion-task = Lépj a Hangyáddal a hetedik sorra, és változtasd olyan tartalékbeli bábuvá, amely támadja a c5-ön álló sötét Királyt.
pool-promotion-why = A d7-ről csak a Kolibri hátrafelé irányuló huszárugrása éri el a c5-öt. A Hangya a helyére került a tartalékba.
pool-promotion-wrong = A lépés után válassz a tartalékodból egy olyan bábut, amelynek lépései a d7-ről elérik a c5-öt.

take-the-king-title = Üsd le a Királyt
take-the-king-teach = Az ellenséges Király leütése azonnal nyer. Sakk nincs: senkinek sem kell figyelmeztetnie azt a játékost, akinek a Királya leüthető.
take-the-king-task = Nyerj egy lépésben.
take-the-king-why = A jobbkezes Moly átlós, jobbra hátrafelé irányuló csúszása csak ütő lépés, és itt a Királyt ütötte le.
take-the-king-wrong = Csak a Király leütése nyer.

into-attack-title = Nincs sakk: a Királynak akkor is lépnie kell
into-attack-teach = A Király léphet olyan mezőre, ahol leüthetik, és köteles is rá, ha nincs más lépése.
into-attack-task = Sötétnek csak a Királya maradt, amely két sort ugrik a te oldalad felé. Fedd le az összes mezőt, ahová érkezhet, aztán üsd le: nyerj két lépésben.
into-attack-why = Az a3-ról a Rákod végigcsúszik a teljes harmadik soron, ahová a Király minden ugrása érkezik: a Királynak támadott mezőre kellett lépnie.
into-attack-wrong = A d5-ön álló sötét Király csak a két sorral alatta lévő öt mezőre érkezhet, és egyetlen bábudnak kell mindet elérnie.

no-move-loses-title = Nincs lépés, nincs játszma
no-move-loses-teach = Az a játékos, akinek egyáltalán nincs szabályos cselekvése, sem lépése, sem ledobható Főnixe, veszít. A Chironban nincs döntetlen.
no-move-loses-task = Sötét b2-n álló Királya nem tud tovább ugrani: lelépne a tábláról. Nyerj egy lépésben.
no-move-loses-why = Mivel egyetlen másik bábuja is eltűnt, Sötétnek nem maradt sem lépése, sem ledobása: Sötét veszít.
no-move-loses-wrong = Sötét csak akkor veszít, ha egyáltalán nincs lépése, márpedig az egyik sötét bábu még tud lépni.

notation-title = Egy lépés olvasása
notation-teach = A lépéslista a lépést így írja le: a bábu betűje, a mezője, - lépésnél vagy x ütésnél, az érkezési mező, végül az esetleges átváltozás: =MR, ha jobbkezes Mollyá változik, + az átfordulásnál. A ledobás jele P@d1.
notation-task = Játszd meg ezt a lépést: Ad7xd8=MR.
notation-why = A: a bábu (egy Hangya, angolul Ant); d7: ahonnan indul; x: ütés; d8: ahová érkezik; =MR: a Hangya a tartalékodban lévő jobbkezes Mollyá változik.
notation-wrong = A d7-en álló Hangya a d8-on üt, majd azzá a bábuvá változik, amelyet az = jel utáni betűk megneveznek.
