# Rosette's messages in Hungarian.

## The top bar and every page

site-title = Rosette — absztrakt stratégiai játékok
brand-home = Rosette kezdőlap
cancel = Mégse
nav-games = Játékok
nav-saves = Mentések
nav-boards = Táblák
save-problem = A játszmáidat nem sikerül menteni ({ $why }).
save-problem-link = Szabadíts fel helyet a Mentések oldalon
bad-link = Ez a hivatkozás nem nyitható meg: nem olyan játékra mutat, amelyet a Rosette ismer („{ $link }”).
boot-loading = A Rosette betöltődik: az első látogatás után azonnal megnyílik, akár internet nélkül is.
update-ready = Elérhető a Rosette új verziója.
update-reload = Újratöltés
download-failed = Az oldal egy részét nem sikerült letölteni. Ellenőrizd a kapcsolatot.

## Settings

settings = Beállítások
settings-unreadable = A mentett beállításaidat nem sikerült beolvasni ({ $why }); az alapértelmezett beállítások vannak érvényben.
settings-not-saved = A beállításokat nem sikerült menteni: { $why }
settings-language = Nyelv
settings-language-browser = A böngésző beállítása szerint
settings-language-failed = Nem sikerült betölteni ezt a nyelvet: { $language } ({ $why }); az oldal angolul marad, amíg ez nem sikerül.
settings-theme = Téma
theme-system = A rendszer szerint
theme-light = Világos
theme-dark = Sötét
theme-contrast = Nagy kontraszt
settings-sound = Hang
settings-sounds = Hangok lépéskor, ütéskor és a játszma végén
settings-volume = Hangerő
settings-try = Kipróbálás
settings-motion = Mozgás
motion-system = A rendszer szerint
motion-reduce = Kevesebb mozgás
motion-full = Teljes animáció
settings-boards = Táblák
settings-hints = Szabályos lépések mutatása
settings-coordinates = Koordináták mutatása
done = Kész

## The home page

home-title = Négy absztrakt stratégiai játék
home-lede = Játssz egy barátod ellen ezen az eszközön, vagy az MI ellen. A játszmák maguktól mentődnek, hivatkozásként továbbküldhetők, és internet nélkül is működnek.
tagline-chirality = Seregek Penrose-táblán; az ütéseket a geometria dönti el.
tagline-chiron = Döntetlen nélküli sakkváltozat ledobással, bal- és jobbkezes bábukkal.
tagline-pyrga = Építs tornyokat egy 4×4-es táblán; minden bábu megszabja, hová léphet az ellenfeled.
tagline-shifting-chess = Sakk mega-mezőkön, amelyeket kártyák cserélnek fel, forgatnak el, csúsztatnak el és tüntetnek el.
action-play = Játék
action-rules = Szabályok
action-learn = Tanulás
game-puzzles = { $game }-feladványok
home-boards = A táblák
not-found-title = Az oldal nem található
not-found = Nincs oldal ezen a címen: „{ $path }”.
back-to-games = Vissza a játékokhoz
reload-needed = Az oldalt újra kell tölteni
reload-page = Oldal újratöltése

## The rules pages

rules-learn = Most ismerkedsz a { $game } játékkal? Tanuld meg játszva: szabályonként egy rövid lecke.
rules-boards = Minden mezőt, Csillagot, Árkot és Kaput megnézhetsz a { $link }.
rules-boards-link = Táblák oldalon
rules-play = Játssz a { $game } játékkal
rules-learn-button = Tanuld meg a { $game } játékot lépésről lépésre
rules-translated = Ez az angol szabályok fordítása; ahol eltérnek, az angol szöveg a döntő.
rules-english-shown = Nem sikerült betölteni a szabályokat ezen a nyelven: { $language } ({ $why }); ezért angolul olvashatod őket.
rules-loading = A szabályok betöltése…
rules-unavailable = Nem sikerült betölteni a szabályokat ({ $why }).
rules-clauses-head = Fontos tudnivalók
badge-reconstruction = Rekonstrukció
badge-ruling = Rosette-döntés
rules-diagram-error = Ezt az ábrát nem sikerült megrajzolni:

## Fetching a file of the site

fetch-unreachable = nem sikerült letölteni
fetch-status = a webhely { $status } kóddal válaszolt
fetch-unreadable = nem sikerült beolvasni
fetch-retry = Újra

## Seats, levels and how games end (src/ui/words.rs)

seat-white = Világos
seat-black = Sötét
seat-blue = Kék
seat-vermillion = Cinóber
seat-green = Zöld
seat-purple = Lila
seat-orange = Narancs
seat-sky = Égkék
seat-numbered = { $number }. játékos
level-beginner = Kezdő
level-easy = Könnyű
level-medium = Közepes
level-hard = Nehéz
level-strongest = Legerősebb
level-strongest-label = Legerősebb (1 mp lépésenként)
level-caption = 10 játszmából kb. { $wins } győzelem a { $against } szint ellen
level-caption-random = 10 játszmából kb. { $wins } győzelem véletlen lépések ellen
card-swap = Csere
card-rotate = Forgatás
card-slide = Csúsztatás
card-void = Eltüntetés
turn-move = { $who } lép
turn-apply-card = { $who } alkalmazza a kártyát: { $card }
turn-ai-move = { $who } (MI, { $level }) lép
turn-ai-apply-card = { $who } (MI, { $level }) alkalmazza a kártyát: { $card }
turn-ai-thinking = { $who } (MI, { $level }) gondolkodik…
turn-chance = Kártyahúzás…
game-over = A játszma véget ért
result-draw = Döntetlen — { $reason }
result-win = { $who } nyert — { $reason }
result-shared = Közös győzelem: { $who } — { $reason }
and-list = { $first } és { $last }
viewing-start = Kezdőállás megtekintése, az 1. lépés előtt (összesen { $total }) · { $now }
viewing-move = { $at }. lépés megtekintése (összesen { $total }) · { $now }
seat-human = ember
seat-ai = MI ({ $level })
seat-played-by = { $seat }: { $who }
announce-move = { $who } lépése: { $move }.
announce-capture = { $who } lépése: { $move }, ütés.
announce-chance = Véletlen: { $move }.
stop = Leállítás
resume-ai = MI folytatása
reason-king-captured = { $who } leütötte a Királyt
reason-no-legal-move = { $who } nem tud szabályosan lépni
reason-three-towers = { $who } három tornyot ural
reason-more-towers = { $who } ural többet a { $stage } közül ({ $won }–{ $lost })
reason-more-towers-after-ties = egyenlőség: { $ties }; { $who } ural többet a { $stage } közül ({ $won }–{ $lost })
reason-tied-towers = egyenlőség: { $ties }
tower-stage = { $stage } ({ $white }–{ $black })
stage-completed = befejezett tornyok
stage-holding-two = két saját bábut tartalmazó tornyok
stage-holding-one = csak egy saját bábut tartalmazó tornyok
reason-checkmate = { $who } mattot adott
reason-king-left-attacked = { $who } királya támadás alatt maradt
reason-stalemate = patt
reason-repetition = háromszori ismétlés
reason-fifty-moves = ötvenlépéses szabály
reason-bare-kings = király király ellen
reason-throne = { $who } elfoglalta a Trónt
reason-last-left = { $who } maradt utolsóként játékban
reason-eliminated-together = az utolsó játékosok egyszerre estek ki
reason-resigned = { $who } feladta
reason-agreed-draw = a játékosok döntetlenben egyeztek meg

## The new-game dialog (only: game-pages)

new-game = Új játszma
new-game-refused = Ezekkel a beállításokkal nem lehet játszani: { $why }.
opponent = Ellenfél
opponent-friend = Egy barátod ezen az eszközön
opponent-computer = A számítógép
level = Szint
ai-level = MI-szint
you-play = Te játszol
play-first = Elsőként
play-second = Másodikként
seats = Játékoshelyek
seat-is-played-by = { $seat } játékosa
seat-person = Egy ember ezen az eszközön
seat-computer = Számítógép: { $level }
start = Indítás
options-board = Tábla
options-board-r1 = R1 (kompakt, 160 mező, legfeljebb 5 játékos)
options-board-r2 = R2 (normál, 300 mező, legfeljebb 6 játékos)
options-setup = Kezdőállás
options-setup-a = A: normál (két játékos az R2-n)
options-setup-b = B: gyors (mindenkinek egy Helyőrség már a kezdéskor)
options-setup-c = C: hosszú (mindenkinek egy Kapu)
options-not-on-board = Ezen a táblán nem választható: { $why }.
options-table = Asztal
options-players = Játékosok
options-player-count = Játékosok száma
options-deep-moats = Mély Árkok

## The play page (only: game-pages)

game-panel = Játszmapanel
link-rules = Szabályok
link-learn = Tanulás
link-puzzles = Feladványok
link-edit = Állás szerkesztése
dismiss = Bezárás
undo = ↶ Visszavonás
undo-title = Az utolsó lépés visszavétele (az MI ellen: vissza a te lépésedig)
redo = Újra ↷
redo-title = A visszavett lépések visszaállítása
save-copy = Másolat mentése
saved-copy = Másolat mentve. A Mentések között találod.
saved-copy-failed = A másolatot nem sikerült menteni: { $why }.
resign = ⚐ Feladás
resign-title = A játszma feladása: a másik fél nyer
resign-confirm = Feladás megerősítése
resign-as = { $seat } feladja a játszmát?
resign-yes = Igen, feladom
keep-playing = Folytatom
moves = Lépések
no-moves-yet = Még nincs lépés.
draw-agreed = Megegyezéses döntetlen
replay = Visszajátszás
replay-first = Kezdőállás
replay-first-title = Kezdőállás (Home, ha nem a táblán van a fókusz)
replay-previous = Előző lépés
replay-previous-title = Előző lépés (←, ha nem a táblán van a fókusz)
replay-next = Következő lépés
replay-next-title = Következő lépés (→, ha nem a táblán van a fókusz)
replay-last = Utolsó lépés
replay-last-title = Utolsó lépés (End, ha nem a táblán van a fókusz)
play-from-here = Játék innen
play-from-here-title = Új játszma indítása a táblán látható állásból; az eredeti játszma teljes egészében megmarad a Mentések között
hint = Tipp
hint-thinking = Gondolkodik…
hint-title = Lépésjavaslat kérése az MI-től ({ $level }) ebben az állásban, a lépés megtétele nélkül (H)
hint-said = Tipp:
hint-by = (MI, { $level })
hints-used = Felhasznált tippek: { $count }

