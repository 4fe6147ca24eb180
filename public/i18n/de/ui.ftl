# Rosette's messages in German.

## The top bar and every page

site-title = Rosette — abstrakte Strategiespiele
brand-home = Rosette-Startseite
nav-games = Spiele
nav-saves = Spielstände
nav-boards = Bretter
save-problem = Deine Partien werden nicht gespeichert ({ $why }).
save-problem-link = Speicherplatz auf der Seite „Spielstände“ freigeben
bad-link = Dieser Link konnte nicht geöffnet werden: Er nennt kein Spiel, das Rosette kennt („{ $link }“).
boot-loading = Rosette wird geladen: Ab dem nächsten Besuch öffnet sich die Seite sofort, auch offline.

## Settings

settings = Einstellungen
settings-unreadable = Deine gespeicherten Einstellungen konnten nicht gelesen werden ({ $why }); es gelten die Standardwerte.
settings-not-saved = Die Einstellungen konnten nicht gespeichert werden: { $why }
settings-language = Sprache
settings-language-browser = Wie im Browser eingestellt
settings-language-failed = { $language } konnte nicht geladen werden ({ $why }); bis dahin bleibt die Seite auf Englisch.
settings-theme = Design
theme-system = Wie im System
theme-light = Hell
theme-dark = Dunkel
theme-contrast = Hoher Kontrast
settings-sound = Ton
settings-sounds = Töne für Züge, Schlagen und Partieende
settings-volume = Lautstärke
settings-try = Testen
settings-motion = Bewegung
motion-system = Wie im System
motion-reduce = Bewegung reduzieren
motion-full = Animieren
settings-boards = Bretter
settings-hints = Erlaubte Züge anzeigen
settings-coordinates = Koordinaten anzeigen
done = Fertig

## The home page

home-title = Vier abstrakte Strategiespiele
home-lede = Spiele auf diesem Gerät gegen Freunde oder gegen die KI. Partien speichern sich von selbst, lassen sich als Link teilen und funktionieren offline.
tagline-chirality = Armeen auf einem Penrose-Brett; geschlagen wird durch Geometrie.
tagline-chiron = Eine Schachvariante ohne Remis, mit Einsetzen und links- und rechtshändigen Figuren.
tagline-pyrga = Baue Türme auf einem 4×4-Brett; jeder Stein zeigt deinem Gegner, wo er setzen muss.
tagline-shifting-chess = Schach auf Megafeldern, die Karten tauschen, drehen, verschieben und entrücken.
action-play = Spielen
action-rules = Regeln
action-learn = Lernen
game-puzzles = Aufgaben zu { $game }
home-boards = Die Bretter
not-found-title = Seite nicht gefunden
not-found = Unter „{ $path }“ gibt es keine Seite.
back-to-games = Zurück zu den Spielen
reload-needed = Diese Seite muss neu geladen werden
reload-page = Seite neu laden

## The rules pages

rules-learn = Neu bei { $game }? Lerne es beim Spielen: eine kurze Lektion pro Regel.
rules-boards = Alle Felder, Sterne, Gräben und Tore findest du auf der { $link }.
rules-boards-link = Seite „Bretter“
rules-play = { $game } spielen
rules-learn-button = { $game } Zug für Zug lernen
rules-translated = Dies ist eine Übersetzung der englischen Regeln; bei Abweichungen gilt der englische Text.
rules-english-shown = Die Regeln auf { $language } konnten nicht geladen werden ({ $why }); sie werden auf Englisch angezeigt.
rules-clauses-head = Das Wichtigste in Kürze
badge-reconstruction = Rekonstruktion
badge-ruling = Rosette-Festlegung

## Fetching a file of the site

fetch-unreachable = die Datei war nicht erreichbar
fetch-status = der Server antwortete mit { $status }
fetch-unreadable = die Datei konnte nicht gelesen werden

## Seats, levels and how games end (src/ui/words.rs)

