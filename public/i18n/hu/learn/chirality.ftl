# A Chirality leckéi, tanítási sorrendben. Minden leckénél (elöl az azonosítója):
# -title: rövid cím; -teach: amit tanít, a feladat előtt jelenik meg;
# -task: a feladat; -why: akkor jelenik meg, ha a lépés eléri a célt; -wrong: a célt
# elvétő lépés után jelenik meg, a lépés hatásának leírása után: a szabály, amelyet elvétett.

thick-piece-steps-title = A Vastag bábu Vékony mezőre lép
thick-piece-steps-teach = A tábla kétféle mezőből áll: széles Vastag és keskeny Vékony rombuszokból. Minden bábu egyforma; a Vastag mezőn álló bábu Vastag bábu, a Vékony mezőn álló Vékony bábu. A körödben lépsz az egyik bábuddal (vagy behozol egyet, ahogy egy későbbi lecke mutatja); passzolni nem lehet. A Vastag bábu egy vele teljes élben szomszédos üres Vékony mezőre lép. Minden mezőnek van neve: egy szektorbetű, A-tól E-ig, felülről az óramutató járásával megegyezően, és egy szám, amely a középponttól kifelé növekszik.
thick-piece-steps-task = Te vagy a Kék. Lépj az A3-on álló bábuddal az A6-ra, a középponttól távolabbi Vékony mezőre.
thick-piece-steps-why = Az A3 Vastag mezőről a bábud a vele teljes élben szomszédos két Vékony mezőre léphetett, az A2-re és az A6-ra; az A6-on pedig már Vékony bábu.
thick-piece-steps-wrong = A mezők száma a középponttól kifelé nő, így a nagyobb számú mező van kijjebb.

thin-piece-steps-title = A Vékony bábu Vastag mezőre lép
thin-piece-steps-teach = A Vékony bábu egy olyan üres Vastag mezőre lép, amelyet érint, akár teljes éllel, akár csak egy csúccsal, így több lehetősége van, mint a Vastag bábunak.
thin-piece-steps-task = Lépj az A2-n álló Vékony bábuddal egy olyan Vastag mezőre, amelyet csak egy csúcsban érint.
thin-piece-steps-why = A Vékony bábu bármelyik üres Vastag mezőre léphet, amelyet érint, akár egyetlen csúcsban is: az A2-ről ez hét mező, és közülük három (A4, A5 és E3) csak egy csúcsban érinti.
thin-piece-steps-wrong = Ennek a mezőnek egy teljes éle közös az A2-vel; ez a lecke olyat kér, amely csak egyetlen pontban érintkezik vele.

muster-title = Toborzás egy Kapura
muster-teach = A Kapuk a tábla szélén futó mezősorok, ahol új bábuk lépnek játékba. Ha valamelyik bábud egy Kapu bármelyik mezőjén áll, lépés helyett toborozhatsz: tegyél egy bábut a tartalékodból annak a Kapunak bármelyik üres mezőjére.
muster-task = Az A24-en álló bábud egy Kapun áll. Hozz be egy tartalékbábut a táblára.
muster-why = Toborzás: ha van bábud egy Kapun, lépés helyett egy tartalékbábut tehetsz annak a Kapunak bármelyik üres mezőjére.
muster-wrong = A lépés egy már táblán lévő bábut mozgat; a toborzás egy újat tesz annak a Kapunak egy üres mezőjére, amelyen állsz.

muster-on-r2-title = A nagy tábla: R2
muster-on-r2-teach = Két tábla van: az R1, a kompakt tábla, amelyen eddig játszottál (160 mező), és az alapértelmezett R2 (300 mező, tíz Kapuval). Az R2-n a szokásos játszma az A kezdőállással indul: minden játékos két Kapuján 4-4 bábuval kezd, és 8 bábuja van tartalékban.
muster-on-r2-task = Ez az R2 az A kezdőállással. Toborozz egy tartalékbábut.
muster-on-r2-why = Az R2-n minden Kapu öt mezőből áll; a bábuid mindkét Kapud négy-négy mezőjén állnak, és a toborzás egy általad elfoglalt Kapu egyik üres mezőjét tölti ki.
muster-on-r2-wrong = Toborozni olyan Kapu üres mezőjére lehet, amelyen már van bábud; mindkét Kapudon van még egy-egy üres mező.

move-notation-title = A lépések leírása
move-notation-teach = A lépéslista a lépést a két mezőjével írja le: A24-A22, a toborzást pedig + jellel és a mezővel, amelyet kitölt: +B23.
move-notation-task = Játszd meg ezt a lépést: +B23.
move-notation-why = A +B23 egy toborzás a B23-ra: a toborzást egyedül a mezője nevezi meg.
move-notation-wrong = A + jel egy új bábut jelent a tartalékodból, nem egy már táblán lévő bábu lépését.