## Notices above the board (src/ui/words/notice.rs) (only: game-pages)

notice-wait-for-ai = Nem te következel: várd meg az MI lépését.
notice-move-refused = Ez a lépés nem lehetséges: { $why }
notice-ai-failed = Az MI nem tudott lépni: { $why }.
notice-ai-move-stale = Az MI lépése már nem illik a táblán lévő álláshoz, ezért figyelmen kívül hagytuk.
notice-nothing-to-resign = Nincs olyan játszmád, amelyet feladhatnál.
notice-cannot-resign = A játszmát nem lehet feladni: { $why }
notice-setup-failed = Nem sikerült létrehozni a játszmát: { $why }
notice-no-hint = Nincs tipp: { $why }.
notice-hint-stale = A tipp már nem illik a táblán lévő álláshoz, ezért figyelmen kívül hagytuk.
notice-branched = Új játszma indult a táblán látható állásból ({ $ply }. lépés). Az eredeti játszma teljes egészében megmarad a Mentések között.
notice-not-kept-new-game = Az előző játszmádat nem sikerült elmenteni: { $why }
notice-not-kept-branch = Az elágaztatás nem sikerült, ezért semmi sem változott: { $why }
notice-not-kept-invitation = A jelenlegi játszmádat nem sikerült elmenteni, ezért a meghívás elfogadása elmaradt: { $why }
notice-not-kept-link = A hivatkozás nem nyílt meg, mert a jelenlegi játszmádat nem sikerült elmenteni: { $why }
notice-not-kept = Egy játszmát nem sikerült elmenteni a mentéseid közé: { $why }

## Why a move, a position or a stored game was refused (src/ui/words/errors.rs)

move-unparsable = „{ $move }” itt nem szabályos lépés
move-illegal = szabálytalan lépés: ebben az állásban ez a lépés nem szabályos
move-card-refused = szabálytalan lépés: { $why }
move-not-dealt = szabálytalan lépés: a pakliból { $dealt } következik, nem { $played }
move-wrong-game = szabálytalan lépés: egy másik játék lépése
move-no-such-move = szabálytalan lépés: ebben az állásban nincs #{ $index } sorszámú lépés
move-no-such-player = szabálytalan lépés: nincs { $number }. játékos
move-game-over = a játszma véget ért
setup-syntax = { $part ->
    [board] a tábla nem értelmezhető
    [side-to-move] a soron következő fél nem értelmezhető
    [hands] a kézben lévő Főnixek nem értelmezhetők
    [pools] a leütött bábuk tartalékai nem értelmezhetők
    [last-move] az utolsó lépés nem értelmezhető
    [opening-flag] a „Négyzettel nyitott” jelző nem értelmezhető
    [options] a beállítások nem értelmezhetők
    [pieces] a bábuk nem értelmezhetők
    [reserves] a tartalékok nem értelmezhetők
    [captured] a leütött bábuk száma nem értelmezhető
    [eliminated] a kiesett játékosok listája nem értelmezhető
    [result] az eredmény nem értelmezhető
    [turn] a soron következő játékos nem értelmezhető
    [tiles] a mega-mezők nem értelmezhetők
    [limbo] az eltüntetett mega-mező nem értelmezhető
    [deck] a pakli nem értelmezhető
    [phase] a kártyafázis nem értelmezhető
    [en-passant] az en passant mező nem értelmezhető
    [halfmove-clock] az utolsó ütés vagy gyaloglépés óta tett lépések száma nem értelmezhető
    [turn-count] a megtett lépések száma nem értelmezhető
   *[other] az állásleírás nem értelmezhető
}
setup-syntax-at = { $why }, ennél a résznél: „{ $found }”
setup-illegal = szabálytalan állás: { $why }
setup-illegal-unsaid = szabálytalan állás: sérti a játék valamelyik szabályát
setup-bad-option = hibás beállítás: { $why }
setup-not-built = a { $game } játék nem része ennek az oldalnak
bad-option-unknown-game = nincs „{ $game }” nevű játék
bad-option-bad-name = „{ $name }” nem érvényes beállításnév
bad-option-no-such = ennek a játéknak nincs „{ $name }” nevű beállítása
bad-option-needs-value = értéket kell adni ennek a beállításnak: „{ $name }”
bad-option-bad-value = „{ $option }” beállítás értéke nem lehet „{ $value }”
bad-option-unsaid = ezek a beállítások nem használhatók együtt
persist-malformed = ez nem Rosette-játszma, vagy sérült
persist-future-version = ezt a játszmát a Rosette egy újabb verziója mentette (formátum: { $format }); a frissítéshez töltsd újra az oldalt
persist-setup = a játszmát nem lehet létrehozni: { $why }
persist-move = { $move }. lépés ({ $text }) nem játszható le: { $why }
link-damage-too-long = a hivatkozás túl hosszú
link-damage-not-rosette = ez nem Rosette-hivatkozás
link-damage-cut-short = a hivatkozás csonka: másold ki újra, teljes egészében
link-damage-part = { $part ->
    [position] a hivatkozásban lévő állás sérült
    [game-id] a hivatkozásban lévő játszmaazonosító sérült
    [seats] a hivatkozásban lévő játékoshelyek sérültek
    [start] a hivatkozásban lévő kezdőállás sérült
    [moves] a hivatkozásban lévő lépések sérültek
    [ending] a hivatkozásban lévő feladás vagy döntetlen sérült
    [hints] a hivatkozásban lévő tippszám sérült
   *[other] a hivatkozás sérült
}
link-damage-not-canonical = a hivatkozás nem úgy van leírva, ahogy a Rosette írja
link-damage-cannot-carry = ennek a játszmának a beállításai nem vihetők át hivatkozásban

## The puzzles pages (src/ui/pages/puzzles.rs, puzzle_solve.rs, puzzle_words.rs) (only: game-pages)

moves-count = { $count ->
    [one] { $count } lépés
   *[other] { $count } lépés
}
pieces-count = { $count ->
    [one] { $count } bábu
   *[other] { $count } bábu
}
puzzle-ask-win = { $seat } lép, és { $moves } alatt nyer
puzzle-ask-capture = { $seat } lép, és olyan anyagot nyer, amelyet semmilyen válasz nem szerez vissza
puzzle-right = { $move }: helyes lépés.
puzzle-replies = { $seat } válasza: { $move }.
puzzle-forced = { $move }: az egyetlen lehetséges lépésed, megtettük helyetted.
puzzle-you-draw = Ezt a kártyát húzod: { $card }.
puzzle-solved = Megoldva!
puzzle-your-move = Te lépsz (még { $moves } van hátra).
puzzle-not-it = { $move }: nem ez a megoldás.
puzzle-answers = { $seat } válasza: { $move }.
puzzle-answers-stopping = { $seat } válasza: { $move }, ami kivédi a fenyegetésedet ({ $threat }).
puzzle-ends-no-win = A játszma véget ér: { $reason }, de ez nem győzelem.
puzzle-ends = A játszma véget ér: { $reason }.
puzzle-then-wins = Ezután { $seat } nyer { $moves } alatt.
puzzle-then-wins-line = Ezután { $seat } nyer { $moves } alatt: { $line }.
puzzle-only-draw = Pontos játékkal innen már csak döntetlen érhető el.
puzzle-slower-win = Így is nyersz, de csak { $moves } alatt; ebben a feladványban { $wanted } alatt lehet nyerni.
puzzle-no-win = Ezzel elszalasztod a nyerést.
puzzle-no-win-in = Így már nem nyersz { $moves } alatt.
puzzle-card-spoils = Ez nem nyer akármilyen kártyát húzol: ha { $card } kártyát húzol (itt ez jött), semmilyen alkalmazásával nem tartod meg a nyerést.
standing-up = { $pieces } előny
standing-even = egyenlő
standing-down = { $pieces } hátrány
puzzle-keeps-less = Utána az anyagi mérleg: { $standing }; a legjobb ütéssel { $best } előnyöd maradna.
puzzles-title = { $game }-feladványok
puzzle-title = { $number }. feladvány
puzzle-unreadable = Ennek a feladványnak az állását nem sikerült beolvasni.
puzzles-loading = A feladványok betöltése…
puzzles-unavailable = Nem sikerült betölteni a feladványokat ({ $why }).
puzzle-data-unreadable = A feladványok adatait nem sikerült beolvasni: { $why }
puzzle-data-line = { $line }. sor
puzzle-data-puzzle = „{ $id }” feladvány
puzzle-missing = Nincs ilyen feladvány: „{ $id }”.
all-puzzles = Összes feladvány
streak = Sorozat: { $count }
puzzle-hint-said-cell = Tipp: a lépés a megjelölt mezőről indul. A teljes lépést a Lépés mutatása gombbal láthatod.
puzzle-hint-said-tile = Tipp: a lépés a megjelölt mezőről indul. A teljes lépést a Lépés mutatása gombbal láthatod.
puzzle-hint-said-square = Tipp: a lépés a megjelölt mezőről indul. A teljes lépést a Lépés mutatása gombbal láthatod.
puzzle-checking = A lépésed ellenőrzése…
puzzle-show-move = Lépés mutatása
puzzle-retry = Újrapróbálás
puzzle-next = Következő
difficulty-easy = könnyű
difficulty-medium = közepes
difficulty-hard = nehéz
puzzle-goal-win = nyerés { $moves } alatt
puzzle-goal-capture = anyagnyerés
puzzle-label = { $number }. feladvány · { $level } · { $goal }
puzzle-label-solved = { $number }. feladvány · { $level } · { $goal } · megoldva
puzzle-label-helped = { $number }. feladvány · { $level } · { $goal } · segítséggel megoldva
puzzles-lede = Minden feladványnak egyetlen nyerő útja van, ezt a Rosette motorja igazolta: játszd végig a saját oldalad lépéseit a játszma végéig; a válaszlépéseket helyetted megtesszük. Elöl a könnyebbek.
puzzles-solved = Megoldva: { $solved } / { $total }

## The learn pages (src/ui/pages/learn) (only: game-pages)