seat-white = Weiß
seat-black = Schwarz
seat-blue = Blau
seat-vermillion = Zinnoberrot
seat-green = Grün
seat-purple = Violett
seat-orange = Orange
seat-sky = Himmelblau
seat-numbered = Spieler { $number }
level-beginner = Anfänger
level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
level-strongest = Stärkste
level-strongest-label = Stärkste (1 s pro Zug)
level-caption = gewinnt etwa { $wins } von 10 gegen { $against }
level-caption-random = gewinnt etwa { $wins } von 10 gegen Zufallszüge
card-swap = Tausch
card-rotate = Drehung
card-slide = Verschiebung
card-void = Entrückung
turn-move = { $who } am Zug
turn-apply-card = { $who } am Zug: Karte „{ $card }“ anwenden
turn-ai-move = { $who } (KI, { $level }) am Zug
turn-ai-apply-card = { $who } (KI, { $level }) am Zug: Karte „{ $card }“ anwenden
turn-ai-thinking = { $who } (KI, { $level }) denkt nach…
turn-chance = Eine Karte wird gezogen…
game-over = Die Partie ist beendet
result-draw = Remis — { $reason }
result-win = { $who } gewinnt — { $reason }
result-shared = { $who } teilen sich den Sieg — { $reason }
and-list = { $first } und { $last }
viewing-start = Ansicht: Anfangsstellung, vor Zug 1 von { $total } · { $now }
viewing-move = Ansicht: Zug { $at } von { $total } · { $now }
seat-human = Mensch
seat-ai = KI ({ $level })
seat-played-by = { $seat }: { $who }
announce-move = { $who } hat { $move } gespielt.
announce-capture = { $who } hat { $move } gespielt und geschlagen.
announce-chance = Zufall: { $move }.
stop = Stopp
resume-ai = KI fortsetzen
reason-king-captured = { $who } hat den König geschlagen
reason-no-legal-move = { $who } hat keinen erlaubten Zug
reason-three-towers = { $who } kontrolliert drei Türme
reason-more-towers = { $who } kontrolliert mehr { $stage } ({ $won }–{ $lost })
reason-more-towers-after-ties = Gleichstand: { $ties }; { $who } kontrolliert mehr { $stage } ({ $won }–{ $lost })
reason-tied-towers = Gleichstand: { $ties }
tower-stage = { $stage } ({ $white }–{ $black })
stage-completed = vollendete Türme
stage-holding-two = Türme mit zwei eigenen Steinen
stage-holding-one = Türme mit einem eigenen Stein
reason-checkmate = { $who } setzt matt
reason-king-left-attacked = der König von { $who } blieb angegriffen
reason-stalemate = Patt
reason-repetition = dreifache Stellungswiederholung
reason-fifty-moves = Fünfzig-Züge-Regel
reason-bare-kings = König gegen König
reason-throne = { $who } besetzt den Thron
reason-last-left = { $who } bleibt als letzter Spieler übrig
reason-eliminated-together = die letzten Spieler sind gemeinsam ausgeschieden
reason-resigned = { $who } hat aufgegeben
reason-agreed-draw = die Spieler haben sich auf Remis geeinigt

## The new-game dialog

new-game = Neue Partie
opponent = Gegner
opponent-friend = Ein Freund an diesem Gerät
opponent-computer = Der Computer
level = Stufe
ai-level = KI-Stufe
you-play = Du spielst
play-first = Als Erster
play-second = Als Zweiter
seats = Plätze
seat-is-played-by = { $seat } wird gespielt von
seat-person = Eine Person an diesem Gerät
seat-computer = Computer: { $level }
start = Starten
cancel = Abbrechen
options-board = Brett
options-board-r1 = R1 (kompakt, 160 Felder, bis zu 5 Spieler)
options-board-r2 = R2 (Standard, 300 Felder, bis zu 6 Spieler)
options-setup = Aufstellung
options-setup-a = A: Standard (zwei Spieler auf R2)
options-setup-b = B: schnell (jeder beginnt mit einer Garnison)
options-setup-c = C: lang (je ein Tor)
options-not-on-board = Auf diesem Brett nicht möglich: { $why }.
options-table = Tisch
options-players = Spieler
options-player-count = Anzahl der Spieler
options-deep-moats = Tiefe Gräben

## The play page

