# A Pyrga leckéi, tanítási sorrendben. Minden leckénél (elöl az azonosítója):
# -title: rövid cím; -teach: amit tanít, a feladat előtt jelenik meg;
# -task: a feladat; -why: akkor jelenik meg, ha a lépés eléri a célt; -wrong: a célt
# elvétő lépés után jelenik meg, a lépés hatásának leírása után: a szabály, amelyet elvétett.

cylinder-keeps-title = A Henger helyben tartja a következő bábut
cylinder-keeps-teach = A Pyrga táblája 16 mezőből áll, a1-től d4-ig. Mindkét játékosnak 15 bábuja van, ezeket a tábla alatti tálca mutatja: öt Négyzet, öt Háromszög és öt Henger. Az első bábut Világos rakja le, bármilyen alakút, bármelyik mezőre; ezután a játékosok felváltva raknak, körönként egy bábut. Hogy hová rakhatsz, az attól függ, milyen bábut rakott le épp az ellenfeled. Henger után a következő bábu ugyanarra a mezőre kerül.
cylinder-keeps-task = Te vagy Világos. Rakd le az első bábudat úgy, hogy Sötétnek is a b2-re kelljen raknia.
cylinder-keeps-why = Henger után a következő bábu ugyanarra a mezőre kerül, így Sötétnek egy Négyzetet vagy egy Háromszöget kell a b2-re raknia.
cylinder-keeps-wrong = Csak a Henger tartja a következő bábut a saját mezőjén; a többi alak máshová küldi.

square-next-door-title = A Négyzet maga mellé küldi a következő bábut
square-next-door-teach = Négyzet után a következő bábu egy vele oldalszomszédos mezőre kerül: a tábla közepén négy ilyen mező van, a szélén kevesebb.
square-next-door-task = Rakj le egy Négyzetet úgy, hogy Sötét csak két mező közül választhasson.
square-next-door-why = A sarokban álló Négyzetnek csak két szomszédja van, így Sötét két mező közül választhat.
square-next-door-wrong = Négyzet után a következő bábu bármelyik vele oldalszomszédos mezőre kerülhet: középen négy ilyen van, a szél mentén három.

triangle-points-title = A Háromszög irányt mutat
triangle-points-teach = Háromszög után a következő bábu a Háromszög által mutatott vonal valamelyik mezőjére kerül, tetszőleges távolságra. Aki Háromszöget rak le, ő választja meg, merre mutasson: válaszd ki a Háromszöget a tálcán, kattints egy mezőre, majd egy nyílra. Nem mutathat egyenesen a tábla széle felé, és később sosem fordul el.
triangle-points-task = Rakj le egy Háromszöget az a1-re úgy, hogy Sötét a b1-re, a c1-re vagy a d1-re rakhasson.
triangle-points-why = Keletre, az 1. sor mentén mutatva a Háromszög a b1-re, a c1-re vagy a d1-re küldi Sötétet, tetszőleges távolságra.
triangle-points-wrong = A következő bábu csak azokra a mezőkre kerülhet, amelyek abban az irányban vannak, amerre a Háromszög mutat, közvetlenül mellette kezdve.

no-second-square-title = Ha Négyzettel nyitsz
no-second-square-teach = Ha Világos első bábuja Négyzet, Világos második bábuja nem lehet Négyzet: a tálca kiszürkíti a Négyzeteket. Ez akkor is érvényes, ha Világos kényszerhelyzetben üres mezőre rak.
no-second-square-task = Négyzettel nyitottál a b2-n, és Sötét Hengere miatt a c2-re kell raknod. Rakd oda a második bábudat úgy, hogy Sötétnek ezután a c3-ra vagy a c4-re kelljen raknia.
no-second-square-why = Négyzet nem volt megengedett, egy Henger pedig a c2-n tartotta volna Sötétet; a Háromszöged északra mutat, és a c3-ra vagy a c4-re küldi Sötétet.
no-second-square-wrong = Hogy Sötét hová rakhat legközelebb, azt a lerakott bábud dönti el: Négyzet mellé, Henger a saját mezőjére, Háromszög a mutatott vonal mentén.

complete-a-tower-title = Tornyok és az uralmuk
complete-a-tower-teach = Egy mezőn legfeljebb egy Négyzet, egy Háromszög és egy Henger állhat, bármilyen színben, bármilyen sorrendben lerakva. A harmadik bábu befejezi a mező tornyát, és az a játékos, akié a torony bábuiból kettő vagy három, a játszma hátralévő részében uralja, akárki rakta is le az utolsó bábut.
complete-a-tower-task = Sötét c2-n álló Négyzete maga mellé küld. Fejezz be egy tornyot, amelyet te uralsz.
complete-a-tower-why = A b2-n most a te Négyzeted és Háromszöged áll Sötét Hengerével: a három bábuból kettő a tiéd, így a torony a játszma hátralévő részében a tiéd.
complete-a-tower-wrong = A befejezett torony azé, akié a három bábujából kettő, nem azé, aki befejezte.