learn-title = Tanuld meg a { $game } játékot
learn-lede = { $total ->
    [one] { $total } rövid lecke egyetlen szabályról, az igazi táblán játszva.
   *[other] { $total } rövid lecke, mindegyik egy-egy szabályról, az igazi táblán játszva.
}
learn-finished = { $total } leckéből { $finished } kész.
learn-start = Kezdés: { $lesson }
learn-continue = Folytatás: { $lesson }
learn-all-done = Minden lecke kész: játssz a { $game } játékkal
finished = (befejezve)
finished-title = Befejezve
lesson-back = ← { $game }-leckék
lesson-count = { $number }. lecke (összesen { $total })
lesson-task = A feladatod:
lesson-you-play = Te vagy { $seat }. { $now }
lesson-not-shown = A táblán nem látható
lesson-checking = A lépésed ellenőrzése…
lesson-retry = Újrapróbálás
lesson-next = Következő lecke
lesson-not-found = A lecke nem található
lesson-missing = A { $game } játékban nincs „{ $id }” nevű lecke.
lesson-unplayable = Ezt a leckét nem sikerült előkészíteni.
lesson-all = Az összes { $game }-lecke
lesson-quiet-moves = Ütés és gyaloglépés nélküli lépések: { $count } (100-nál a játszma döntetlen).
lesson-moved = Saját lépéssel már elmozdultak (nincs kettős lépés, sem sáncolás): { $pieces }.
lesson-moved-piece = { $seat } { $piece } ({ $square })
lesson-going-replied = { $left ->
    [one] Jó. Az ellenfél válaszolt; még egy lépés van hátra.
   *[other] Jó. Az ellenfél válaszolt; még { $left } lépés van hátra.
}
lesson-going-drawn = { $left ->
    [one] Jó. Megtörtént a kártyahúzás; még egy lépés van hátra.
   *[other] Jó. Megtörtént a kártyahúzás; még { $left } lépés van hátra.
}
lesson-over = A lecke véget ért: az Újrapróbálás gombbal újra lejátszhatod.
lesson-earlier-move = A lecke korábbi lépése ({ $move }) nem játszható le újra.
lesson-try-again = Próbáld újra.
lesson-texts-english = Nem sikerült betölteni ezt a nyelvet: { $language } ({ $why }), ezért a lecke angolul jelenik meg.
lessons-loading = A leckék betöltése…
lessons-unavailable = Nem sikerült betölteni a leckéket ({ $why }).

## What a lesson move did (src/learn/happened.rs), said before the rule it missed

happened-completed-tower = Ez a lépés befejezett egy tornyot ({ $cell }), amelyet { $seat } ural.
happened-any-empty-cell = { $seat } most bármelyik üres mezőre rakhat.
happened-sent-to = { $seat } most csak ide rakhat: { $cells }.
happened-ended = A játszma véget ért: { $reason }.
happened-ended-draw = A játszma döntetlennel ért véget: { $reason }.
happened-captured-nothing = Ez a lépés semmit sem ütött le.
happened-captured-others = { $count ->
    [one] Ez a lépés leütött egy bábut ({ $tiles }), de a lecke nem ezt kéri.
   *[other] Ez a lépés { $count } bábut ütött le ({ $tiles }), de a lecke nem ezt kéri.
}
happened-lost-in-reply = { $count ->
    [one] Válaszul leütötték a bábudat ({ $tiles }).
   *[other] Válaszul leütötték a bábuidat ({ $tiles }).
}
happened-dropped-own-phoenix = Ezzel a saját Főnixedet dobtad le erre a mezőre: { $square }.
happened-dropped-their-phoenix = Ezzel az ellenfeled Főnixét dobtad le erre a mezőre: { $square }.
happened-took-own = Ezzel a saját bábudat ütötted le: { $piece } ({ $square }).
happened-took = Ezzel ezt a bábut ütötted le: { $piece } ({ $square }).
happened-king-exposed = Most leüthetik a Királyodat.
happened-captured-piece = Ez a lépés leütött egy bábut.
happened-void-returns = A kártyahúzáskor visszatért az eltüntetett mega-mező, és támadja a királyodat.
happened-gives-check = Ez a lépés sakkot ad.
or-list = { $first } vagy { $last }

## Chiron's pieces, as a sentence names one (src/ui/words.rs)

chiron-king = Király
chiron-king-flipped = átfordított Király
chiron-phoenix = Főnix
chiron-phoenix-flipped = átfordított Főnix
chiron-ant = Hangya
chiron-ant-flipped = átfordított Hangya
chiron-crab-left = balkezes Rák
chiron-crab-right = jobbkezes Rák
chiron-moth-left = balkezes Moly
chiron-moth-right = jobbkezes Moly
chiron-hummingbird-left = balkezes Kolibri
chiron-hummingbird-right = jobbkezes Kolibri
chiron-crab = Rák
chiron-moth = Moly
chiron-hummingbird = Kolibri

## Around the Chiron board (src/ui/boards/chiron) (only: chiron)

chiron-keep = Marad így
chiron-flip-here = Átfordulás helyben
chiron-flip-to = Átfordulás, áthelyezés ide: { $square }
chiron-become = Átváltozás: { $piece }
chiron-promotion = Átváltozás választása
chiron-reaches = { $piece } ide érkezik: { $square }.
chiron-relocate = { $count ->
    [one] Átforduláshoz és áthelyezéshez kattints a bekarikázott mezőre; vagy:
   *[other] Átforduláshoz és áthelyezéshez kattints valamelyik bekarikázott mezőre (összesen { $count }); vagy:
}
chiron-choose = Válassz:
chiron-hand = { $seat } keze
chiron-no-phoenix = nincs Főnix
chiron-drop-title = { $seat } Főnixének ledobása a saját első sorára
chiron-pool-title = A leütött bábuk tartaléka: ennek a játékosnak a leütött bábui (bármelyik fél ütötte is le őket). A tulajdonosa 7. vagy 8. sorára érkező Hangya ezek egyikévé változhat.
chiron-pool-label = egy Hangya ezekké változhat:
chiron-stuck = { $piece } ({ $square }) most nem tud szabályosan lépni.
chiron-phoenix-stuck = A Főnixet most nincs hová ledobni.
chiron-last-drop = Utolsó lépés: Főnix ledobása.
chiron-king-capturable = { $seat } Királya leüthető: támadás alatt áll.
chiron-king-attacked = { $seat } Királya támadás alatt áll: { $other } most leütheti.
chiron-moves-of = { $piece } lépései
chiron-note-king = Két sort ugrik előre. Leütése véget vet a játszmának; az átváltozási zónában átfordulhat.
chiron-note-phoenix = Előre lép. A mögötte lévő árnyékolt sorokon bármely ellenséges bábut leütheti, a Főnix kivételével. Ha leütik, az ütő kezébe kerül.
chiron-note-ant = Előre lép; ezzel a lépéssel saját Hangyát is leüthet. Az átváltozási zónában átfordulhat, vagy tartalékbeli bábuvá változhat.
chiron-note-crab = Előre lép, és széles ugrásokkal ugrik előre; az egyik oldalra csúszik, a másik oldalra csak ütéssel.
chiron-note-moth = Huszárszerűen ugrik, és az egyik oldalra átlósan hátrafelé csúszik; a másik oldalra csak ütéssel.
chiron-note-hummingbird = Előre bástyaként csúszik, hátrafelé huszárugrással ugrik; az egyik oldalra hátraugrással csak üthet.
chiron-legend-mirror = { $piece } (balkezes; a jobbkezes a tükörképe)
chiron-legend = A bábuk lépései
chiron-legend-summary = Minden bábu: pont – lépés, kereszt – csak ütés, vonal – csúszás
chiron-legend-black = Sötét bábui 180°-kal el vannak forgatva. Az átfordított Király, Főnix és Hangya fejjel lefelé lép (a nyila mutatja, merre van most az előre).
flip-board-title = Nézd a táblát a másik oldalról

## Around the Pyrga board (src/ui/boards/pyrga) (only: pyrga)

pyrga-tower-of = { $pieces }, { $seat } tornya
pyrga-point = A Háromszög mutasson { $direction }
pyrga-fallback-note = Az utolsó bábu által kijelölt helyeken nincs hová rakni, ezért bármelyik üres mező választható.
pyrga-square-banned-note = Világos Négyzettel nyitott, ezért Világos második bábuja nem lehet Négyzet.
pyrga-triangle-touch = Koppints egy nyílra, hogy arra mutasson a Háromszög; ha újra a mezőre koppintasz, { $direction } fog mutatni (kiemelve).
pyrga-triangle-mouse = Kattints egy nyílra, hogy arra mutasson a Háromszög, vagy válassz a nyílbillentyűkkel, és nyomd meg az Entert. Ha újra a mezőre kattintasz, a Háromszög { $direction } mutatva kerül le (a kiemelt nyíl).
pyrga-tray-owner = { $seat } bábui
pyrga-tray-label = { $seat } kezében lévő bábuk

## Around the Shifting Chess board (src/ui/boards/shifting) (only: shifting-chess)

shifting-gap = rés
shifting-boulder = szikla
shifting-tile = { $tile } mega-mező
shifting-that-slot = Ez a rekesz
shifting-clockwise = az óramutató járásával megegyezően
shifting-counter = az óramutató járásával ellentétesen
shifting-with = csere ezzel: { $tile }
shifting-cannot-use = { $tile } nem használható: { $why }.
shifting-tile-refused = { $tile }: { $why }
shifting-instruction-swap = Válassz két szomszédos mega-mezőt, amelyek helyet cserélnek.
shifting-instruction-rotate = Válassz egy mega-mezőt, majd az irányt, amerre elfordul.
shifting-instruction-slide = Válassz egy mega-mezőt, majd egy irányt (gombbal, vagy kattints a szomszédos rekeszre); legfeljebb két előtte álló mega-mezőt tol maga előtt.
shifting-instruction-void = Válassz egy király nélküli mega-mezőt, amely a következő húzásig lekerül a tábláról.
shifting-step-swap = { $tile } kiválasztva: most válaszd ki a körvonalazott szomszédját, amellyel helyet cserél; a szürkítettek nem választhatók (koppints egyre, hogy lásd, miért).
shifting-step-direction = Most válaszd ki az irányt.
shifting-step-tiles = A körvonalazott mega-mezők választhatók, a szürkítettek nem (koppints egyre, hogy lásd, miért).
shifting-no-cards = Ebben a játszmában nincsenek kártyák
shifting-card-next = { $turns ->
    [one] Kártyahúzás e lépés után
   *[other] Kártyahúzás { $turns } kör múlva
}
shifting-drawing = Kártyahúzás…
shifting-drew = { $seat } kártyát húzott: { $card }
shifting-in-check = { $seat } sakkban van.
shifting-rotate-cw = ↻ Óramutató szerint
shifting-rotate-ccw = ↺ Óramutatóval szemben
shifting-slide-north = ↑ Északra
shifting-slide-east = → Keletre
shifting-slide-south = ↓ Délre
shifting-slide-west = ← Nyugatra
shifting-direction = Irány
shifting-applies = { $seat } alkalmazza ezt a kártyát.
shifting-no-effect = Ezt a kártyát nem lehet szabályosan alkalmazni: nincs hatása.
shifting-continue = Tovább
shifting-preview = Előnézet:
shifting-apply = Alkalmaz
shifting-cards = Kártyák
shifting-deck = Pakli
shifting-discard = Dobópakli
shifting-promotion = Átváltozás
shifting-promote-to = Mivé változzon?
shifting-promote-to-piece = Átváltozás: { $piece }
shifting-voided-title = Eltüntetett mega-mező: { $tile }; a következő húzáskor visszatér
shifting-zoom-hint = Koppints a táblára a nagyításhoz.