game-panel = Partiebereich
link-rules = Regeln
link-learn = Lernen
link-puzzles = Aufgaben
link-edit = Stellung bearbeiten
dismiss = Schließen
undo = ↶ Rückgängig
undo-title = Den letzten Zug zurücknehmen (gegen die KI: bis du wieder am Zug bist)
redo = Wiederholen ↷
redo-title = Die zurückgenommenen Züge wiederherstellen
save-copy = Kopie speichern
saved-copy = Kopie gespeichert. Du findest sie unter „Spielstände“.
resign = ⚐ Aufgeben
resign-title = Diese Partie aufgeben: Die andere Seite gewinnt
resign-confirm = Aufgabe bestätigen
resign-as = Als { $seat } aufgeben?
resign-yes = Ja, aufgeben
keep-playing = Weiterspielen
moves = Züge
no-moves-yet = Noch keine Züge.
draw-agreed = Remis vereinbart
replay = Nachspielen
replay-first = Anfangsstellung
replay-first-title = Anfangsstellung (Pos1, wenn das Brett nicht den Fokus hat)
replay-previous = Vorheriger Zug
replay-previous-title = Vorheriger Zug (←, wenn das Brett nicht den Fokus hat)
replay-next = Nächster Zug
replay-next-title = Nächster Zug (→, wenn das Brett nicht den Fokus hat)
replay-last = Letzter Zug
replay-last-title = Letzter Zug (Ende, wenn das Brett nicht den Fokus hat)
play-from-here = Ab hier spielen
play-from-here-title = Eine neue Partie ab der Stellung auf dem Brett beginnen; die ganze ursprüngliche Partie bleibt unter „Spielstände“ erhalten
hint = Tipp
hint-thinking = Denkt nach…
hint-title = Die KI ({ $level }) nach einem Zug für diese Stellung fragen, ohne ihn zu spielen (H)
hint-said = Tipp:
hint-by = (KI, { $level })
hints-used = Genutzte Tipps: { $count }

## Notices above the board (src/table/said.rs)

notice-wait-for-ai = Du bist nicht am Zug: Warte auf die KI.
notice-move-refused = Dieser Zug ist nicht möglich: { $why }
notice-ai-failed = Die KI konnte nicht ziehen: { $why }
notice-ai-move-stale = Der Zug der KI passt nicht mehr zum Brett und wurde ignoriert.
notice-nothing-to-resign = Du hast keine Partie, die du aufgeben kannst.
notice-cannot-resign = Die Partie kann nicht aufgegeben werden: { $why }
notice-setup-failed = Die Partie konnte nicht eingerichtet werden: { $why }
notice-no-hint = Kein Tipp: { $why }
notice-hint-stale = Der Tipp passt nicht mehr zum Brett und wurde ignoriert.
notice-branched = Ab Zug { $ply } geht es in einer neuen Partie weiter. Die ganze ursprüngliche Partie bleibt unter „Spielstände“ erhalten.
notice-not-kept-new-game = Deine vorherige Partie konnte nicht gespeichert werden: { $why }
notice-not-kept-branch = Abzweigen war nicht möglich, daher wurde nichts geändert: { $why }
notice-not-kept-invitation = Deine aktuelle Partie konnte nicht gespeichert werden, daher wurde die Einladung nicht angenommen: { $why }
notice-not-kept-link = Der Link wurde nicht geöffnet, weil deine aktuelle Partie nicht gespeichert werden konnte: { $why }
notice-not-kept = Eine Partie konnte nicht in deinen Spielständen gespeichert werden: { $why }
move-unparsable = „{ $move }“ ist hier kein erlaubter Zug
move-illegal = regelwidriger Zug: { $why }
move-not-dealt = regelwidriger Zug: Das Deck gibt als Nächstes { $dealt } aus, nicht { $played }
move-wrong-game = regelwidriger Zug: Der Zug gehört zu einem anderen Spiel
move-no-such-move = regelwidriger Zug: In dieser Stellung gibt es keinen Zug Nr. { $index }
move-no-such-player = regelwidriger Zug: Es gibt keinen Spieler { $number }
move-game-over = die Partie ist beendet

## The puzzles pages (src/ui/pages/puzzles.rs, puzzle_solve.rs, puzzle_words.rs)