fall-back-title = Ha a szabály sehová sem küld
fall-back-teach = Ha egyik bábud sem illik oda, ahová az utolsó bábu küld, akkor helyette bármelyik üres mezőre raksz: olyan mezőre, amelyen egyáltalán nincs bábu. Ha üres mező sincs, a játszma véget ér.
fall-back-task = Sötét Hengere befejezte a b2 tornyát, így a b2-n tartana, de az megtelt. Rakj le egy bábut a tábla egyik sarkába.
fall-back-why = Egyik bábud sem illett a b2-re, így bármelyik üres mező megengedett volt, a sarkok közül pedig három üres volt.
fall-back-wrong = A sarkok az 1. és a 4. sor két végén lévő mezők, és kényszerhelyzetben csak üres mezőre rakhatsz.

three-towers-title = Három torony nyer
three-towers-teach = Aki elsőként ural három befejezett tornyot, azonnal nyer.
three-towers-task = Sötét c2-n álló Négyzete maga mellé küld. Te uralod az a1 és a b1 tornyát: nyerj.
three-towers-why = A Hengered befejezte a c1 tornyát, amelynek három bábujából kettő a tiéd: ez a harmadik tornyod, és azonnal megnyerted a játszmát.
three-towers-wrong = Egy torony csak akkor számít, ha befejezett, és csak annak a játékosnak, akié a három bábujából kettő.

forced-reply-title = Építtess az ellenfeleddel
forced-reply-teach = Minden lerakott bábud eldönti, hová rak legközelebb az ellenfeled. A Hengered után ugyanarra a mezőre kell raknia, és ha ott már csak egyféle alakja fér el, pontosan tudod, mit fog odarakni.
forced-reply-task = Nyerj két lépésben. Te uralod az a1 tornyát; a b1-ről még egy bábu hiányzik, a c1-en pedig csak a te Háromszöged áll. Sötét c4-en álló Háromszöge délre mutat, így a c-vonalra kell raknod.
forced-reply-why = A c1-re rakott Hengered a c1-en tartotta Sötétet, ahová már csak Négyzet fért: ez befejezte a c1 tornyát, amelynek két bábuja a tiéd. Sötét Négyzete ezután maga mellé, a b1-re küldött, és ez lett a harmadik tornyod.
forced-reply-wrong = Számold meg, hány bábu hiányzik még az egyes mezőkről, és hová küldi Sötétet a bábud: Sötét csak akkor fejez be neked tornyot, ha semmi más nem fér.

counting-towers-title = Ha senkinek sincs három tornya
counting-towers-teach = Ha senki sem ural három tornyot, a játszma akkor ér véget, amikor a soron lévő játékos nem tud rakni: egyik bábuja sem illik oda, ahová az utolsó bábu küldi, és nincs üres mező, vagy nem maradt bábuja. Ekkor az nyer, aki több befejezett tornyot ural. Ha ebben egyenlők, az nyer, akinek több befejezetlen toronyban van két saját bábuja; ha ebben is egyenlők, az, akinek több befejezetlen toronyban van egy bábuja; ha minden egyenlő, senki sem nyer.
counting-towers-task = A tábla majdnem megtelt, és mindketten egy-egy befejezett tornyot uraltok. Vess most véget a játszmának úgy, hogy az összesítés a javadra döntsön.
counting-towers-why = Sötét sehová sem tudott rakni, így a játszma véget ért. A befejezett tornyokban egy-egy volt az állás, neked viszont több befejezetlen toronyban volt két bábud.
counting-towers-wrong = A játszma csak akkor ér véget, ha Sötét sehová sem tud rakni; addig Sötét még változtathat az összesítésen.

notation-title = A lépések leírása
notation-teach = A lépéslista minden lépést így ír le: az alak betűje (S, T vagy C, az angol nevekből: S Négyzet, T Háromszög, C Henger), aztán a mező, Háromszögnél pedig az irány, amerre mutat (n, e, s vagy w: észak, kelet, dél, nyugat): Sb2 egy Négyzet a b2-n, Ta1n egy Háromszög az a1-en, amely északra mutat.
notation-task = Játszd meg ezt a lépést: Td3w.
notation-why = A Td3w egy Háromszög a d3-on, amely nyugatra mutat: Sötétnek most a c3-ra, a b3-ra vagy az a3-ra kell raknia.
notation-wrong = A T a Háromszög, a d3 a d vonal és a 3. sor mezője, a w pedig azt jelenti, hogy nyugatra mutat.
