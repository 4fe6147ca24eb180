# A Shifting Chess leckéi, tanítási sorrendben. Minden leckénél (elöl az azonosítója):
# -title: rövid cím; -teach: amit tanít, a feladat előtt jelenik meg;
# -task: a feladat; -why: akkor jelenik meg, ha a lépés eléri a célt; -wrong: a célt
# elvétő lépés után jelenik meg, a lépés hatásának leírása után: a szabály, amelyet elvétett.

boulders-title = Sziklák
boulders-teach = A tábla egy 12×12-es kék tábla. A szárazföld tizenhat 2×2-es sziget, úgynevezett mega-mező, A-tól P-ig betűzve, amelyek középen 8×8-as táblaként indulnak; azok a mezők, amelyeket egyetlen mega-mező sem fed, üres tér. A bábuk úgy indulnak és lépnek, mint a sakkban, kivéve azt, amit ezek a leckék mutatnak. Négy semleges szikla áll a szárazföldön: a szikla minden bábu útját elállja, mintha a bábu saját bábuja volna, soha nem üthető le, a huszár pedig átugorja.
boulders-task = Te vagy Világos. Üsd le a d9-en álló sötét bástyát.
boulders-why = A d3-on álló bástyád nem juthat át a d6-on és a d7-en álló sziklákon; a huszár bármin átugrik, és a d9-re érkezik.
boulders-wrong = A szikla úgy állítja meg a csúszó bábut, ahogy egy saját bábuja tenné; csak az ugró bábu jut át rajta.

queen-over-gaps-title = A vezér átkel a réseken
queen-over-gaps-teach = Amikor a mega-mezők mozognak, üres téri lyukak nyílnak a szárazföldön. Az üres tér megállítja a bástyákat, futókat, királyokat és gyalogokat; a huszár átugorja, de soha nem érkezik rá. A vezér átcsúszik az üres téren, és túloldalt érkezik, de a bábuk és a sziklák ugyanúgy elállják az útját.
queen-over-gaps-task = Az F mega-mezőt a szélre mozgatták, így az e5–f6 helyén lyuk maradt. Nyerj egy sötét bábut.
queen-over-gaps-why = A vezéred átcsúszott a lyukon, és az e8-on ütött: az összes bábu közül csak a vezér kel át az üres téren.
queen-over-gaps-wrong = Az üres tér a vezér kivételével minden csúszó bábut megállít.

double-step-anywhere-title = Kettős lépés bárhol
double-step-anywhere-teach = Az a gyalog, amely saját lépésével még nem lépett, bárhol áll is, léphet két mezőt: ha egy mega-mező viszi magával, az nem számít lépésnek. A tábla melletti lista felsorolja a már lépett gyalogokat.
double-step-anywhere-task = Az e7-en álló gyalogodat a mega-mezők vitték oda, saját lépésével még sosem lépett. Adj sakkot egy gyaloggal.
double-step-anywhere-why = Az e7e9 kettős lépés, és támadja az f10-en álló királyt. A h5-ön álló gyalog már lépett, így csak egy mezőt léphet.
double-step-anywhere-wrong = Egy mezőt lépve egyetlen gyalog sem jut a király mellé, a saját lépésével még sosem lépett gyalog viszont messzebbre is mehet.

en-passant-title = En passant bárhol
en-passant-teach = Az en passant a tábla bármely pontján működik: ha egy ellenséges gyalog épp most lépett két mezőt, és átlépte azt a mezőt, amelyet a gyalogod támad, a gyalogod leütheti, mintha csak egyet lépett volna, de csak a közvetlenül következő lépésben.
en-passant-task = Sötét gyalogja épp most lépett az f9-ről az f7-re, az e7-en álló gyalogod mellé. Üsd le.
en-passant-why = A gyalogod az f8-ra lépett, arra a mezőre, amelyet a sötét gyalog átlépett, és leütötte az f7-en álló gyalogot.
en-passant-wrong = A sötét gyalog átlépte az f8-at, és az en passant úgy üti le, mintha ott állt volna meg.

promotion-at-the-edge-title = Átváltozás ott, ahol a szárazföld véget ér
promotion-at-the-edge-teach = A gyalog átváltozik, ha a kék tábla utolsó három sorának egyikén áll (Világosnál a 10–12. soron), és a vonalában előtte már nincs szárazföld. Ha saját lépésével ér oda, a tulajdonosa által választott bábuvá változik (a program megkérdezi, melyikké); ha kártya viszi oda, vezér lesz belőle.
promotion-at-the-edge-task = Az A mega-mező most az e-vonal felett fekszik, az e11–f12 mezőkön. Változtass át egy gyalogot.
promotion-at-the-edge-why = A g10-en véget ér a szárazföld, így a gyalog átváltozott; az e10-en az A mega-mező még előtte lett volna.
promotion-at-the-edge-wrong = A gyalog csak ott változik át, ahol a vonalában előtte már nincs szárazföld, az e-vonalon pedig az A mega-mező még előtte van.

