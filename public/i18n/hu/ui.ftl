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