## Around the Chirality board (src/ui/boards/chirality) (only: chirality)

chirality-active-phase = Aktív szakasz
chirality-response-phase = Válaszszakasz
chirality-throne-tile = { $tile } (Trónmező)
chirality-thick-tile = { $tile } (Vastag mező)
chirality-thin-tile = { $tile } (Vékony mező)
chirality-moat-of-garrison = Helyőrségének Árka: { $star }
chirality-attacker = { $count ->
    [one] { $seat } 1 forrással ({ $sources })
   *[other] { $seat } { $count } forrással ({ $sources })
}
chirality-fell = { $seat } bábuja elesett ezen a mezőn: { $tile }. Leütötte { $attackers }.
chirality-the-throne = a Trón
chirality-star-by = { $tile } melletti Csillag
chirality-captured-count = { $count ->
    [one] 1 bábu elesett.
   *[other] { $count } bábu elesett.
}
chirality-eliminated = { $seat } kiesett.
chirality-summary-throne = teljessé tette a Trónt
chirality-summary-captures = { $count ->
    [0] nincs ütés
    [one] 1 ütés
   *[other] { $count } ütés
}
chirality-summary-eliminated = { $summary }, { $seat } kiesett
chirality-log-entry = { $seat } { $move }: { $summary }
chirality-throne-ends = A lépés teljessé tette a Trónt: a játszma még az ütések előtt véget ér.
chirality-no-captures = Nem volt ütés.
chirality-capture-line = { $phase }: { $capture }
chirality-previous = ◀ Előző
chirality-next = Következő ▶
chirality-capture-of = { $number }. ütés (összesen { $total })
chirality-eliminated-list = Kiesett: { $seats }.
chirality-captures-label = Az utolsó körök ütései
chirality-last-turns = Utolsó körök
chirality-turn-shown = { $seat } köre: { $move }
chirality-threat = { $seat } bábuja itt: { $tile }; támadói: { $attackers }
chirality-threats = Fenyegetések
chirality-threats-hint = A jelvények: az egyes támadó játékosok támadóforrásainak száma. Vastag mezőn álló bábu két forrástól esik el, Vékony mezőn vagy Trónmezőn álló egytől. A bekarikázott bábuk veszélyben vannak.
chirality-no-danger = Egyik bábu sincs veszélyben.
chirality-tile-piece = { $seat } bábuja
chirality-throne = Trón
chirality-star = { $name } Csillag
chirality-part-of = { $star } része
chirality-moat-of = { $star } Árka
chirality-deep-moat-of = { $star } Mély Árka
chirality-gate = { $number }. Kapu
chirality-rim = perem
chirality-thick = Vastag
chirality-thin = Vékony
chirality-tile-label = { $tile }: { $features }
chirality-show-threats = Fenyegetések mutatása
chirality-tray-eliminated = kiesett
chirality-tray-counts = { $board } a táblán · { $reserve } tartalékban · { $lost } leütve
chirality-players = Játékosok és tartalékok
chirality-place-start = Rakd le a kezdőbábudat egy kiemelt Kapumezőre.
chirality-cancel-muster = Toborzás megszakítása
chirality-muster = Toborzás tartalékból ({ $count })
chirality-muster-hint = Válassz egy kiemelt Kapumezőt. Az R jelű mezőket csak Távoli Toborzással érheted el (a Belső Helyőrségeden át).
chirality-no-muster-over = A játszma véget ért.
chirality-no-muster-placing = C kezdőállás: előbb a kezdőbábukat kell lerakni.
chirality-no-muster-chance = Senki sincs soron.
chirality-no-muster-reserve = Nincs tartalékbábud.
chirality-no-muster = Most nem toborozhatsz: { $gates }, és { $garrison }.
chirality-no-gate = egyik Kapumezőn sincs bábud
chirality-gates-taken = azoknak a Kapuknak, amelyeken bábud áll, minden mezője foglalt
chirality-no-garrison = nincs Belső Helyőrséged a Távoli Toborzáshoz
chirality-garrison-blocked = a Belső Helyőrséged által elérhető minden Kapun ellenséges bábu áll, vagy nincs rajta üres Vastag mező
chirality-board = Chirality-tábla
chirality-board-named = Chirality-tábla: { $board }

## Shared by the boards and the words for pieces (src/ui/boards, src/ui/words/pieces.rs)

chiron-holds = { $seat } kezében
flip-board = ⇅ Tábla megfordítása
square-label = { $square }: { $piece }
square-empty = üres
piece-of = { $seat } { $piece }
pyrga-square = Négyzet
pyrga-triangle = Háromszög
pyrga-cylinder = Henger

## Why a drawn card cannot be used so (src/ui/words/pieces.rs): lower case, made a sentence

apply-no-card-drawn = nincs alkalmazásra váró kártya
apply-not-the-drawn-card = az alkalmazandó kártya: { $card }
apply-no-tile = ott nincs mega-mező
apply-voided = az eltüntetett mega-mező a következő húzásig nem mozdulhat
apply-not-adjacent = a mega-mezők nem szomszédosak
apply-their-king = az ellenfél királyát hordozó mega-mező nem cserélhető
apply-holds-king = királyt hordozó mega-mező nem tüntethető el
apply-off-board = kitolna egy mega-mezőt a tábláról
apply-too-many-tiles = a csúsztatás legfeljebb két mega-mezőt tolhat
apply-into-void-spot = egy mega-mezőt az eltüntetett mega-mező helyére vinne
apply-exposes-king = támadásnak tenné ki a királyodat
apply-has-effect = a kártyát szabályosan lehet alkalmazni, ezért alkalmazni kell
apply-no-legal-use = ezt a mega-mezőt semmilyen módon nem lehet használni

## Zooming a board (src/ui/boards)

zoom = Nagyítás
zoom-out = Kicsinyítés
zoom-in = Nagyítás
whole-board = Teljes tábla
whole-board-label = A teljes tábla mutatása
minimap-label = Teljes tábla (a keret a látható részt mutatja)

## The play page's panels: share, analysis (src/ui/widgets) (only: game-pages)

share = Megosztás
share-title = Rosette: te lépsz
share-no-link = Nincs hivatkozás: { $why }
share-game-copied = Kimásolva. Aki megnyitja, ezt a játszmát látja.
share-position-copied = Kimásolva. Aki megnyitja, ebből az állásból játszhat.
share-move-sent = Küldd el az ellenfelednek. Ha megnyitod a válaszát, ez a játszma folytatódik.
share-move-copied = Kimásolva: küldd el az ellenfelednek. Ha megnyitod a válaszát, ez a játszma folytatódik.
share-game-link = A játszma hivatkozása.
share-send-move = Lépés elküldése
share-send-move-hint = Hivatkozással játszotok? Lépés után küldd el a játszmát.
share-deck-known = Mindkét eszköz tudja, milyen kártyák következnek
share-deck-note = Hivatkozással játszva a pakli sorrendje a játszma magjából következik, amelyet a hivatkozás is tartalmaz. Bármelyik játékos előre megnézhetné; minden húzás a pakli következő kártyája, sosem választás kérdése.
share-copy-game = Játszmahivatkozás másolása
share-copy-position = Álláshivatkozás másolása
share-qr = QR-kód
share-at-move = Hivatkozás erre a lépésre
share-at-move-title = A játszma hivatkozása a táblán látható lépésnél nyílik meg
share-link = Hivatkozás
analysis = Elemzés
analysis-evaluate = Játszma kiértékelése
analysis-evaluate-title = A játszma minden állásának értékelése az MI-vel (állásonként egy rövid keresés)
analysis-progress = { $number }. állás (összesen { $total })…
analysis-stop = Leállítás
analysis-stale = A játszma megváltozott a kiértékelés óta: értékeld ki újra, hogy a többit is lásd.
eval-even = egyenlő
eval-move = { $ply }. lépés ({ $move })
eval-start = Kezdőállás
eval-none = Értékelési grafikon: még nincs kiértékelt állás.
eval-summary = Értékelési grafikon, { $count } állás. { $at }: { $value }.
eval-never-ahead = { $seat } egyszer sem volt előnyben.
eval-largest-lead = { $seat } legnagyobb előnye +{ $lead } volt: { $at }.
eval-not-yet = { $at }: még nincs kiértékelve
eval-above-below = A vonal felett: { $above } előnye. Alatta: { $below } előnye.
eval-slider = Értékelési grafikon: megtekintett lépés

## Live play (src/ui/live) (only: game-pages)