castling-on-a-file-title = Sáncolás mega-mezőkön át
castling-on-a-file-teach = A sáncolás soron vagy vonalon is működik, mega-mezőkön át. A király és a bástya saját lépésével még nem léphetett (a tábla melletti lista megnevezné, ha bármelyikük lépett volna), köztük két vagy három üres mezőnek kell lennie, a király kiinduló mezőjének, az általa átlépett mezőnek és az érkezési mezőjének pedig szárazföldnek kell lennie, és egyik sem lehet támadott. A király két mezőt lép a bástya felé, a bástya pedig arra a mezőre kerül, amelyet a király átlépett.
castling-on-a-file-task = Sáncolj. A sötét bástya a g3-at tartja szemmel, ezért a sor helyett vonalon sáncolj.
castling-on-a-file-why = A király két mezőt lépett felfelé az e-vonalon, az e6-on álló bástya pedig az e4-re érkezett, arra a mezőre, amelyet a király átlépett.
castling-on-a-file-wrong = A sáncolás a király kétmezős lépése egy még nem lépett bástya felé, és a király nem léphet át támadott mezőn.

gap-mate-title = Matt a szigeten
gap-mate-teach = A matt nyer, a patt döntetlen, mint a sakkban. A király nem léphet üres térre, így egy sziget a börtönévé válhat.
gap-mate-task = A sötét király az M mega-mezőn ül, egy szigeten a tábla sarkában. Adj neki mattot.
gap-mate-why = A király nem léphet üres térre, az a11-et és a b11-et pedig Sötét saját gyalogjai foglalják el, így az a12-n álló királynak csak a b12 maradt. A 12. soron álló vezér átcsúszik a réseken, és mindkét mezőt támadja: matt.
gap-mate-wrong = A mattnál sakkot kell adni: ha a király nem tud lépni, de nincs sakkban, az patt, vagyis döntetlen.

fifty-moves-title = Az ötvenlépéses szabály
fifty-moves-teach = Száz egymást követő rendes lépés (mindkét félnek ötven) ütés és gyaloglépés nélkül döntetlennel zárja a játszmát; ugyanígy a harmadszor előálló állás és a király király ellen is. Az ilyen lépések számát a tábla mellett láthatod; ütés vagy gyaloglépés 0-ra állítja vissza, a kártyák pedig sem nem számítanak bele, sem nem nullázzák.
fifty-moves-task = Kilencvenkilenc lépés telt el ütés és gyaloglépés nélkül. Ne hagyd, hogy a játszma véget érjen.
fifty-moves-why = A gyaloglépés vagy az ütés 0-ra állította vissza a számlálót, és a játszma folytatódik.
fifty-moves-wrong = Csak ütés vagy gyaloglépés állítja vissza a számlálót; minden más lépés a századik.

swap-card-title = A Csere kártya
swap-card-teach = Minden harmadik kör után (a 3., 6., 9. kör után és így tovább) az a játékos, aki épp lépett, húz egy kártyát egy 20 lapos pakliból, és ha tudja, alkalmaznia kell. A Csere kártya két szomszédos rekeszben álló mega-mezőt cserél fel, mindennel együtt, ami rajtuk van; az ellenfél királyát hordozó mega-mező nem cserélhető. Kártya alkalmazásához kattints egy mega-mezőre (Cserénél egy második mega-mezőre is), majd az Alkalmaz gombra.
swap-card-task = Csere kártyát húztál. Cserélj fel két mega-mezőt úgy, hogy a sötét király sakkban legyen.
swap-card-why = A J és a K felcserélése a bástyádat az f7-ről a h7-re vitte, a király vonalára. A király saját mega-mezőjét nem lehetett felcserélni, a tiédet viszont igen.
swap-card-wrong = A sötét királyt hordozó mega-mező nem cserélhető, a bástyád mega-mezője viszont igen.