setup-c-title = A C kezdőállás: rakd le az első bábudat
setup-c-teach = A C kezdőállásban, a több játékosnak szóló hosszú játszmában minden játékosnak egy Kapuja és 16 tartalékbábuja van. Az első kör előtt mindenki lerak egy bábut a saját Kapujának bármelyik mezőjére, elsőként a Kék; aztán a Kék kezdi az első kört.
setup-c-task = Rakd le a kezdőbábudat a Kapud egyik Vastag mezőjére.
setup-c-why = Az első bábud a Kapud egyik Vastag mezőjén áll; innen toborzod be a másik 15-öt, amíg ő a Kapun marad.
setup-c-wrong = A Kapun Vastag mezők (a széles rombuszok) és Vékony mezők (a végein lévő keskeny rombuszok) vannak.

thick-takes-thin-title = A Vastag bábu leüti a Vékonyt
thick-takes-thin-teach = Minden lépés és toborzás után az ütések maguktól végbemennek. A Vastag bábu a vele teljes élben szomszédos Vékony mezőket támadja, a Vékony bábut pedig egyetlen ellenséges támadó is leüti.
thick-takes-thin-task = Üsd le a Cinóber A6-on álló bábuját az A2-n álló bábuddal.
thick-takes-thin-why = A bábud most egy olyan Vastag mezőn áll, amely teljes élben szomszédos az A6-tal: egy támadó elég egy Vékony bábu leütéséhez.
thick-takes-thin-wrong = Ahhoz, hogy egy Vékony bábut támadjon, a bábudnak egy vele teljes élben szomszédos Vastag mezőn kell állnia.

thin-pair-takes-thick-title = Két Vékony bábu leüti a Vastagot
thin-pair-takes-thick-teach = A Vékony bábu azokat a Vastag mezőket támadja, amelyeket érint, éllel vagy csak egy csúccsal. A Vastag bábut két különböző ellenséges Vékony támadó üti le; egy nem elég.
thin-pair-takes-thick-task = A Cinóber A3-on álló bábuja Vastag mezőn áll, és a B2-n álló Vékony bábud már érinti egy csúcsban. Üsd le.
thin-pair-takes-thick-why = A második Vékony bábud is érinti az A3-at, a B2-höz hasonlóan egy csúcsban: két Vékony támadó leüti a Vastag bábut.
thin-pair-takes-thick-wrong = A Vastag bábu csak két őt érintő ellenséges Vékony bábutól esik el, és a Vastag mezőn álló bábud nem támadja.

initiative-title = Kezdeményezés: te ütsz először
initiative-teach = Léphetsz olyan mezőre is, amelyet az ellenfél támad. A lépésed után először a te ütéseid hajtódnak végre; csak ezután üt az ellenfél, azokkal a bábukkal, amelyek megmaradtak.
initiative-task = A Cinóber A3-on álló Vastag bábuja támadja az A6 Vékony mezőt. Üsd le úgy, hogy ne veszíts bábut.
initiative-why = Az A6-on és a B2-n álló bábuid leütötték az A3-at, mielőtt a Cinóber válaszul leüthette volna az A6-ot: a lépő játékos üt először.
initiative-wrong = Csak két Vékony támadó üti le a Vastag bábut; a te ütéseid megelőzik az ellenfélét, így egy általa támadott mező biztonságos, ha a támadó már nincs ott.

throne-exposed-title = A Trón sebezhető
throne-exposed-teach = A tábla legközepén találkozó öt Vastag mező, az A1–E1, alkotja a Trónt. A Trónmezőn álló bábu sebezhető: egyetlen támadó is leüti.
throne-exposed-task = A Cinóbernek van egy bábuja az A1 Trónmezőn. Üsd le.
throne-exposed-why = Egyetlen Vékony támadó is elég volt: a Trónmezőn álló bábu sebezhető.
throne-exposed-wrong = A Vastag mezőt, még a Trónon is, csak az őt érintő Vékony bábuk támadják.

garrison-title = A Helyőrséget nem lehet leütni
garrison-teach = Az egy pontban találkozó öt Vastag mező Csillagot alkot (a Trón körüli halványarany Csillagok), a Csillaggal közös élű Vékony mezők pedig az Árkát. Ha a bábuid egy Csillag (a Trónon kívül) mind az öt mezőjén állnak, Helyőrséget alkotnak: egyiküket sem lehet leütni. A Helyőrség addig áll fenn, amíg egyikük el nem lép.
garrison-task = A Cinóber A6-on és A7-en álló Vékony bábui egyaránt érintik az A10-en álló Vastag bábudat, és két Vékony támadó leüti a Vastag bábut. Mentsd meg anélkül, hogy elléptetnéd.
garrison-why = Az öt bábud most egy egész Csillagot tart: ez Helyőrség. A bábuit nem lehet leütni, így a Cinóber két támadója az A10-et hiába támadja.
garrison-wrong = Csak a Helyőrség bábuit nem lehet leütni, és a Helyőrséghez egy Csillag mind az öt mezője kell.