live-waiting = Várakozás a barátodra…
live-connected = Kapcsolódva a barátodhoz
live-relayed = { $status } (továbbító szerveren át)
live-interrupted = A kapcsolat megszakadt: várakozás a helyreállására…
live-reconnecting = Nincs kapcsolat a barátoddal
live-no-path = Az eszközeitek nem érték el egymást
live-expired = A meghívás lejárt: { $minutes } percen belül nem jött válasz
live-refused = Nincs kapcsolat. { $why }
live-no-path-why = Egyes routerek (irodákban, iskolákban, néhány otthonban) és a legtöbb mobilhálózat nem engedi, hogy két eszköz közvetlenül kapcsolódjon; ilyenkor egy TURN-szerver továbbíthatja a forgalmat. Hivatkozással is folytathatjátok: minden lépés egy hivatkozásban utazik, amelyet elküldesz.
live-reconnecting-why = Ha a telefon alvó állapotba kerül vagy hálózatot vált, a kapcsolat megszakad. Az eközben megtett lépések megmaradnak, és az újrakapcsolódáskor elküldjük őket.
live-asks-undo = A barátod szeretné visszavenni az utolsó lépését.
live-offers-draw = A barátod döntetlent ajánl.
live-offers-rematch = A barátod új játszmát ajánl.
live-said-connected = Létrejött a kapcsolat a barátoddal.
live-said-damaged = A barátod eszközéről sérült üzenet érkezett; elutasítottuk.
live-said-before-hello = Üzenet érkezett, mielőtt a barátod eszköze bejelentkezett volna; figyelmen kívül hagytuk.
live-said-undo-agreed = A barátod beleegyezett: a lépéseket visszavettük.
live-said-undo-declined = A barátod nem egyezett bele a lépések visszavételébe.
live-said-draw-agreed = Döntetlenben egyeztetek meg.
live-said-draw-declined = A barátod elutasította a döntetlent.
live-said-rematch-agreed = A barátod beleegyezett: új játszma kezdődik.
live-said-rematch-declined = A barátod nem kért új játszmát.
live-said-both-rematch = Mindketten új játszmát kértetek: kezdődik.
live-said-resigned = A barátod feladta a játszmát.
live-said-bad-resignation = A barátod eszköze olyan feladást küldött, amely nem illik a játszmához; figyelmen kívül hagytuk.
live-said-diverged-theirs = A két eszközön a játszma { $move }. lépésétől kezdve eltérően alakult. A barátod változata folytatódik; ennek az eszköznek a változata megmarad a mentéseid között.
live-said-diverged-mine = A két eszközön a játszma { $move }. lépésétől kezdve eltérően alakult. Ennek az eszköznek a változata folytatódik.
live-said-they-refused = A barátod eszköze elutasította a játszma { $move }. lépését: { $why }.
live-said-refused-theirs = A barátod eszköze { $move }. lépésként ezt küldte: { $text }; ez az eszköz elutasította, mert { $why }.
live-refusal-holds = ezen az eszközön { $move }. lépésként ez szerepel: { $held }
live-refusal-not-your-turn = itt nem te következel
live-refusal-not-legal = itt nem szabályos
live-refusal-because = { $refusal } ({ $why })
live-said-cannot-play = A barátod eszköze nem tud együtt játszani ezzel az eszközzel.
live-said-friends-turn = A barátod következik.
live-said-move-impossible = Ez a lépés nem lehetséges: { $why }.
live-said-nothing-to-take-back = Nincs visszavehető lépésed.
live-said-cannot-resign = A játszmát nem lehet feladni: { $why }.
live-said-no-draw = Ebben a játszmában most nem lehet döntetlent ajánlani.
live-said-finish-first = Mielőtt új játszmát ajánlasz, fejezd be ezt.
live-said-nothing-asked = A barátod nem kért semmit.
live-said-not-connected = Várd meg, amíg a barátod kapcsolódik.
live-said-rematch-failed = Az új játszmát nem lehet létrehozni: { $why }.
live-said-by-link = Mostantól hivatkozással játszotok: lépés után küldd el a lépésedet a „Lépés elküldése” gombbal (a Megosztás alatt); ha megnyitod a barátod hivatkozását, ez a játszma folytatódik.
live-said-other-game = Ez a meghívás egy másik játszmára szól.
live-said-invitation-unplayable = A meghívásban szereplő játszma nem játszható: { $why }.
live-mismatch-version = A két eszköz az élő játék protokolljának más-más verzióját használja (a barátod eszközén { $theirs }, ezen { $ours }): töltsd újra mindkét oldalt, hogy ugyanaz a Rosette fusson rajtuk.
live-mismatch-build = A barátod eszközén a Rosette egy másik kiadása fut ({ $theirs }; ezen az eszközön: { $ours }): töltsd újra mindkét oldalt, hogy ugyanaz a verzió fusson rajtuk.
live-mismatch-another-game = A barátod eszközén egy másik játszma van.
live-mismatch-claims-my-seat = A barátod eszköze ezt a játékoshelyet kéri: { $seat }, de az ehhez az eszközhöz tartozik.
live-mismatch-nobody-plays = Senki sem játszana ezen a játékoshelyen: { $seat }.
live-mismatch-no-such-seat = A barátod eszköze olyan játékoshelyet kér, amely ebben a játszmában nincs.
live-mismatch-does-not-replay = A barátod játszmája itt nem játszható le: { $why }.
live-link-unusable = Ez az élőjáték-hivatkozás nem használható: { $why }.
live-no-answer-made = Nem sikerült választ készíteni: { $why }.
live-answer-elsewhere = Ez az oldal nem küldött olyan meghívást, amely erre a válaszra vár; továbbadtuk a többi lapodnak, és az a lap kapcsolódik, amelyik a meghívást küldte. Ha ez nem történik meg, küldj új meghívást.
live-answer-unusable = A válasz nem használható: { $why }.
live-site-servers-unusable = A webhely live.json fájlja nem használható ({ $why })
live-own-server-invalid = Az „Élő játék hálózatok között” alatt megadott szerver érvénytelen ({ $why })
invite-too-long = ez az élőjáték-hivatkozás túl hosszú
invite-not-live = ez nem élő játékra szóló meghívás vagy válasz
invite-other-version = ez az élőjáték-hivatkozás a Rosette egy másik verziójából származik, vagy csonka
invite-answer-no-game = a válasz nem nevez meg játékot
invite-game = a meghívás játszmája: { $why }
invite-no-game = a meghívás nem tartalmaz játszmát
invite-seats-damaged = a meghívás játékoshelyei sérültek
invite-servers = a meghívás szerverei: { $why }
invite-offer = a hivatkozásban lévő kapcsolódási ajánlat sérült
offer-no-address = a böngésző nem talált felajánlható hálózati címet
offer-incomplete = a böngésző kapcsolódási ajánlata hiányos
live-no-offer = a böngésző nem készített kapcsolódási ajánlatot
live-browser-refused = a böngésző elutasította a kapcsolatot ({ $why })
ice-not-config = ez nem „iceServers” listát tartalmazó JSON-objektum ({ $why })
ice-scheme = { $url }: a címnek stun: vagy turn: előtaggal kell kezdődnie
ice-host = érvénytelen gépnév: { $url }
ice-needs-login = { $url } egy TURN-szerver, ezért bejelentkezés kell hozzá: turn:user:password@host
ice-login = a TURN-bejelentkezést így add meg: turn:user:password@host
ice-damaged = sérült cím: { $url }
ice-not-stored = a szervereket nem sikerült menteni ({ $why })
live-reconnect = Újrakapcsolódás
live-reconnect-title = Új meghívás ehhez a játszmához: a barátod megnyitja, és a játszma folytatódik
live-continue-by-link = Folytatás hivatkozással
live-continue-by-link-title = A játszma folytatása úgy, hogy minden lépés után hivatkozást küldesz
live-play = Élő játék
live-start = Játssz élőben egy barátod ellen
live-accept = Elfogadás
live-decline = Elutasítás
live-invitation-intro = Küldd el ezt a meghívást a barátodnak (hivatkozásként vagy QR-kódként). { $minutes } percig érvényes, amíg ez az oldal nyitva marad. Az ő eszköze ezután egy választ mutat: nyisd meg itt, vagy illeszd be lent.
live-answer-intro = Most küldd vissza ezt a választ a barátodnak: ő megnyitja vagy beilleszti a saját eszközén, és a két eszköz megkeresi egymást.
live-link = Élő játék hivatkozása
live-paste = Illeszd be a barátod válaszát
live-answer = A barátod válasza
live-connect = Kapcsolódás
live-ask-undo = Visszavétel kérése
live-offer-draw = Döntetlen ajánlása
live-another-game = Új játszma
live-new-invitation = Új meghívás
live-leave = Kilépés az élő játékból
live-saved = Mentve.
live-not-saved = Nincs mentve: { $why }.
live-stun = Hogy két otthon között utat találjon, mindkét eszköz egy STUN-szervertől (a webhelyétől, amely a live.json fájlban szerepel) kérdezi meg a nyilvános címét: ez a szerver a címedet látja, a játszmádból semmit.
live-local-only = Csak ezen a hálózaton (szerver nélkül)
live-across = Élő játék hálózatok között
live-turn-note = Szigorú routerek mögött egy TURN-szerver továbbítja a játszmát. Saját szerver, a webhelyé mellett használva: stun:host:port vagy turn:user:password@host:port.
live-ice = STUN- vagy TURN-szerver
live-save = Mentés
live-share-turn = A TURN-bejelentkezésem kerüljön bele a meghívásokba (így a barátom is használhatja a TURN-szerveremet)

## The saves page (src/ui/pages/saves.rs)

size-bytes = { $count } bájt
size-kilobytes = { $size } kB
size-megabytes = { $size } MB
saves-title = Mentett játszmák
saves-lede = A játszmák játék közben maguktól mentődnek. Egy játszma oldalán a „Másolat mentése” gombbal megőrizhetsz egy másolatot; ha mindet fájlba exportálod, átviheted őket egy másik böngészőbe.
saves-export-all = Összes exportálása
saves-import = Importálás fájlból
saves-none = Még nincs mentett játszma.
saves-game = { $game }-játszma
saves-copy-name = { $name }, másolat ({ $moves }. lépés, { $date })
saves-human = ember
saves-ai = MI ({ $level })
saves-versus = { $first } – { $second }
saves-no-file = nem sikerült fájlt készíteni
saves-no-link = nem sikerült letöltési hivatkozást készíteni
saves-imported = { $count ->
    [one] Importálva: 1 mentett játszma.
   *[other] Importálva: { $count } mentett játszma.
}
saves-already = { $count ->
    [one] 1 játszma már megvolt itt, ezért kihagytuk.
   *[other] { $count } játszma már megvolt itt, ezért kihagytuk.
}
saves-cannot-open = nem sikerült megnyitni a játszmát
saves-exported = Exportálva.
saves-nothing-imported = Semmit sem importáltunk: { $why }
saves-space = A játszmáid { $total } helyet foglalnak ebben a böngészőben: jelenlegi játszmák { $current }, elnevezett mentések { $named }, névtelen mentések és korábbi játszmák { $unnamed }, sérült másolatok { $damaged }. Minden új játszma és megnyitott hivatkozás itt megőrzi az előző játszmát; ha több mint { $keep } névtelen mentés gyűlik össze, a legrégebbieket felajánljuk törlésre (ha nevet adsz egy mentésnek, az végleg megmarad).
saves-free-confirm = Törlöd a „törlésre felajánlva” jelölésű legrégebbi névtelen vagy sérült mentéseket ({ $count } db)?
saves-deleted = Törölve: { $count } régi mentés.
saves-free = { $size } felszabadítása (a lent megjelölt { $count } legrégebbi mentés törlésével)
saves-storage = Tárhely
saves-not-saving = A játszmáidat most nem sikerül menteni ({ $why }). Töröld a már nem szükséges mentéseket, aztán játssz tovább: a következő mentés újra megpróbálja.
saves-not-stored = Nincs mentve: { $why }.
saves-offered = törlésre felajánlva
saves-delete-confirm = Törlöd ezt a mentett játszmát?
saves-damaged = Sérült mentés
saves-damaged-why = { $why } — változatlanul megőriztük, hogy semmi se vesszen el. { $size }
saves-export = Exportálás
saves-delete = Törlés
saves-details = { $game } · { $moves } lépés · { $players } · { $date } · { $size }
saves-hints = Felhasznált tippek: { $count }
saves-current = jelenlegi játszma
saves-name = Név
saves-name-placeholder = Nevezd el ezt a játszmát
saves-rename = Átnevezés
saves-open = Megnyitás