rotate-card-title = A Forgatás kártya
rotate-card-teach = A Forgatás kártya egy mega-mezőt negyed fordulattal elforgat, az óramutató járásával megegyezően vagy ellentétesen, a rajta álló bábukkal együtt. Válaszd ki a mega-mezőt, aztán az irányt. A kártya adhat sakkot, sőt mattot is.
rotate-card-task = Forgatás kártyát húztál. Adj vele mattot.
rotate-card-why = Az N elforgatása az óramutató járásával ellentétesen a bástyádat az f9-ről az f10-re vitte, ahonnan a 10. soron sakkot ad a királynak, a menekülését pedig a sötét gyalogok zárják el.
rotate-card-wrong = Az óramutató járásával megegyező és az azzal ellentétes forgatás más-más helyre viszi a mega-mező sarkait.

third-turn-slide-title = Minden harmadik kör: a Csúsztatás kártya
third-turn-slide-teach = A Csúsztatás kártya egy mega-mezőt egy rekesszel északra, keletre, délre vagy nyugatra mozdít el, és legfeljebb két előtte álló mega-mezőt tol maga előtt; egyetlen mega-mező sem hagyhatja el a kék táblát. Az átváltozást kártyák után is ellenőrizzük, mindkét félnél: az a gyalog, amelyet egy kártya az utolsó három sorában hagy úgy, hogy előtte nincs szárazföld, vezérré változik.
third-turn-slide-task = Ez a harmadik lépésed, így utána kártyát húzol, és a felső kártya egy Csúsztatás. Lépj, aztán csúsztass el egy mega-mezőt úgy, hogy a gyalogod átváltozzon.
third-turn-slide-why = A 3., 6., 9.… kör után az a játékos húz kártyát, aki épp lépett. A Csúsztatás után a g10-en álló gyalog előtt nem maradt szárazföld, így a kártya hatására átváltozott, mégpedig vezérré.
third-turn-slide-wrong = A gyalog csak az utolsó három sorában változik át, és csak akkor, ha a vonalában előtte már nincs szárazföld.

void-card-title = Az Eltüntetés kártya
void-card-teach = Az Eltüntetés kártya egy király nélküli mega-mezőt mindennel együtt leemel a tábláról, a következő kártya húzásáig. A bábui nem léphetnek, nem üthetnek, nem üthetők le, és nem adhatnak sakkot, a helye pedig üres tér.
void-card-task = Eltüntetés kártyát húztál. Adj vele mattot.
void-card-why = Az N eltüntetése a limbóba emelte az e10-en álló huszárt: a helye üres tér lett, és a vezéred ezen át sakkot ad a királynak: matt.
void-card-wrong = Az eltüntetett mega-mező bábui már semmit sem zárnak el, és csak a vezér támad az üres téren át.

void-returns-title = Az eltüntetett mega-mező visszatér
void-returns-teach = Az eltüntetett mega-mező változatlanul visszatér, amikor a következő kártyát húzzák, még annak alkalmazása előtt. Kártyát nem szabad úgy alkalmazni, hogy a saját királyod támadva maradjon: ha a visszatérő mega-mező támadja a királyodat, a kártyának meg kell szüntetnie a támadást, és ha erre egyik alkalmazása sem képes, veszítesz.
void-returns-task = A G mega-mezőt egy sötét bástyával együtt tüntették el (a szaggatott szellemkép). E lépés, a harmadik lépésed után kártyát húznak, és a G visszatér. Óvd meg tőle a királyodat.
void-returns-why = Amikor a G mega-mező visszatért, a g6-on álló bástyája az egész g-vonalat támadta, a királyod pedig már elhagyta azt.
void-returns-wrong = Amikor a G mega-mező visszatér, a bástyája a g-vonal mentén támad, és semmi sem áll az útjában.

card-notation-title = Kártyák a jelölésben
card-notation-teach = A lépéslista a rendes lépést a két mezőjével írja le: e4e6; a kártya használatát pedig a fajtájával (angolul: swap Csere, rotate Forgatás, slide Csúsztatás, void Eltüntetés), a mega-mezővel és az iránnyal: swap-F-G, rotate-F-cw (az óramutató járásával megegyezően) vagy rotate-F-ccw (ellentétesen), slide-F-n (n, e, s vagy w: észak, kelet, dél, nyugat) és void-F.
card-notation-task = Forgatás kártyát húztál. Alkalmazd úgy, ahogy le van írva: rotate-K-cw.
card-notation-why = A rotate-K-cw a K mega-mezőt negyed fordulattal elforgatta az óramutató járásával megegyezően: a jobb felső sarkában, a h8-on álló huszár a jobb alsó sarokba, a h7-re került.
card-notation-wrong = A K a g7–h8 mezőkön fekvő mega-mező, a cw pedig azt jelenti: az óramutató járásával megegyezően, a tábla alján álló Világos felől nézve.
