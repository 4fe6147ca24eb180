# Rosette's messages in Hungarian.

## The top bar and every page

site-title = Rosette — absztrakt stratégiai játékok
brand-home = Rosette kezdőlap
nav-games = Játékok
nav-saves = Mentések
nav-boards = Táblák
save-problem = A játszmáidat nem sikerül menteni ({ $why }).
save-problem-link = Szabadíts fel helyet a Mentések oldalon
bad-link = Ez a hivatkozás nem nyitható meg: nem olyan játékra mutat, amelyet a Rosette ismer („{ $link }”).
boot-loading = A Rosette betöltődik: az első látogatás után azonnal megnyílik, akár internet nélkül is.

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
rules-clauses-head = Fontos tudnivalók
badge-reconstruction = Rekonstrukció
badge-ruling = Rosette-döntés

## Fetching a file of the site

fetch-unreachable = nem sikerült letölteni
fetch-status = a webhely { $status } kóddal válaszolt
fetch-unreadable = nem sikerült beolvasni

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

## The new-game dialog

new-game = Új játszma
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
cancel = Mégse
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

## The play page

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

## Notices above the board (src/table/said.rs)

notice-wait-for-ai = Nem te következel: várd meg az MI lépését.
notice-move-refused = Ez a lépés nem lehetséges: { $why }
notice-ai-failed = Az MI nem tudott lépni: { $why }
notice-ai-move-stale = Az MI lépése már nem illik a táblán lévő álláshoz, ezért figyelmen kívül hagytuk.
notice-nothing-to-resign = Nincs olyan játszmád, amelyet feladhatnál.
notice-cannot-resign = A játszmát nem lehet feladni: { $why }
notice-setup-failed = Nem sikerült létrehozni a játszmát: { $why }
notice-no-hint = Nincs tipp: { $why }
notice-hint-stale = A tipp már nem illik a táblán lévő álláshoz, ezért figyelmen kívül hagytuk.
notice-branched = Új játszma indult a táblán látható állásból ({ $ply }. lépés). Az eredeti játszma teljes egészében megmarad a Mentések között.
notice-not-kept-new-game = Az előző játszmádat nem sikerült elmenteni: { $why }
notice-not-kept-branch = Az elágaztatás nem sikerült, ezért semmi sem változott: { $why }
notice-not-kept-invitation = A jelenlegi játszmádat nem sikerült elmenteni, ezért a meghívás elfogadása elmaradt: { $why }
notice-not-kept-link = A hivatkozás nem nyílt meg, mert a jelenlegi játszmádat nem sikerült elmenteni: { $why }
notice-not-kept = Egy játszmát nem sikerült elmenteni a mentéseid közé: { $why }
move-unparsable = „{ $move }” itt nem szabályos lépés
move-illegal = szabálytalan lépés: { $why }
move-not-dealt = szabálytalan lépés: a pakliból { $dealt } következik, nem { $played }
move-wrong-game = szabálytalan lépés: egy másik játék lépése
move-no-such-move = szabálytalan lépés: ebben az állásban nincs #{ $index } sorszámú lépés
move-no-such-player = szabálytalan lépés: nincs { $number }. játékos
move-game-over = a játszma véget ért

## The puzzles pages (src/ui/pages/puzzles.rs, puzzle_solve.rs, puzzle_words.rs)

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
puzzle-data-unreadable = A feladványok adatait nem sikerült beolvasni: { $why }
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

## The learn pages (src/ui/pages/learn)

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