## The position editors (src/ui/editors) (only: game-pages)

edit-title = Állás felállítása: { $game }
edit-position-refused = Ez az állás nem használható: { $why }.
edit-step-draw = A folyamatban lévő játszma kártyahúzásra vár
edit-step-use = A folyamatban lévő játszma a kihúzott { $card } kártya alkalmazására vár
edit-step-placing = A folyamatban lévő játszmában még tart a kezdőbábuk lerakása (C kezdőállás)
edit-opens-earlier = { $count ->
    [one] { $step }, ezt a helyzetet pedig a szerkesztő nem tudja ábrázolni, ezért az előtte lévő utolsó, 1 lépéssel korábbi állást nyitja meg ({ $moves } nélkül). A folyamatban lévő játszma nem változik.
   *[other] { $step }, ezt a helyzetet pedig a szerkesztő nem tudja ábrázolni, ezért az előtte lévő utolsó, { $count } lépéssel korábbi állást nyitja meg ({ $moves } nélkül). A folyamatban lévő játszma nem változik.
}
edit-opens-stand-in = { $step }, ezt a helyzetet pedig a szerkesztő nem tudja ábrázolni, ezért helyette ezt az állást nyitja meg: { $kept }. A folyamatban lévő játszma nem változik.
edit-stand-in-card = a kihúzott kártya kimarad, és a másik fél következik
edit-stand-in-placing = minden játékos még le nem rakott kezdőbábuja a saját Kapuja által kínált első mezőre kerül
edit-rules = Szabályok
edit-setup = Felállítás
edit-legal = Szabályos állás.
edit-over = Szabályos, de a játszma már véget ért: { $reason }
edit-not-legal = { $count ->
    [one] Nem szabályos (1 ok):
   *[other] Nem szabályos ({ $count } ok):
}
edit-play = Játék innen
edit-copy-link = Álláshivatkozás másolása
edit-position-link = Álláshivatkozás
edit-position-text = Állásleírás
edit-load-label = Betöltendő állás
edit-load-placeholder = illessz be egy állásleírást
edit-load = Betöltés
edit-back = Vissza a játszmához
edit-fewer = kevesebb: { $what }
edit-more = több: { $what }
edit-side = Ki lép?
edit-eraser = Radír
edit-clear = Tábla kiürítése
edit-start = Kezdőállás
edit-white-pieces = Világos bábui
edit-black-pieces = Sötét bábui
edit-tools = Eszközök
edit-empty = üres
edit-pyrga-board = Pyrga-tábla (állásszerkesztő)
edit-pyrga-hint = Válassz egy bábut, majd kattints a mezőkre, hogy oda rakd (újabb kattintással visszaveszed). Az utoljára lerakott bábu szabja meg, hová rakhat a következő játékos.
edit-turn-triangle = Háromszög forgatása
edit-mark-last = Utolsó lerakás jelölése
edit-holds = { $seat } kezében: { $pieces }
edit-in-hand = { $count } × { $shape }
edit-placed-last = Utoljára lerakott bábu: { $shape } ({ $cell }).
edit-placed-last-triangle = Utoljára lerakott bábu: Háromszög ({ $cell }), { $direction } mutat.
edit-none-last = Nincs utoljára lerakottként megjelölt bábu.
edit-chiron-board = Chiron-tábla (állásszerkesztő)
edit-chiron-hint = Válassz egy bábut, majd kattints a mezőkre, hogy odategyed (újabb kattintással leveszed).
edit-opening = Kezdőállás
edit-phoenixes-held = { $seat } kezében lévő Főnixek
edit-flipped-ants = átfordított Hangyák { $seat } tartalékában
edit-pools = A tartalékok a tábláról hiányzó bábukat tartalmazzák:
edit-pools-none = egyet sem
edit-chirality-board = Chirality-tábla (állásszerkesztő)
edit-player = { $seat } ({ $number }. játékos)
edit-over-set = { $reserve } ({ $count } a készleten felül)
edit-captured = { $reserve } ({ $count } leütve)
edit-reserve = { $seat } tartaléka
edit-board = Tábla
edit-board-r1 = R1 (160 mező)
edit-board-r2 = R2 (300 mező)
edit-players = Játékosok
edit-table-hint = Ha a táblát vagy a játékosok számát módosítod, az új asztal kezdőállásából indulsz.
edit-chirality-hint = Válassz egy játékost, majd kattints a mezőkre, hogy bábut tegyél oda (újabb kattintással leveszed).
edit-players-pieces = A játékosok bábui
edit-to-move = Soron van
edit-moved = { $piece } (lépett)
edit-shifting-board = Shifting Chess-tábla (állásszerkesztő)
edit-shifting-hint = Válassz egy bábut vagy egy eszközt, majd kattints a táblára. A mega-mezők áthelyezéskor, elforgatáskor és eltüntetéskor magukkal viszik a mezőiket.
edit-boulder = Szikla
edit-square-tools = Eszközök mezőkhöz
edit-tile-tools = Eszközök mega-mezőkhöz
edit-moved-mark = „Lépett” jelző
edit-en-passant = En passant
edit-move-tile = Mega-mező áthelyezése
edit-rotate-tile = Mega-mező elforgatása
edit-void-tile = Mega-mező eltüntetése
edit-pick-tile = Kattints egy mega-mezőre, hogy felvedd.
edit-put-tile = Most kattints a rekeszre, ahová tenni szeretnéd (az ott lévő mega-mezővel helyet cserél).
edit-moved-hint = A lépettnek jelölt király vagy bástya már nem sáncolhat; a lépett gyalog már nem léphet kettőt.
edit-moves-made = Megtett lépések
edit-quiet-moves = Lépések az utolsó ütés vagy gyaloglépés óta
edit-en-passant-square = En passant mező: { $square }.
edit-no-en-passant = Nincs en passant mező.
edit-cards = Kártyák
edit-distortion-cards = Torzításkártyák
edit-fresh-deck = Új pakli
edit-deck-note = A pakli annak az állásnak a paklija, amelyből a szerkesztő indult, amíg újat nem keversz.
edit-pyrga-too-many = { $seat }: { $count } × { $shape } a táblán, de a készletben csak { $set } van.
edit-triangle-off = A Háromszög ({ $cell }) a táblán kívülre mutat.
edit-pyrga-wrong-turn = { $count ->
    [one] 1 lerakott bábu után { $seat } következik, mert Világos kezd.
   *[other] { $count } lerakott bábu után { $seat } következik, mert Világos kezd.
}
edit-last-not-marked = Jelöld meg az utoljára lerakott bábut: ez szabja meg, hová rakhat a következő játékos.
edit-last-not-on-board = Az utoljára lerakottként megjelölt bábu nincs a táblán.
edit-last-by-side = Az utoljára lerakott bábu csak { $seat } bábuja lehet, mert { $mover } következik.
edit-too-many-kings = { $seat } királyainak száma: { $count }.
edit-too-many-ants = { $seat } Hangyáinak száma a táblán: { $count }, de a készletben csak 8 van.
edit-handed-repeated = { $seat }: { $count } × { $piece } a táblán, de a készletben csak egy van.
edit-no-kings = Egyik játékosnak sincs Királya.
edit-moved-without-king = { $seat } Királya nincs a táblán, mégis ő lépett utoljára (a Király nélküli fél már vesztett).
edit-phoenix-count = A táblán és a kezekben { $count } Főnix van; a játékban pontosan 2 van.
edit-too-many-pieces = { $seat } több bábut használ, mint amennyi a készletben van: { $board } a táblán és { $reserve } tartalékban, a készlet pedig { $set } bábu.
edit-not-playing = { $seat } nincs a játékosok között, mégis vannak bábui a táblán.
edit-fewer-than-two = Kettőnél kevesebb játékosnak maradt bábuja, így a játszma véget érne.
edit-to-move-no-pieces = { $seat } következik, de már nincs bábuja.
edit-holds-throne = { $seat } elfoglalta az egész Trónt, így a játszma véget érne.
edit-no-king = { $seat } királya nincs a táblán.
edit-king-voided = Az eltüntetett mega-mezőn király áll; királyt hordozó mega-mező nem tüntethető el.
edit-unpromoted-pawn = A gyalog ({ $square }) elérte az átváltozási zónát, ezért már át kellett volna változnia.
edit-halfmove-exceeds = Az utolsó ütés vagy gyaloglépés óta tett lépések száma nagyobb, mint a megtett lépéseké.
edit-en-passant-not-empty = Az en passant mező ({ $square }) nem üres szárazföld.
edit-en-passant-no-pawn = Közvetlenül az en passant mezőn ({ $square }) túl nem áll { $seat } lépettnek jelölt gyalogja.
edit-not-to-move-in-check = { $seat } sakkban van, pedig nem ő következik.

## The boards page (src/ui/pages/boards.rs) (only: chirality, game-pages)