# moves-count always follows "in" here, so its plural is in the dative ("in 2 Zügen").
moves-count = { $count ->
    [one] { $count } Zug
   *[other] { $count } Zügen
}
pieces-count = { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
}
puzzle-ask-win = { $seat } zieht und gewinnt in { $moves }
puzzle-ask-capture = { $seat } zieht und gewinnt Material, das keine Antwort zurückgewinnt
puzzle-right = { $move } ist richtig.
puzzle-replies = { $seat } antwortet mit { $move }.
puzzle-forced = { $move }: dein einziger Zug, für dich gespielt.
puzzle-you-draw = Du ziehst die Karte „{ $card }“.
puzzle-solved = Gelöst!
puzzle-your-move = Du bist am Zug (in { $moves } am Ziel).
puzzle-not-it = { $move } ist nicht der gesuchte Zug.
puzzle-answers = { $seat } antwortet mit { $move }.
puzzle-answers-stopping = { $seat } antwortet mit { $move } und pariert deine Drohung { $threat }.
puzzle-ends-no-win = Die Partie endet: { $reason }, aber das ist kein Sieg.
puzzle-ends = Die Partie endet: { $reason }.
puzzle-then-wins = Danach gewinnt { $seat } in { $moves }.
puzzle-then-wins-line = Danach gewinnt { $seat } in { $moves }: { $line }.
puzzle-only-draw = Bei bestem Spiel ist die Partie jetzt nur noch remis.
puzzle-slower-win = Du gewinnst noch, aber erst in { $moves }; die Lösung gewinnt in { $wanted }.
puzzle-no-win = Damit verschenkst du den Gewinn.
puzzle-no-win-in = Du gewinnst nicht mehr in { $moves }.
puzzle-card-spoils = Der Zug gewinnt nicht mit jeder Karte, die du ziehen kannst: Nach der Karte „{ $card }“ (hier gezogen) sichert keine Anwendung den Gewinn.
standing-up = { $pieces } im Plus
standing-even = ausgeglichen
standing-down = { $pieces } im Minus
puzzle-keeps-less = Danach stehst du { $standing }; mit dem besten Schlag bleibst du { $best } im Plus.
puzzles-title = Aufgaben zu { $game }
puzzle-title = Aufgabe { $number }
puzzle-unreadable = Die Stellung dieser Aufgabe kann nicht gelesen werden.
puzzle-data-unreadable = Die Aufgabendaten können nicht gelesen werden: { $why }
puzzle-missing = Es gibt keine Aufgabe „{ $id }“.
all-puzzles = Alle Aufgaben
streak = Serie: { $count }
puzzle-hint-said-cell = Tipp: Der Zug beginnt auf dem markierten Feld. Zeige den Zug an, um ihn ganz zu sehen.
puzzle-hint-said-tile = Tipp: Der Zug beginnt auf dem markierten Feld. Zeige den Zug an, um ihn ganz zu sehen.
puzzle-hint-said-square = Tipp: Der Zug beginnt auf dem markierten Feld. Zeige den Zug an, um ihn ganz zu sehen.
puzzle-checking = Dein Zug wird geprüft…
puzzle-show-move = Zug zeigen
puzzle-retry = Erneut versuchen
puzzle-next = Weiter
difficulty-easy = leicht
difficulty-medium = mittel
difficulty-hard = schwer
puzzle-goal-win = Gewinn in { $moves }
puzzle-goal-capture = Materialgewinn
puzzle-label = Aufgabe { $number } · { $level } · { $goal }
puzzle-label-solved = Aufgabe { $number } · { $level } · { $goal } · gelöst
puzzle-label-helped = Aufgabe { $number } · { $level } · { $goal } · mit Hilfe gelöst
puzzles-lede = Jede Aufgabe hat genau einen Gewinnweg, bewiesen von Rosettes Engine: Spiele die Züge deiner Seite bis zum Ende der Partie; die Antworten werden für dich gespielt. Die leichten zuerst.
puzzles-solved = { $solved } von { $total } gelöst

## The learn pages (src/ui/pages/learn)

learn-title = { $game } lernen
learn-lede = { $total ->
    [one] { $total } kurze Lektion zu einer Regel, gespielt auf dem echten Brett.
   *[other] { $total } kurze Lektionen zu je einer Regel, gespielt auf dem echten Brett.
}
learn-finished = { $finished } von { $total } abgeschlossen.
learn-start = Beginnen: { $lesson }
learn-continue = Weiter: { $lesson }
learn-all-done = Alle Lektionen abgeschlossen: { $game } spielen
finished = (abgeschlossen)
finished-title = Abgeschlossen
lesson-back = ← { $game } lernen
lesson-count = Lektion { $number } von { $total }
lesson-task = Deine Aufgabe:
lesson-you-play = Du spielst { $seat }. { $now }
lesson-not-shown = Nicht auf dem Brett zu sehen
lesson-checking = Dein Zug wird geprüft…
lesson-retry = Erneut versuchen
lesson-next = Nächste Lektion
lesson-not-found = Lektion nicht gefunden
lesson-missing = { $game } hat keine Lektion „{ $id }“.
lesson-unplayable = Diese Lektion konnte nicht eingerichtet werden.
lesson-all = Alle Lektionen zu { $game }
lesson-quiet-moves = Züge ohne Schlag und ohne Bauernzug: { $count } (bei 100 endet die Partie remis).
lesson-moved = Schon selbst gezogen (kein Doppelschritt, keine Rochade mehr): { $pieces }.
lesson-moved-piece = { $piece } von { $seat } auf { $square }
lesson-going-replied = { $left ->
    [one] Gut. Der Gegner hat geantwortet; noch ein Zug.
   *[other] Gut. Der Gegner hat geantwortet; noch { $left } Züge.
}
lesson-going-drawn = { $left ->
    [one] Gut. Eine Karte wurde gezogen; noch ein Zug.
   *[other] Gut. Eine Karte wurde gezogen; noch { $left } Züge.
}
lesson-over = Diese Lektion ist beendet: Klicke auf „Erneut versuchen“, um sie noch einmal zu spielen.
lesson-earlier-move = Der frühere Zug { $move } dieser Lektion lässt sich nicht nachspielen.
lesson-try-again = Versuch es noch einmal.
lesson-texts-english = Diese Lektion wird auf Englisch angezeigt: { $language } konnte nicht geladen werden ({ $why }).