deep-moat-title = A Helyőrség támadja az Árkát
deep-moat-teach = A Helyőrség az Árka minden mezőjét támadja, és egyetlen támadó is leüti a Vékony bábut. Új játszmánál Mély Árkok is választhatók: ekkor egy Csillag Árkához tartozik minden olyan Vékony mező is, amely teljes élben szomszédos az Árok valamelyik mezőjével, így a Helyőrség messzebbre ér.
deep-moat-task = Ebben a játszmában Mély Árkok vannak. Üsd le egyetlen lépéssel a Cinóber mindkét bábuját, az A6-on és az A7-en állót.
deep-moat-why = A Csillag kiegészítése Helyőrséget hozott létre, és a Mély Árkához tartozik az A6 és az A7: mindkettőhöz egy-egy támadó elég volt.
deep-moat-wrong = Egyetlen bábu csak a vele teljes élben szomszédos Vastag mezőről támad egy Vékony mezőt; a Helyőrség az egész Árkát egyszerre támadja.

remote-muster-title = Távoli Toborzás Belső Helyőrségből
remote-muster-teach = A Trón melletti öt Csillag egyikén álló Helyőrség Belső Helyőrség. Vele akkor is toborozhatsz, ha nincs bábud a Kapun: a tábla vele azonos felén lévő Kapu egy üres Vastag mezőjére, ha azon a Kapun nincs ellenséges bábu. A B kezdőállás, az R1 gyors kezdése, minden játékosnak egy Belső Helyőrséget és 11 tartalékbábut ad.
remote-muster-task = Ez a B kezdőállás. Egyik bábud sem áll Kapun: hozz be egy tartalékbábut a táblára.
remote-muster-why = A Belső Helyőrséged lehetővé tette, hogy a tábla vele azonos felén lévő Kapu egyik Vastag mezőjére toborozz (Távoli Toborzás).
remote-muster-wrong = Ha nincs bábud Kapun, csak a Belső Helyőrség tesz lehetővé toborzást, mégpedig a tábla vele azonos felén lévő Kapuk Vastag mezőire.

take-the-throne-title = Győzelem a Trónon
take-the-throne-teach = Azonnal nyersz, ha a lépésed után, még minden ütés előtt, bábuid mind az öt Trónmezőn állnak.
take-the-throne-task = Az öt Trónmezőből négyet tartasz. Nyerj.
take-the-throne-why = Mind az öt Trónmezőn a te bábuid állnak: azonnal nyersz, még minden ütés előtt.
take-the-throne-wrong = A Trón az 1-es számú öt mező, és csak akkor nyer, ha mind az ötön a te bábuid állnak.

last-piece-title = Az utolsóként játékban maradó nyer
last-piece-teach = Kiesik az a játékos, akinek sem a táblán, sem tartalékban nincs bábuja, és az utolsóként játékban maradó játékos nyer.
last-piece-task = A Cinóbernek egy bábuja maradt a táblán, tartalékban egy sem. Nyerj.
last-piece-why = A Cinóber utolsó bábuja eltűnt, és tartalékban sincs bábuja: kiesett, és te maradtál utolsóként játékban.
last-piece-wrong = A Cinóber csak akkor esik ki, ha az utolsó bábuját leütik, és a Vékony bábut egyetlen, vele teljes élben szomszédos Vastag bábu is leüti.

no-move-is-out-title = Se lépés, se toborzás: kiesés
no-move-is-out-teach = Az a játékos is kiesik, aki, amikor sorra kerül, sem lépni, sem toborozni nem tud, még ha van is tartalékbábuja; a bábui ekkor lekerülnek a tábláról. Tartalékbábu csak toborzással léphet játékba, így az a játékos, akinek nincs bábuja Kapun, és nincs Belső Helyőrsége, egyet sem hozhat be.
no-move-is-out-task = A Cinóbernek egy bábuja van a táblán és 14 tartalékban, de Kapun egy sincs. Nyerj.
no-move-is-out-why = Bábu nélkül a táblán a Cinóber a körében sem lépni, sem toborozni nem tudott: kiesett, tartalékostul, és te maradtál utolsóként játékban.
no-move-is-out-wrong = A Cinóber még tud lépni, amíg a bábuja a táblán van; csak akkor esik ki, ha sem lépni, sem toborozni nem tud.

three-players-title = Kettőnél több játékos
three-players-teach = Legfeljebb hatan játszhatnak (az R1-en öten); a körök sorban követik egymást: Kék, Cinóber, Zöld és így tovább. Minden játékos csak a saját bábuival üt: a különböző játékosok támadásai sosem adódnak össze.
three-players-task = Itt hárman játszanak. A Cinóber A3-on álló Vastag bábuját érinti a B2-n álló Vékony bábud és a Zöld A7-en álló bábuja is, mégis áll. Üsd le.
three-players-why = A Zöld A7-en álló bábuja nem számított neked; a saját második Vékony támadód ütötte le az A3-at. A Cinóber, akinek nem maradt bábuja sem a táblán, sem Kapun, a körében kiesik.
three-players-wrong = A Zöld bábuja sosem számít neked: a Vastag bábut ugyanannak a játékosnak két Vékony támadója üti le.