boards-clause-1 = 1. feltétel (középső Csillag)
boards-clause-2 = 2. feltétel (pontosan két teljes gyűrű)
boards-clause-3 = 3. feltétel (két szemközti Kapu)
boards-clause-4 = 4. feltétel (egyetlen összefüggő, ép darab)
boards-bad-radius = A sugár { $min } és { $max } közötti szám legyen, nem „{ $text }”.
boards-no-board = Nincs tábla: { $why }.
boards-board-label = Chirality-tábla ({ $board }): { $tiles } mező
boards-r1 = R1 (kisebb)
boards-r2 = R2 (alapértelmezett)
boards-custom = Egyéni korong
boards-title = Chirality-táblák
boards-lede = A Chirality táblája Penrose-rombuszokból kirakott korong. Válassz táblát, kapcsold be a rétegeket, és kattints egy mezőre, hogy lásd a szomszédait.
boards-board = Tábla
boards-overlays = Rétegek
boards-moats = Árkok
boards-deep-moats = Mély Árkok
boards-rings = Gyűrűk
boards-gates = Kapuk
boards-tile-names = Mezőnevek
boards-neighbours = A kijelölt mező szomszédai
boards-halves = Táblafelek ehhez:
boards-half-star = A megjelenített táblafél Csillaga
boards-built = { $board } felépítése: { $ms } ms
boards-first-build = (ebben a böngészőben, első felépítés).
boards-rules = A Chirality szabályai
boards-tiling = Csempézés
boards-ten-thin = tíz Vékony mezős (mint az R2)
boards-five-thin = öt Vékony mezős (mint az R1)
boards-radius = Sugár
boards-radius-slider = Sugár (csúszka)
boards-radius-hint = Azok a mezők kerülnek a táblára, amelyek középpontja a sugáron belül van (élhosszban mérve, { $min }–{ $max }). Szabályos korongok: nagyjából 8,58–11,84 (tíz Vékony mezős) vagy 8,68–9,30 (öt Vékony mezős).
boards-players = Játékosok
boards-stats = { $board }: { $tiles } mező ({ $thick } Vastag, { $thin } Vékony), { $stars } Csillag, { $gates } Kapu, csempézés: { $tiling }.
boards-legal = ✓ Szabályos Chirality-tábla.
boards-not-legal = Nem szabályos Chirality-tábla:
boards-legal-for = ✓ Szabályos { $count } játékos esetén.
boards-not-for = ✗ { $count } játékos esetén nem szabályos: { $why }.
boards-select-tile = Jelölj ki egy mezőt (kattints rá, vagy lépj a táblára a Tab billentyűvel, mozogj a nyílbillentyűkkel, és nyomd meg az Entert).
boards-edge-neighbours = { $count } élszomszéd: { $tiles }
boards-corner-neighbours = További { $count } csúcsszomszéd (összesen { $all }): { $tiles }
boards-legend = Jelmagyarázat
boards-legend-thick = Vastag mező (72°/108°)
boards-legend-thin = Vékony mező (36°/144°)
boards-legend-throne = Trón: a középső Csillag
boards-legend-star = Csillag: egy pontban találkozó öt Vastag mező
boards-legend-moat = Árok: a Csillaggal közös élű Vékony mezők
boards-legend-gate = Kapu: a tábla szélén futó mezősor, ahová bábukat lehet toborozni
boards-legend-edge = A kijelölt mező élszomszédja
boards-legend-corner = A kijelölt mező csak csúcsban érintkező szomszédja
boards-zoom-hint = Nagyíts az egérgörgővel, két ujjal csippentve vagy a + és − billentyűvel; a kép mozgatásához húzd a táblát, vagy használd a Shift+nyilakat; a 0 a teljes táblát mutatja. A táblán a nyílbillentyűkkel lépkedhetsz a mezők között.

## What a Shifting Chess card did (src/ui/words.rs): in a lesson, and beside the board

applied-swapped = Két mega-mező helyet cserélt: { $a } és { $b }.
applied-turned-clockwise = Egy mega-mező elfordult az óramutató járásával megegyezően: { $tile }.
applied-turned-counter = Egy mega-mező elfordult az óramutató járásával ellentétesen: { $tile }.
applied-slid = Egy mega-mező { $direction } csúszott: { $tile }.
applied-slid-pushing = Egy mega-mező { $direction } csúszott: { $tile } (maga előtt tolta: { $pushed }).
applied-voided = Egy mega-mező eltűnt a tábláról: { $tile }.
applied-no-effect = A kártyát nem lehetett szabályosan alkalmazni.
direction-north = északra
direction-east = keletre
direction-south = délre
direction-west = nyugatra
card-news = { $seat } kártyát húzott: { $card }.
piece-pawn = gyalog
piece-rook = bástya
piece-king = király
piece-knight = huszár
piece-bishop = futó
piece-queen = vezér

## Keeping games, opening links, other notices (src/ui/storage, src/ui/pages/play_link.rs)

storage-unavailable = ez a böngésző nem engedi a mentést (a localStorage ki van kapcsolva)
storage-full = a böngésző tárhelye ennél az oldalnál megtelt
storage-refused = a böngésző elutasította a mentést ({ $why })
storage-not-read-back = a kiírt adatot nem lehetett visszaolvasni
storage-other-tab-not-kept = a másik lap által tárolt játszmát nem sikerült előbb megőrizni ({ $why })
storage-damaged-not-moved = a játszma mentési helyét egy sérült mentés foglalja, és azt nem sikerült félretenni ({ $why })
storage-slot-changed = a mentési hely mentés közben megváltozott; próbáld újra
storage-damaged-kept-aside = A mentett játszmádat nem sikerült beolvasni ({ $why }). Félretettük „{ $key }” néven (lásd: Mentések); új játszma kezdődött.
storage-damaged-untouched = A mentett játszmádat nem sikerült beolvasni ({ $why }), és nem volt hely a félretételéhez, ezért érintetlenül a helyén maradt. Ez az új játszma addig nem mentődik, amíg nincs elég tárhely: szabadíts fel helyet a Mentések oldalon.
storage-other-tab-failed = Egy másik lap módosította ezt a játszmát, és ennek a lapnak a változatát nem sikerült megőrizni a mentéseid között ({ $why }); itt a képernyőn megmarad. Szabadíts fel helyet a Mentések oldalon.
tab-other-game-here = Egy másik lap egy másik játszmát nyitott meg ebből a játékból; most az látható itt. Ennek a lapnak a játszmája „{ $name }” néven megmaradt a mentéseid között.
tab-other-game = Egy másik lap egy másik játszmát tett erre a mentési helyre; azt „{ $name }” néven megőriztük a mentéseid között.
tab-diverged-here = Egy másik lapon ez a játszma { $move }. lépésétől kezdve másként alakult. Mindkét változat megmaradt: ennek a lapnak a változata „{ $name }” néven van a mentéseid között.
tab-diverged-there = Egy másik lapon ez a játszma { $move }. lépésétől kezdve másként alakult. Mindkét változat megmaradt: a másik lap változata „{ $name }” néven van a mentéseid között.
saves-kept-aside = félretéve
saves-untitled = { $moves ->
    [one] { $moves } lépéses { $game }-játszma
   *[other] { $moves } lépéses { $game }-játszma
}
saves-import-none = Semmit sem importáltunk.
saves-import-some = { $count ->
    [one] Importálva: { $count } mentett játszma ({ $titles }).
   *[other] Importálva: { $count } mentett játszma ({ $titles }).
}
saves-import-failed = „{ $failed }” tárolása nem sikerült: { $why }.
saves-import-not-tried = { $count ->
    [one] További { $count } mentést meg sem próbáltunk importálni.
   *[other] További { $count } mentést meg sem próbáltunk importálni.
}
saves-import-retry = Szabadíts fel helyet, és importáld újra a fájlt; a már importált játszmák nem kerülnek be kétszer.
link-not-opened = Ez a hivatkozás nem nyitható meg: { $why }. Semmi sem változott.
link-opened = Megnyitottuk a hivatkozásban lévő játszmát.
link-cannot-open = Ez a hivatkozás nem nyitható meg: { $why }.
link-same = A hivatkozás ugyanazt a játszmát tartalmazza, amely nálad is megvan; most ez van megnyitva.
link-older = { $behind ->
    [one] Ez a hivatkozás régebbi a játszmádnál ({ $behind } lépéssel lemaradva): a játszmádat úgy mutatjuk, ahogy nálad van.
   *[other] Ez a hivatkozás régebbi a játszmádnál ({ $behind } lépéssel lemaradva): a játszmádat úgy mutatjuk, ahogy nálad van.
}
link-continued = A hivatkozás alapján folytattuk a játszmádat: { $what }.
link-continued-moves = { $count ->
    [one] { $count } új lépés
   *[other] { $count } új lépés
}
link-continued-resignation = a feladás
link-continued-draw = a megegyezéses döntetlen
link-kept-note = Az előző játszmád megmaradt a mentéseid között.
link-stays-saved = A játszma meg van nyitva, de nem sikerült jelenlegi játszmaként tárolni: { $why }. Addig a mentéseid között marad, amíg ez nem sikerül.
link-unrelated-title = Megnyitod a megosztott játszmát?
link-unrelated = { $moves ->
    [one] A hivatkozás egy másik játszmát tartalmaz ({ $moves } lépés). A jelenlegi játszmád megmarad a mentéseid között.
   *[other] A hivatkozás egy másik játszmát tartalmaz ({ $moves } lépés). A jelenlegi játszmád megmarad a mentéseid között.
}
link-unrelated-open = Megosztott játszma megnyitása
link-diverges-title = Ez a hivatkozás ellentmond a játszmádnak
link-diverges = Ugyanaz a játszma, de a hivatkozásban lévő változat { $move }. lépésétől kezdve eltér a tiédtől (a hivatkozásban { $theirs } lépés van, nálad { $yours }). Megnyithatod külön ágként; a játszmád változatlanul megmarad a mentéseid között.
link-diverges-open = Megnyitás külön ágként
link-keep-mine = Marad a saját játszmám
link-opened-linked = Megnyitottuk a hivatkozott játszmát. Az előző játszmád megmaradt a mentéseid között.
link-opened-as = A hivatkozást „{ $name }” néven nyitottuk meg. A játszmád változatlanul megmaradt a mentéseid között.
link-not-opened-because = A hivatkozás nem nyílt meg, mert { $why }.
qr-label = A hivatkozás QR-kódja
qr-too-long = Ez a hivatkozás túl hosszú egy QR-kódhoz ({ $why }).
eval-failed = A kiértékelés nem sikerült: { $why }.
coach-unjudged = A lépést nem sikerült értékelni: { $why }.
proof-line-title = Igazolva: a motor minden változatot a játszma végéig végigszámolt
import-not-json = nem JSON-fájl ({ $why })
import-newer = a Rosette egy újabb verziója készítette (exportverzió: { $version })
import-no-saves = a fájlban egyetlen mentés sincs
import-save = { $index }. mentés: { $why }
legality-no-throne = nincs középső Csillag (Trón)
legality-incomplete-ring = { $ring }. gyűrű nem teljes: { $total } Csillagából csak { $complete } teljes
legality-extra-ring = { $ring }. gyűrű is teljes: ez már nagyobb egy R2-es rozettánál
legality-no-opposing-gates = a tábla { $gates } Kapuja között nincs két szemközti (egymástól 144°-ra lévő)
legality-disconnected = a tábla { $parts } részre esik szét
legality-broken-tile = { $tile } mező csonka
legality-holes = { $holes ->
    [one] a táblán { $holes } lyuk van
   *[other] a táblán { $holes } lyuk van
}
legality-pinched = a körvonal befűződik, és { $outlines } hurokra bomlik
board-radius-out-of-range = a tábla sugara ({ $radius }) kívül esik a megengedett tartományon ({ $min }–{ $max })
board-unknown-tiling = ismeretlen csempézés: „{ $tiling }” (five-thin vagy ten-thin)
board-illegal = nem szabályos Chirality-tábla: { $why }
board-player-count = { $players ->
    [one] { $players } játékos: legalább 2 kell
   *[other] { $players } játékos: legalább 2 kell
}
board-too-few-gates = { $players } játékosnak { $players } Kapu kell; a táblán { $gates } van
board-crowded = { $players } játékos esetén, ha az első Kapu sorszáma { $gate }, valamelyik játékos két közvetlen szomszédja közé szorulva kezd
board-no-such-gate = nincs { $gate }. Kapu: a táblán { $gates } Kapu van
live-servers-problem = { $problems }; az élő játék enélkül is működik.
live-no-invitation = Nem sikerült meghívást készíteni: { $why }.
chiron-board-label = Chiron-tábla
pyrga-board-label = Pyrga-tábla
shifting-board-label = Shifting Chess-tábla
branch-name = { $name } ({ $move }. lépéstől)
branch-of-game = { $id } játszma ága ({ $move }. lépéstől)
branch-of-name = „{ $name }” ága ({ $move }. lépéstől)