## What a lesson move did (src/learn/happened.rs), said before the rule it missed

happened-completed-tower = Damit ist der Turm auf { $cell } vollendet, und { $seat } kontrolliert ihn.
happened-any-empty-cell = { $seat } darf jetzt auf ein beliebiges leeres Feld setzen.
happened-sent-to = { $seat } muss jetzt auf { $cells } setzen.
happened-ended = Die Partie endete: { $reason }.
happened-ended-draw = Die Partie endete remis: { $reason }.
happened-captured-nothing = Dieser Zug hat nichts geschlagen.
happened-captured-others = { $count ->
    [one] Dieser Zug hat den Stein auf { $tiles } geschlagen, aber nicht das, was diese Lektion verlangt.
   *[other] Dieser Zug hat { $count } Steine geschlagen ({ $tiles }), aber nicht das, was diese Lektion verlangt.
}
happened-lost-in-reply = { $count ->
    [one] Dein Stein auf { $tiles } wurde im Gegenzug geschlagen.
   *[other] Deine Steine auf { $tiles } wurden im Gegenzug geschlagen.
}
happened-dropped-own-phoenix = Damit hast du deinen Phönix auf { $square } eingesetzt.
happened-dropped-their-phoenix = Damit hast du den Phönix deines Gegners auf { $square } eingesetzt.
# The chiron-* names fill { $piece } after a colon, in the nominative and without an article.
happened-took-own = Damit hast du eine eigene Figur geschlagen: { $piece } auf { $square }.
happened-took = Damit hast du eine gegnerische Figur geschlagen: { $piece } auf { $square }.
happened-king-exposed = Jetzt kann dein König geschlagen werden.
happened-captured-piece = Dieser Zug hat eine Figur geschlagen.
happened-void-returns = Beim Ziehen der Karte ist das entrückte Megafeld zurückgekehrt, und es greift deinen König an.
happened-gives-check = Dieser Zug gibt Schach.
or-list = { $first } oder { $last }

## Chiron's pieces, as a sentence names one (src/ui/words.rs)

chiron-king = König
chiron-king-flipped = gewendeter König
chiron-phoenix = Phönix
chiron-phoenix-flipped = gewendeter Phönix
chiron-ant = Ameise
chiron-ant-flipped = gewendete Ameise
chiron-crab-left = linkshändige Krabbe
chiron-crab-right = rechtshändige Krabbe
chiron-moth-left = linkshändige Motte
chiron-moth-right = rechtshändige Motte
chiron-hummingbird-left = linkshändiger Kolibri
chiron-hummingbird-right = rechtshändiger Kolibri

## What a Shifting Chess card did (src/ui/words.rs): in a lesson, and beside the board

applied-swapped = Die Megafelder { $a } und { $b } haben ihre Plätze getauscht.
applied-turned-clockwise = Megafeld { $tile } wurde im Uhrzeigersinn gedreht.
applied-turned-counter = Megafeld { $tile } wurde gegen den Uhrzeigersinn gedreht.
# direction-* fill { $direction } after "nach" ("nach Norden").
applied-slid = Megafeld { $tile } wurde nach { $direction } verschoben.
applied-slid-pushing = Megafeld { $tile } wurde nach { $direction } verschoben und schob { $pushed } vor sich her.
applied-voided = Megafeld { $tile } wurde entrückt.
applied-no-effect = Für die Karte gab es keine erlaubte Anwendung.
direction-north = Norden
direction-east = Osten
direction-south = Süden
direction-west = Westen
card-news = { $seat } hat die Karte „{ $card }“ gezogen.
piece-pawn = Bauer
piece-rook = Turm
piece-king = König