## Why the AI gave no answer, said after a colon (src/ui/words/ai.rs) (only: game-pages)
ai-failure-question-unreadable = az MI nem tudta elolvasni a kérést
ai-failure-answer-unwritable = az MI nem tudta megírni a válaszát
ai-failure-unplayable = az MI nem tudta felállítani a játszmát
ai-failure-no-such-position = a játszmában nincs ilyen állás
ai-failure-no-move = az MI-nek nincs lépése ebben az állásban
ai-failure-cannot-start = az MI nem tudott elindulni ebben a böngészőben
ai-failure-crashed = az MI hibával leállt
ai-failure-gone = az MI háttérfolyamata már nem fut
ai-failure-question-unwritable = nem sikerült összeállítani az MI-nek szóló kérést
ai-failure-answer-unreadable = az MI válasza olvashatatlan volt
ai-failure-other-build = az MI a Rosette egy másik kiadásából származik; töltsd újra az oldalt, hogy egyetlen verzió fusson

## The proven result beside Pyrga's board (src/ui/widgets/proof_line.rs) (only: pyrga, game-pages)
proof-draw = Pontos játékkal döntetlen
proof-win = Pontos játékkal { $winner } nyer
proof-win-next = Pontos játékkal { $winner } nyer (1 lépésben)
proof-win-in = Pontos játékkal { $winner } nyer ({ $moves } lépésben: { $mover } { $first }, { $other } { $second })

## Why a Chiron position cannot occur (src/ui/words/positions/chiron.rs) (only: chiron, game-pages)

illegal-chiron-not-in-pool = „{ $piece }” nem lehet a leütött bábuk tartalékában
illegal-chiron-kings = { $seat } Királyainak száma { $count }
illegal-chiron-no-king-after-moving = { $seat } Királya nincs a táblán, mégis ő lépett utoljára
illegal-chiron-ants = { $seat } Hangyáinak száma a táblán és a leütött bábuk tartalékában { $count }, nem 8
illegal-chiron-not-one = { $seat } „{ $piece }” bábuinak száma a táblán és a leütött bábuk tartalékában { $count }, nem 1
illegal-chiron-phoenixes = a táblán és a kezekben { $count } Főnix van, nem 2

## Why a Pyrga position cannot occur (src/ui/words/positions/pyrga.rs) (only: pyrga, game-pages)

illegal-pyrga-two-of-a-shape = egy mezőn ({ $cell }) két egyforma alakú bábu van
illegal-pyrga-triangle-at-edge = a Háromszög ({ $cell }) a táblán kívülre mutat
illegal-pyrga-too-many = { $seat } több { $shape } alakú bábut rakott a táblára, mint amennyi a készletben van
illegal-pyrga-side-to-move = a soron következő fél nem illik a lerakott bábuk számához (Világos kezd)
illegal-pyrga-no-last-move = vannak lerakott bábuk, de egyik sincs utoljára lerakottként megjelölve
illegal-pyrga-last-move-not-theirs = az utoljára lerakott bábu ({ $move }) nem annak a játékosnak a bábuja, aki utoljára rakott
illegal-pyrga-opening-flag = a „Négyzettel nyitott” jelző csak Világos második bábuja előtt érvényes

## Why a Shifting Chess position cannot occur (src/ui/words/positions/shifting.rs) (only: shifting-chess, game-pages)

illegal-shifting-tile-twice = { $tile } mega-mező kétszer szerepel
illegal-shifting-tile-missing = { $tile } mega-mező hiányzik
illegal-shifting-two-voided = egynél több mega-mező van eltüntetve
illegal-shifting-king-voided = királyt hordozó mega-mező nem tüntethető el
illegal-shifting-pile-too-big = a húzópakliban több mint 20 kártya van
illegal-shifting-pawns = { $seat } gyalogjainak száma { $count }, pedig egy félnek legfeljebb 8 lehet
illegal-shifting-promoted = { $seat } kezdő haderején felül { $promoted } bábuja van, de csak { $gone } gyalogja hiányzik
illegal-shifting-halfmove-clock = az utolsó ütés vagy gyaloglépés óta tett lépések száma nagyobb, mint a megtett lépéseké
illegal-shifting-gap-covered = a mező ({ $square }) rés, mégis mega-mező fedi
illegal-shifting-land-uncovered = a mező ({ $square }) szárazföld, mégsem fedi mega-mező
illegal-shifting-no-limbo = van eltüntetett mega-mező, de az eltüntetett mezők (limbó) nincsenek megadva
illegal-shifting-no-voided-tile = meg vannak adva eltüntetett mezők, de nincs eltüntetett mega-mező
illegal-shifting-voided-while-applying = az eltüntetett mega-mező már a kártya húzásakor visszatér, még a kártya alkalmazása előtt
illegal-shifting-unpromoted = a gyalognak ({ $square }) már át kellett volna változnia
illegal-shifting-kings = mindkét félnek pontosan egy király kell (Világosnak { $white }, Sötétnek { $black } van)
illegal-shifting-deck-count = a pakliban összesen { $count } { $card } kártyának kell lennie (húzópakli, dobópakli és a húzott kártya)
illegal-shifting-empty-pile = a húzópakli üres, pedig nincs kártya játékban
illegal-shifting-card-off-turn = kártyát csak a 3., 6., 9.… lépés után lehet húzni, és csak bekapcsolt kártyákkal
illegal-shifting-en-passant-occupied = az en passant mező ({ $square }) nem üres szárazföld
illegal-shifting-en-passant-no-pawn = közvetlenül az en passant mezőn ({ $square }) túl nem áll olyan gyalog, amely az imént kettős lépést tett
illegal-shifting-over = a játszma véget ért, de az eredmény ezt nem mutatja
illegal-shifting-not-to-move-in-check = a nem soron következő fél sakkban van
illegal-shifting-not-exposed = az eredmény szerint egy király támadás alatt maradt, de egyik sincs támadás alatt
illegal-shifting-wrong-result = az eredmény nem felel meg az állásnak
illegal-shifting-card-after-end = befejezett játszmában nincs kártyahúzás
illegal-shifting-drawer-in-check = a kártyát húzó fél királya sakkban van
illegal-shifting-draw-after-end = az utolsó lépés véget vetett a játszmának, így nincs kártyahúzás

## Why a Chirality position or start cannot occur (src/ui/words/positions/chirality.rs) (only: chirality, game-pages)

illegal-chirality-tile-twice = { $tile } mező kétszer szerepel
illegal-chirality-piece-count = { $seat } bábuinak száma a táblán { $board }, tartalékban { $reserve }, leütve { $captured }, ez együtt nem { $pieces }
illegal-chirality-eliminated-twice = { $seat } kétszer szerepel a kiesettek között
illegal-chirality-eliminated-with-pieces = { $seat } kiesett, de vannak bábui a táblán
illegal-chirality-not-on-throne = az eredmény szerint { $seat } tartja a Trónt, de nem így van
illegal-chirality-not-last = az eredmény szerint { $seat } maradt utolsóként játékban, de mások is maradtak
illegal-chirality-sharer-twice = { $seat } kétszer szerepel az eredményen osztozók között
illegal-chirality-shared-while-live = közös eredményhez minden játékosnak ki kell esnie, az osztozóknak is
illegal-chirality-sharer-has-reserves = az eredményen osztozó egyik játékosnak még van tartaléka
illegal-chirality-placement-outside-c = lerakási szakasz csak a C kezdőállásban van
illegal-chirality-too-few-gates-for-c = a táblán túl kevés Kapu van a C kezdőálláshoz ennyi játékossal
illegal-chirality-placement = a lerakási szakaszban { $seat } olyan bábukkal rendelkezik, amelyeket még nem rakhatott le
illegal-chirality-mover-eliminated = { $seat } következik, pedig kiesett
illegal-chirality-over-without-result = kettőnél kevesebb játékos maradt, így a játszma véget ért, de nincs megadva eredmény
illegal-chirality-not-listed-eliminated = { $seat } nem szerepel a kiesettek között, pedig nincs se bábuja, se tartaléka, tehát kiesett
illegal-chirality-holds-throne = { $seat } elfoglalta az egész Trónt, így a játszma véget ért
illegal-chirality-no-action = { $seat } következik, de nincs szabályos cselekvése, így kiesett
illegal-chirality-setup-a-gates = az A kezdőálláshoz a két ötmezős Kapuja kell, ezek viszont ezen a táblán nincsenek meg
illegal-chirality-setup-b-stars = a B kezdőálláshoz öt Belső Csillag kell, ezek viszont ezen a táblán nincsenek meg
bad-option-players = { $players } játékos nem játszhat ezen a táblán ({ $board }): 2–{ $max } játékos fér el rajta
bad-option-setup-a = az A kezdőállás csak két játékosnak, az R2-n használható
bad-option-setup-b = a B kezdőállásban legfeljebb 5 játékos vehet részt (Belső Csillagonként egy)
