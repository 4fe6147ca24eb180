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
update-ready = Eine neue Version von Rosette ist verfügbar.
update-reload = Neu laden
download-failed = Ein Teil dieser Seite konnte nicht geladen werden. Prüfe die Verbindung.

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
rules-loading = Die Regeln werden geladen…
rules-unavailable = Die Regeln konnten nicht geladen werden ({ $why }).
rules-clauses-head = Das Wichtigste in Kürze
badge-reconstruction = Rekonstruktion
badge-ruling = Rosette-Festlegung
rules-diagram-error = Dieses Diagramm konnte nicht gezeichnet werden:

## Fetching a file of the site

fetch-unreachable = die Datei war nicht erreichbar
fetch-status = der Server antwortete mit { $status }
fetch-unreadable = die Datei konnte nicht gelesen werden
fetch-retry = Erneut versuchen

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
new-game-refused = Mit diesen Optionen kann nicht gespielt werden: { $why }.
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
saved-copy-failed = Die Kopie wurde nicht gespeichert: { $why }.
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
notice-ai-failed = Die KI konnte nicht ziehen: { $why }.
notice-ai-move-stale = Der Zug der KI passt nicht mehr zum Brett und wurde ignoriert.
notice-nothing-to-resign = Du hast keine Partie, die du aufgeben kannst.
notice-cannot-resign = Die Partie kann nicht aufgegeben werden: { $why }
notice-setup-failed = Die Partie konnte nicht eingerichtet werden: { $why }
notice-no-hint = Kein Tipp: { $why }.
notice-hint-stale = Der Tipp passt nicht mehr zum Brett und wurde ignoriert.
notice-branched = Ab Zug { $ply } geht es in einer neuen Partie weiter. Die ganze ursprüngliche Partie bleibt unter „Spielstände“ erhalten.
notice-not-kept-new-game = Deine vorherige Partie konnte nicht gespeichert werden: { $why }
notice-not-kept-branch = Abzweigen war nicht möglich, daher wurde nichts geändert: { $why }
notice-not-kept-invitation = Deine aktuelle Partie konnte nicht gespeichert werden, daher wurde die Einladung nicht angenommen: { $why }
notice-not-kept-link = Der Link wurde nicht geöffnet, weil deine aktuelle Partie nicht gespeichert werden konnte: { $why }
notice-not-kept = Eine Partie konnte nicht in deinen Spielständen gespeichert werden: { $why }
move-unparsable = „{ $move }“ ist hier kein erlaubter Zug
move-illegal = regelwidriger Zug: Dieser Zug ist in dieser Stellung nicht erlaubt
# { $why } is an apply-* reason (lower case, "dort liegt kein Megafeld").
move-card-refused = regelwidriger Zug: { $why }
move-not-dealt = regelwidriger Zug: Das Deck gibt als Nächstes { $dealt } aus, nicht { $played }
move-wrong-game = regelwidriger Zug: Der Zug gehört zu einem anderen Spiel
move-no-such-move = regelwidriger Zug: In dieser Stellung gibt es keinen Zug Nr. { $index }
move-no-such-player = regelwidriger Zug: Es gibt keinen Spieler { $number }
move-game-over = die Partie ist beendet
# setup-syntax: each variant is a whole clause (German needs "ist"/"sind" to agree with its part).
setup-syntax = { $part ->
    [board] das Brett ist nicht lesbar
    [side-to-move] die Angabe der Seite am Zug ist nicht lesbar
    [hands] die Phönixe in der Hand sind nicht lesbar
    [pools] die Vorräte sind nicht lesbar
    [last-move] der zuletzt gesetzte Stein ist nicht lesbar
    [opening-flag] die Markierung der Quadrat-Eröffnung ist nicht lesbar
    [options] die Optionen sind nicht lesbar
    [pieces] die Steine sind nicht lesbar
    [reserves] die Reserven sind nicht lesbar
    [captured] die Zahlen der geschlagenen Steine sind nicht lesbar
    [eliminated] die Liste der ausgeschiedenen Spieler ist nicht lesbar
    [result] das Ergebnis ist nicht lesbar
    [turn] die Angabe des Spielers am Zug ist nicht lesbar
    [tiles] die Megafelder sind nicht lesbar
    [limbo] das entrückte Megafeld ist nicht lesbar
    [deck] das Deck ist nicht lesbar
    [phase] die Kartenphase ist nicht lesbar
    [en-passant] das En-passant-Feld ist nicht lesbar
    [halfmove-clock] die Zahl der Züge seit Schlag oder Bauernzug ist nicht lesbar
    [turn-count] die Zahl der gespielten Züge ist nicht lesbar
   *[other] die Stellung ist nicht lesbar
}
setup-syntax-at = { $why } (an der Stelle „{ $found }“)
setup-illegal = regelwidrige Stellung: { $why }
setup-illegal-unsaid = regelwidrige Stellung: Sie verstößt gegen eine Regel ihres Spiels
setup-bad-option = ungültige Option: { $why }
setup-not-built = { $game } ist auf dieser Seite nicht enthalten
# bad-option-* follow "ungültige Option:" (setup-bad-option) and stay lower case.
bad-option-unknown-game = es gibt kein Spiel namens „{ $game }“
bad-option-bad-name = „{ $name }“ ist kein Optionsname
bad-option-no-such = dieses Spiel hat keine Option „{ $name }“
bad-option-needs-value = die Option „{ $name }“ braucht einen Wert
bad-option-bad-value = die Option „{ $option }“ kann nicht den Wert „{ $value }“ haben
bad-option-unsaid = diese Optionen passen nicht zusammen
persist-malformed = das ist keine Rosette-Partie, oder sie ist beschädigt
persist-future-version = diese Partie wurde mit einer neueren Version von Rosette gespeichert (Format { $format }); lade die Seite neu, um sie zu aktualisieren
persist-setup = die Partie kann nicht eingerichtet werden: { $why }
persist-move = Zug { $move } ({ $text }) kann nicht gespielt werden: { $why }
link-damage-too-long = der Link ist zu lang
link-damage-not-rosette = das ist kein Rosette-Link
link-damage-cut-short = der Link ist abgeschnitten: Kopiere ihn noch einmal vollständig
link-damage-part = { $part ->
    [position] die Stellung im Link ist beschädigt
    [game-id] die Partie-ID im Link ist beschädigt
    [seats] die Plätze im Link sind beschädigt
    [start] die Anfangsstellung im Link ist beschädigt
    [moves] die Züge im Link sind beschädigt
    [ending] die Angabe zu Aufgabe oder Remis im Link ist beschädigt
    [hints] die Zahl der genutzten Tipps im Link ist beschädigt
   *[other] der Link ist beschädigt
}
link-damage-not-canonical = der Link ist nicht so geschrieben, wie Rosette ihn schreibt
link-damage-cannot-carry = die Optionen dieser Partie lassen sich nicht in einem Link übertragen

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
puzzles-loading = Die Aufgaben werden geladen…
puzzles-unavailable = Die Aufgaben konnten nicht geladen werden ({ $why }).
puzzle-data-unreadable = Die Aufgabendaten können nicht gelesen werden: { $why }
puzzle-data-line = Zeile { $line }
puzzle-data-puzzle = Aufgabe „{ $id }“
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
lessons-loading = Die Lektionen werden geladen…
lessons-unavailable = Die Lektionen konnten nicht geladen werden ({ $why }).

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
chiron-crab = Krabbe
chiron-moth = Motte
chiron-hummingbird = Kolibri

## Around the Chiron board (src/ui/boards/chiron)

chiron-keep = Unverändert lassen
chiron-flip-here = Hier wenden
chiron-flip-to = Wenden, nach { $square } versetzen
# chiron-* names (no article) follow a colon in chiron-become, chiron-moves-of, chiron-reaches
# and chiron-stuck; piece-of puts the seat in brackets after the name.
chiron-become = Zur Vorratsfigur werden: { $piece }
chiron-promotion = Wahl der Umwandlung
chiron-reaches = Auf { $square } angekommen: { $piece }.
chiron-relocate = { $count ->
    [one] Zum Wenden und Versetzen klicke das eingekreiste Feld an oder wähle:
   *[other] Zum Wenden und Versetzen klicke eines der { $count } eingekreisten Felder an oder wähle:
}
chiron-choose = Wähle:
chiron-hand = Hand von { $seat }
chiron-holds = { $seat } hält
chiron-no-phoenix = keinen Phönix
chiron-drop-title = Phönix von { $seat } auf dessen erste Reihe einsetzen
chiron-pool-title = Der Vorrat: die geschlagenen Figuren dieses Spielers (egal, von welcher Seite geschlagen). Eine Ameise, die die 7. oder 8. Reihe ihres Besitzers erreicht, darf zu einer davon werden.
chiron-pool-label = Vorrat für eine Ameise:
chiron-stuck = Diese Figur hat jetzt keinen erlaubten Zug: { $piece } auf { $square }.
chiron-phoenix-stuck = Der Phönix kann jetzt auf kein Feld eingesetzt werden.
chiron-last-drop = Letzter Zug: Einsetzen eines Phönix.
chiron-king-capturable = Der König von { $seat } kann geschlagen werden: Er wird angegriffen.
chiron-king-attacked = Der König von { $seat } wird angegriffen: { $other } kann ihn jetzt schlagen.
chiron-moves-of = Gangart: { $piece }
chiron-note-king = Springt zwei Reihen nach vorn. Wird er geschlagen, endet die Partie; in der Zone darf er sich wenden.
chiron-note-phoenix = Zieht ein Feld vorwärts. Schlägt jede gegnerische Figur außer einem Phönix auf den schattierten Reihen hinter ihm. Geschlagen kommt er in die Hand des Schlagenden.
chiron-note-ant = Zieht ein Feld vorwärts und darf dabei auch eine eigene Ameise schlagen. In der Zone darf sie sich wenden oder zur Vorratsfigur werden.
chiron-note-crab = Schritte und weite Sprünge nach vorn, ein Strahl zu einer Seite; zur anderen Seite schlägt sie nur.
chiron-note-moth = Sprünge wie ein Springer und ein diagonaler Rückzug zu einer Seite; zur anderen Seite schlägt sie nur.
chiron-note-hummingbird = Ein Turmstrahl nach vorn und Springersprünge zurück; mit den Sprüngen zu einer Seite schlägt er nur.
chiron-legend-mirror = { $piece } (linkshändig; rechtshändig gespiegelt)
chiron-legend = Gangarten der Figuren
chiron-legend-summary = Alle Figuren: Punkte für Züge, Kreuze für reine Schlagzüge, Linien für Gleitzüge
chiron-legend-black = Die Figuren von Schwarz sind um 180° gedreht. Gewendete Könige, Phönixe und Ameisen ziehen umgekehrt (ihr Pfeil zeigt die neue Vorwärtsrichtung).
flip-board = ⇅ Brett drehen
flip-board-title = Das Brett umdrehen
square-label = { $square }: { $piece }
square-empty = leer
piece-of = { $piece } ({ $seat })

## Around the Pyrga board (src/ui/boards/pyrga)

pyrga-square = Quadrat
pyrga-triangle = Dreieck
pyrga-cylinder = Zylinder
pyrga-tower-of = { $pieces }; Turm von { $seat }
# direction-* fill { $direction } after "nach" here too.
pyrga-point = Dreieck nach { $direction } ausrichten
pyrga-fallback-note = Wohin der letzte Stein weist, kann nicht gesetzt werden, daher ist jedes leere Feld erlaubt.
pyrga-square-banned-note = Weiß hat mit einem Quadrat eröffnet, daher darf der zweite Stein von Weiß kein Quadrat sein.
pyrga-triangle-touch = Tippe auf einen Pfeil, um das Dreieck auszurichten; tippe erneut auf das Feld, um es nach { $direction } auszurichten (hervorgehoben).
pyrga-triangle-mouse = Klicke auf einen Pfeil, um das Dreieck in diese Richtung auszurichten, oder wähle mit den Pfeiltasten und drücke die Eingabetaste. Klickst du erneut auf das Feld, wird es mit Ausrichtung nach { $direction } gesetzt (der hervorgehobene Pfeil).
pyrga-tray-owner = Steine von { $seat }
pyrga-tray-label = Steine von { $seat } im Vorrat

## Around the Shifting Chess board (src/ui/boards/shifting)

shifting-gap = Lücke
shifting-boulder = Felsblock
shifting-tile = Megafeld { $tile }
shifting-that-slot = Dieser Platz
shifting-clockwise = im Uhrzeigersinn
shifting-counter = gegen den Uhrzeigersinn
shifting-with = mit { $tile }
shifting-cannot-use = { $tile } kann nicht verwendet werden: { $why }.
shifting-tile-refused = { $tile }: { $why }
shifting-instruction-swap = Wähle zwei benachbarte Megafelder zum Tauschen.
shifting-instruction-rotate = Wähle ein Megafeld, dann die Drehrichtung.
shifting-instruction-slide = Wähle ein Megafeld, dann eine Richtung (per Schaltfläche oder Klick auf den Nachbarplatz); bis zu zwei Megafelder davor werden mitgeschoben.
shifting-instruction-void = Wähle ein Megafeld ohne König; es wird bis zur nächsten gezogenen Karte vom Brett abgehoben.
shifting-step-swap = Wähle jetzt den umrandeten Nachbarn zum Tausch mit { $tile }; schattierte gehen nicht (tippe einen an, um zu sehen, warum).
shifting-step-direction = Wähle jetzt die Richtung.
shifting-step-tiles = Umrandete Megafelder sind wählbar, schattierte nicht (tippe eines an, um zu sehen, warum).
shifting-no-cards = Keine Karten in dieser Partie
shifting-card-next = { $turns ->
    [one] Karte nach diesem Zug
   *[other] Karte in { $turns } Zügen
}
shifting-drawing = Karte wird gezogen…
shifting-drew = { $seat } hat die Karte „{ $card }“ gezogen
shifting-in-check = { $seat } steht im Schach.
shifting-rotate-cw = ↻ Im Uhrzeigersinn
shifting-rotate-ccw = ↺ Gegen den Uhrzeigersinn
shifting-slide-north = ↑ Norden
shifting-slide-east = → Osten
shifting-slide-south = ↓ Süden
shifting-slide-west = ← Westen
shifting-direction = Richtung
shifting-applies = { $seat } wendet diese Karte an.
shifting-no-effect = Diese Karte hat keine erlaubte Anwendung: Sie bleibt ohne Wirkung.
shifting-continue = Weiter
shifting-preview = Vorschau:
shifting-apply = Anwenden
shifting-cards = Karten
shifting-deck = Deck
shifting-discard = Ablagestapel
shifting-promotion = Umwandlung
shifting-promote-to = Umwandeln in
shifting-promote-to-piece = In { $piece } umwandeln
shifting-voided-title = Megafeld { $tile } ist entrückt; es kehrt zurück, wenn die nächste Karte gezogen wird
shifting-zoom-hint = Tippe auf das Brett, um es zu vergrößern.
# apply-* are reasons in lower case; the app capitalises them and adds the full stop.
apply-no-card-drawn = keine Karte wartet auf ihre Anwendung
apply-not-the-drawn-card = anzuwenden ist die Karte „{ $card }“
apply-no-tile = dort liegt kein Megafeld
apply-voided = das entrückte Megafeld kann sich nicht bewegen, bis die nächste Karte gezogen wird
apply-not-adjacent = die Megafelder sind nicht benachbart
apply-their-king = ein Megafeld mit dem gegnerischen König kann nicht getauscht werden
apply-holds-king = ein Megafeld mit einem König kann nicht entrückt werden
apply-off-board = es würde ein Megafeld vom Brett schieben
apply-too-many-tiles = eine Verschiebung schiebt höchstens zwei Megafelder vor sich her
apply-into-void-spot = es würde ein Megafeld auf den Platz des entrückten Megafelds bewegen
apply-exposes-king = es würde deinen König einem Angriff aussetzen
apply-has-effect = die Karte hat eine erlaubte Anwendung und muss daher angewendet werden
apply-no-legal-use = keine Anwendung auf dieses Megafeld ist erlaubt

## Around the Chirality board (src/ui/boards/chirality)

chirality-active-phase = Aktive Phase
chirality-response-phase = Antwortphase
chirality-throne-tile = { $tile } (Thronfeld)
chirality-thick-tile = { $tile } (dickes Feld)
chirality-thin-tile = { $tile } (dünnes Feld)
# { $star } is chirality-the-throne or chirality-star-by (both masculine: "am Thron",
# "am Stern bei F3"), or in chirality-moat-of / -deep-moat-of also chirality-star.
chirality-moat-of-garrison = Graben seiner Garnison am { $star }
chirality-attacker = { $count ->
    [one] { $seat } mit 1 Quelle ({ $sources })
   *[other] { $seat } mit { $count } Quellen ({ $sources })
}
chirality-fell = Der Stein von { $seat } auf { $tile } fiel durch { $attackers }.
chirality-the-throne = Thron
chirality-star-by = Stern bei { $tile }
chirality-captured-count = { $count ->
    [one] 1 Stein geschlagen.
   *[other] { $count } Steine geschlagen.
}
chirality-eliminated = { $seat } scheidet aus.
chirality-summary-throne = Thron vervollständigt
chirality-summary-captures = { $count ->
    [0] kein Schlag
    [one] 1 Schlag
   *[other] { $count } Schläge
}
chirality-summary-eliminated = { $summary }, { $seat } ausgeschieden
chirality-log-entry = { $seat } { $move }: { $summary }
chirality-throne-ends = Der Zug hat den Thron vervollständigt: Die Partie endet vor jedem Schlagen.
chirality-no-captures = Kein Stein geschlagen.
chirality-capture-line = { $phase }: { $capture }
chirality-previous = ◀ Zurück
chirality-next = Weiter ▶
chirality-capture-of = Schlag { $number } von { $total }
chirality-eliminated-list = Ausgeschieden: { $seats }.
chirality-captures-label = Schläge der letzten Züge
chirality-last-turns = Letzte Züge
chirality-turn-shown = Zug von { $seat }: { $move }
chirality-threat = Stein von { $seat } auf { $tile }: angegriffen von { $attackers }
chirality-threats = Bedrohungen
chirality-threats-hint = Marken: die Zahl der Angriffsquellen jedes angreifenden Spielers. Ein Stein auf einem dicken Feld fällt durch zwei Quellen, auf einem dünnen Feld oder einem Thronfeld durch eine. Eingekreiste Steine sind in Gefahr.
chirality-no-danger = Kein Stein ist in Gefahr.
chirality-tile-piece = Stein von { $seat }
chirality-throne = Thron
chirality-star = Stern { $name }
chirality-part-of = Teil von { $star }
chirality-moat-of = Graben am { $star }
chirality-deep-moat-of = Tiefer Graben am { $star }
chirality-gate = Tor { $number }
chirality-rim = Rand
chirality-thick = Dick
chirality-thin = Dünn
chirality-tile-label = { $tile }: { $features }
chirality-tray-eliminated = ausgeschieden
chirality-tray-counts = { $board } auf dem Brett · { $reserve } in Reserve · { $lost } verloren
chirality-players = Spieler und Reserven
chirality-place-start = Setze deinen ersten Stein auf ein hervorgehobenes Torfeld.
chirality-cancel-muster = Rekrutierung abbrechen
chirality-muster = Aus der Reserve rekrutieren ({ $count })
chirality-muster-hint = Wähle ein hervorgehobenes Torfeld. Mit R markierte Felder erreichst du nur durch Fernrekrutierung (über deine innere Garnison).
chirality-no-muster-over = Die Partie ist beendet.
chirality-no-muster-placing = Aufstellung C: Zuerst setzt jeder seinen ersten Stein.
chirality-no-muster-chance = Niemand ist am Zug.
chirality-no-muster-reserve = Du hast keine Steine in Reserve.
# { $gates } (chirality-no-gate / -gates-taken) always follows the colon, so it starts with a
# capital; { $garrison } (chirality-no-garrison / -garrison-blocked) follows "und".
chirality-no-muster = Rekrutieren ist jetzt nicht möglich: { $gates }, und { $garrison }.
chirality-no-gate = Du besetzt kein Torfeld
chirality-gates-taken = Alle Felder der Tore, die du besetzt, sind belegt
chirality-no-garrison = du hast keine innere Garnison für eine Fernrekrutierung
chirality-garrison-blocked = jedes Tor, das deine innere Garnison erreicht, hat einen gegnerischen Stein oder kein leeres dickes Feld
chirality-board = Chirality-Brett
chirality-board-named = Chirality-Brett { $board }

## Zooming a board (src/ui/boards)

zoom = Zoom
zoom-out = Verkleinern
zoom-in = Vergrößern
whole-board = Ganzes Brett
whole-board-label = Das ganze Brett zeigen
minimap-label = Ganzes Brett (der Rahmen zeigt den sichtbaren Ausschnitt)

## The play page's panels: share, analysis (src/ui/widgets)

share = Teilen
share-title = Rosette: dein Zug
share-no-link = Kein Link: { $why }
share-game-copied = Kopiert. Wer den Link öffnet, sieht diese Partie.
share-position-copied = Kopiert. Wer den Link öffnet, kann ab dieser Stellung spielen.
share-move-sent = Schick ihn deinem Gegner. Öffnest du seine Antwort, geht diese Partie weiter.
share-move-copied = Kopiert: Schick ihn deinem Gegner. Öffnest du seine Antwort, geht diese Partie weiter.
share-game-link = Der Link zu dieser Partie.
share-send-move = Zug senden
share-send-move-hint = Spielst du per Link? Sende die Partie nach deinem Zug.
share-deck-known = Beide Geräte wissen, welche Karten als Nächstes kommen
share-deck-note = Beim Spiel per Link ergibt sich die Reihenfolge des Decks aus dem Seed der Partie, den der Link enthält. Jeder Spieler könnte vorausschauen; jede gezogene Karte ist die nächste des Decks, nie eine Wahl.
share-copy-game = Partielink kopieren
share-copy-position = Stellungslink kopieren
share-qr = QR-Code
share-at-move = Link zu diesem Zug
share-at-move-title = Der Partielink öffnet die Partie bei dem Zug, der auf dem Brett zu sehen ist
share-link = Link
analysis = Analyse
analysis-evaluate = Partie bewerten
analysis-evaluate-title = Die KI fragen, wie jede Stellung der Partie steht (eine kurze Suche pro Stellung)
analysis-progress = Stellung { $number } von { $total }…
analysis-stop = Stopp
analysis-stale = Die Partie hat sich seit der Bewertung geändert: Bewerte sie erneut, um den Rest zu sehen.
eval-even = ausgeglichen
eval-move = Zug { $ply } ({ $move })
eval-start = Anfangsstellung
eval-none = Bewertungsgrafik: noch keine Stellung bewertet.
eval-summary = { $count ->
    [one] Bewertungsgrafik von { $count } Stellung. { $at }: { $value }.
   *[other] Bewertungsgrafik von { $count } Stellungen. { $at }: { $value }.
}
eval-never-ahead = { $seat } lag nie vorn.
eval-largest-lead = Größter Vorsprung von { $seat }: +{ $lead }, { $at }.
eval-not-yet = { $at }: noch nicht bewertet
eval-above-below = Über der Linie: { $above } vorn. Darunter: { $below } vorn.
eval-slider = Bewertungsgrafik: angezeigter Zug
chirality-show-threats = Bedrohungen anzeigen

## Live play (src/ui/live)

live-waiting = Warte auf deinen Freund…
live-connected = Mit deinem Freund verbunden
live-relayed = { $status } (über einen Relay-Server)
live-interrupted = Verbindung unterbrochen: Warte auf ihre Wiederherstellung…
live-reconnecting = Nicht mit deinem Freund verbunden
live-no-path = Deine Geräte konnten einander nicht erreichen
live-expired = Die Einladung ist abgelaufen: Innerhalb von { $minutes } Minuten kam keine Antwort
live-refused = Nicht verbunden. { $why }
live-no-path-why = Manche Router (in Büros, Schulen, manchen Haushalten) und die meisten Mobilfunknetze lassen keine direkte Verbindung zwischen zwei Geräten zu; ein TURN-Server kann die Verbindung für sie weiterleiten. Du kannst per Link weiterspielen: Du schickst jeden Zug als Link.
live-reconnecting-why = Ein Handy, das in den Ruhezustand geht oder das Netz wechselt, verliert die Verbindung. Züge aus der Zwischenzeit bleiben erhalten und werden gesendet, sobald die Verbindung wieder steht.
live-asks-undo = Dein Freund möchte seinen letzten Zug zurücknehmen.
live-offers-draw = Dein Freund bietet Remis an.
live-offers-rematch = Dein Freund bietet noch eine Partie an.
live-said-connected = Mit deinem Freund verbunden.
live-said-damaged = Eine beschädigte Nachricht vom Gerät deines Freundes wurde abgewiesen.
live-said-before-hello = Eine Nachricht kam an, bevor sich das Gerät deines Freundes gemeldet hatte; sie wurde ignoriert.
live-said-undo-agreed = Dein Freund ist einverstanden: Die Züge werden zurückgenommen.
live-said-undo-declined = Dein Freund hat die Zugrücknahme abgelehnt.
live-said-draw-agreed = Remis vereinbart.
live-said-draw-declined = Dein Freund hat das Remis abgelehnt.
live-said-rematch-agreed = Dein Freund ist einverstanden: Eine neue Partie beginnt.
live-said-rematch-declined = Dein Freund möchte keine weitere Partie.
live-said-both-rematch = Ihr wolltet beide noch eine Partie: Sie beginnt.
live-said-resigned = Dein Freund hat aufgegeben.
live-said-bad-resignation = Das Gerät deines Freundes hat eine Aufgabe gesendet, die nicht zur Partie passt; sie wurde ignoriert.
live-said-diverged-theirs = Die beiden Geräte haben diese Partie ab Zug { $move } unterschiedlich gespielt. Die Version deines Freundes geht weiter; die dieses Geräts bleibt in deinen Spielständen erhalten.
live-said-diverged-mine = Die beiden Geräte haben diese Partie ab Zug { $move } unterschiedlich gespielt. Die Version dieses Geräts geht weiter.
# { $why } is a live-refusal-* reason (lower case), or live-refusal-because.
live-said-they-refused = Das Gerät deines Freundes hat Zug { $move } abgewiesen: { $why }.
live-said-refused-theirs = Das Gerät deines Freundes hat { $text } als Zug { $move } gesendet; der Zug wurde abgewiesen: { $why }.
live-refusal-holds = dieses Gerät hat bereits { $held } als Zug { $move }
live-refusal-not-your-turn = du bist hier nicht am Zug
live-refusal-not-legal = der Zug ist hier nicht erlaubt
live-refusal-because = { $refusal } ({ $why })
live-said-cannot-play = Das Gerät deines Freundes kann nicht mit diesem Gerät spielen.
live-said-friends-turn = Dein Freund ist am Zug.
live-said-move-impossible = Dieser Zug ist nicht möglich: { $why }.
live-said-nothing-to-take-back = Es gibt keinen Zug von dir, den du zurücknehmen könntest.
live-said-cannot-resign = Die Partie kann nicht aufgegeben werden: { $why }.
live-said-no-draw = In dieser Partie kann jetzt kein Remis angeboten werden.
live-said-finish-first = Beende diese Partie, bevor du eine weitere anbietest.
live-said-nothing-asked = Dein Freund hat nichts gefragt.
live-said-not-connected = Warte, bis dein Freund verbunden ist.
live-said-rematch-failed = Die neue Partie kann nicht eingerichtet werden: { $why }.
live-said-by-link = Ab jetzt wird per Link gespielt: Sende deinen Zug jeweils mit „Zug senden“ (unter „Teilen“); öffnest du den Link deines Freundes, geht diese Partie weiter.
live-said-other-game = Diese Einladung gilt für eine andere Partie.
live-said-invitation-unplayable = Die Partie aus der Einladung kann nicht gespielt werden: { $why }.
live-mismatch-version = Das Gerät deines Freundes spricht Version { $theirs } des Live-Protokolls, dieses Gerät Version { $ours }: Lade beide Seiten neu, damit auf beiden dasselbe Rosette läuft.
live-mismatch-build = Auf dem Gerät deines Freundes läuft ein anderer Build von Rosette ({ $theirs }, auf diesem { $ours }): Lade beide Seiten neu, damit auf beiden dieselbe Version läuft.
live-mismatch-another-game = Das Gerät deines Freundes hat eine andere Partie geöffnet.
live-mismatch-claims-my-seat = Das Gerät deines Freundes will { $seat } spielen, aber das spielt schon dieses Gerät.
live-mismatch-nobody-plays = Niemand würde { $seat } spielen.
live-mismatch-no-such-seat = Das Gerät deines Freundes beansprucht einen Platz, den es in dieser Partie nicht gibt.
live-mismatch-does-not-replay = Die Partie deines Freundes lässt sich hier nicht nachspielen: { $why }.
# invite-*, offer-*, ice-* (lower case) fill { $why } here and in similar sentences.
live-link-unusable = Dieser Live-Link kann nicht verwendet werden: { $why }.
live-no-answer-made = Es konnte keine Antwort erstellt werden: { $why }.
live-answer-elsewhere = Diese Seite hat keine Einladung erstellt, die auf diese Antwort wartet; die Antwort wurde an deine anderen Tabs weitergegeben, und der Tab mit der Einladung stellt die Verbindung her. Andernfalls erstelle eine neue Einladung.
live-answer-unusable = Die Antwort konnte nicht verwendet werden: { $why }.
live-site-servers-unusable = Die live.json der Website kann nicht verwendet werden ({ $why })
live-own-server-invalid = Der Server unter „Live-Spiel über Netzwerkgrenzen hinweg“ ist ungültig ({ $why })
invite-too-long = dieser Live-Link ist zu lang
invite-not-live = das ist weder eine Live-Einladung noch eine Antwort darauf
invite-other-version = dieser Live-Link stammt von einer anderen Version von Rosette oder ist abgeschnitten
invite-answer-no-game = die Antwort nennt keine Partie
invite-game = die Partie der Einladung: { $why }
invite-no-game = die Einladung enthält keine Partie
invite-seats-damaged = die Plätze in der Einladung sind beschädigt
invite-servers = die Server der Einladung: { $why }
invite-offer = das Verbindungsangebot im Link ist beschädigt
offer-no-address = der Browser hat keine Netzwerkadresse gefunden, die er anbieten könnte
offer-incomplete = das Verbindungsangebot des Browsers ist unvollständig
live-no-offer = der Browser hat kein Verbindungsangebot erstellt
live-browser-refused = der Browser hat die Verbindung abgelehnt ({ $why })
ice-not-config = es ist kein JSON-Objekt mit einer Liste „iceServers“ ({ $why })
ice-scheme = { $url } muss mit stun: oder turn: beginnen
ice-host = der Hostname von { $url } ist ungültig
ice-needs-login = { $url } ist ein TURN-Server und braucht Zugangsdaten: turn:benutzer:passwort@host
ice-login = gib TURN-Zugangsdaten in der Form turn:benutzer:passwort@host an
ice-damaged = { $url } ist beschädigt
ice-not-stored = die Server konnten nicht gespeichert werden ({ $why })
live-reconnect = Neu verbinden
live-reconnect-title = Eine neue Einladung zu dieser Partie erstellen: Dein Freund öffnet sie, und die Partie geht weiter
live-continue-by-link = Per Link weiterspielen
live-continue-by-link-title = Diese Partie weiterspielen, indem du nach jedem Zug einen Link schickst
live-play = Live-Spiel
live-start = Live gegen einen Freund spielen
live-accept = Annehmen
live-decline = Ablehnen
live-invitation-intro = Schick diese Einladung an deinen Freund (als Link oder QR-Code). Sie bleibt { $minutes } Minuten gültig, solange diese Seite geöffnet bleibt. Sein Gerät zeigt dann eine Antwort: Öffne sie hier oder füge sie unten ein.
live-answer-intro = Schick diese Antwort jetzt an deinen Freund zurück: Er öffnet sie oder fügt sie auf seinem Gerät ein, und die beiden Geräte suchen einander.
live-link = Live-Link
live-paste = Antwort deines Freundes einfügen
live-answer = Antwort deines Freundes
live-connect = Verbinden
live-ask-undo = Zugrücknahme erbitten
live-offer-draw = Remis anbieten
live-another-game = Noch eine Partie
live-new-invitation = Neue Einladung
live-leave = Live-Spiel verlassen
live-saved = Gespeichert.
live-not-saved = Nicht gespeichert: { $why }.
live-stun = Um einen Weg zwischen zwei Haushalten zu finden, fragt jedes Gerät einen STUN-Server (den der Website, eingetragen in live.json) nach seiner öffentlichen Adresse: Dieser Server sieht deine Adresse, aber nichts von deiner Partie.
live-local-only = Nur in diesem Netzwerk (ohne Server)
live-across = Live-Spiel über Netzwerkgrenzen hinweg
live-turn-note = Hinter strengen Routern leitet ein TURN-Server die Partie weiter. Dein eigener Server, zusätzlich zu dem der Website: stun:host:port oder turn:benutzer:passwort@host:port.
live-ice = STUN- oder TURN-Server
live-save = Speichern
live-share-turn = Meine TURN-Zugangsdaten in Einladungen mitsenden (dann kann mein Freund meinen TURN-Server nutzen)

## The saves page (src/ui/pages/saves.rs)

size-bytes = { $count } Byte
size-kilobytes = { $size } kB
size-megabytes = { $size } MB
saves-title = Gespeicherte Partien
saves-lede = Partien speichern sich beim Spielen von selbst. Mit „Kopie speichern“ auf der Seite einer Partie behältst du eine Kopie; exportiere alle in eine Datei, um sie in einen anderen Browser zu übertragen.
saves-export-all = Alle exportieren
saves-import = Aus Datei importieren
saves-none = Noch keine gespeicherten Partien.
saves-game = { $game }-Partie
saves-copy-name = { $name }, Kopie bei Zug { $moves } ({ $date })
saves-human = Mensch
saves-ai = KI ({ $level })
saves-versus = { $first } gegen { $second }
saves-no-file = es konnte keine Datei erstellt werden
saves-no-link = kein Link
saves-imported = { $count ->
    [one] 1 gespeicherte Partie importiert.
   *[other] { $count } gespeicherte Partien importiert.
}
saves-already = { $count ->
    [one] 1 Partie war bereits vorhanden und wurde übersprungen.
   *[other] { $count } Partien waren bereits vorhanden und wurden übersprungen.
}
saves-cannot-open = die Partie konnte nicht geöffnet werden
saves-exported = Exportiert.
saves-nothing-imported = Es wurde nichts importiert: { $why }
saves-space = Deine Partien belegen in diesem Browser { $total }: aktuelle Partien { $current }, benannte Spielstände { $named }, unbenannte Spielstände und vorherige Partien { $unnamed }, beschädigte Kopien { $damaged }. Jede neue Partie und jeder geöffnete Link bewahrt die vorherige Partie hier auf; über { $keep } unbenannte hinaus werden die ältesten zum Löschen angeboten (gib einem Spielstand einen Namen, um ihn dauerhaft zu behalten).
# English has no choice in saves-free-confirm, saves-deleted, saves-free and saves-details;
# German needs one for the singular ("1 alter Spielstand", "1 Zug").
saves-free-confirm = { $count ->
    [one] Den ältesten unbenannten oder beschädigten Spielstand löschen, der als „zum Löschen angeboten“ markiert ist?
   *[other] Die { $count } ältesten unbenannten oder beschädigten Spielstände löschen, die als „zum Löschen angeboten“ markiert sind?
}
saves-deleted = { $count ->
    [one] 1 alter Spielstand gelöscht.
   *[other] { $count } alte Spielstände gelöscht.
}
saves-free = { $count ->
    [one] { $size } freigeben (den ältesten, unten markierten Spielstand löschen)
   *[other] { $size } freigeben (die { $count } ältesten, unten markierten Spielstände löschen)
}
saves-storage = Speicherplatz
saves-not-saving = Partien werden nicht gespeichert ({ $why }). Lösche Spielstände, die du nicht mehr brauchst, und spiel dann weiter: Beim nächsten Speichern wird es erneut versucht.
saves-not-stored = Nicht gespeichert: { $why }.
saves-offered = zum Löschen angeboten
saves-delete-confirm = Diese gespeicherte Partie löschen?
saves-damaged = Beschädigter Spielstand
saves-damaged-why = { $why } — unverändert aufbewahrt, damit nichts verloren geht. { $size }
saves-export = Exportieren
saves-delete = Löschen
saves-details = { $moves ->
    [one] { $game } · { $moves } Zug · { $players } · { $date } · { $size }
   *[other] { $game } · { $moves } Züge · { $players } · { $date } · { $size }
}
saves-hints = Genutzte Tipps: { $count }
saves-current = aktuelle Partie
saves-name = Name
saves-name-placeholder = Partie benennen
saves-rename = Umbenennen
saves-open = Öffnen

## The position editors (src/ui/editors)

edit-title = { $game }: Stellung aufbauen
edit-position-refused = Diese Stellung kann nicht verwendet werden: { $why }.
edit-step-draw = In der laufenden Partie muss noch eine Karte gezogen werden
edit-step-use = In der laufenden Partie muss die gezogene Karte „{ $card }“ noch angewendet werden
edit-step-placing = In der laufenden Partie werden noch die Startsteine von Aufstellung C gesetzt
edit-opens-earlier = { $count ->
    [one] { $step }. Diesen Zwischenschritt kann der Editor nicht darstellen, daher öffnet er die letzte Stellung davor, 1 Zug zurück (ohne { $moves }). Die laufende Partie bleibt unverändert.
   *[other] { $step }. Diesen Zwischenschritt kann der Editor nicht darstellen, daher öffnet er die letzte Stellung davor, { $count } Züge zurück (ohne { $moves }). Die laufende Partie bleibt unverändert.
}
edit-opens-stand-in = { $step }. Diesen Zwischenschritt kann der Editor nicht darstellen, daher öffnet er die Stellung { $kept }. Die laufende Partie bleibt unverändert.
edit-stand-in-card = ohne die Karte und mit der anderen Seite am Zug
edit-stand-in-placing = mit den noch zu setzenden Steinen auf dem ersten Feld, das das Tor des jeweiligen Spielers bietet
edit-rules = Regeln
edit-setup = Aufstellung
edit-legal = Erlaubte Stellung.
edit-over = Erlaubt, aber die Partie ist bereits beendet: { $reason }
edit-not-legal = { $count ->
    [one] Nicht erlaubt (1 Grund):
   *[other] Nicht erlaubt ({ $count } Gründe):
}
edit-play = Ab hier spielen
edit-copy-link = Stellungslink kopieren
edit-position-link = Stellungslink
edit-position-text = Stellung als Text
edit-load-label = Zu ladende Stellung
edit-load-placeholder = Stellung einfügen
edit-load = Laden
edit-back = Zurück zur Partie
# edit-fewer / edit-more label the − and + buttons of a counter; { $what } is its label.
edit-fewer = weniger: { $what }
edit-more = mehr: { $what }
edit-side = Am Zug
edit-eraser = Radierer
edit-clear = Brett leeren
edit-start = Anfangsstellung
# The palettes of Pyrga (Steine), Chiron and Shifting Chess (Figuren) share these two labels.
edit-white-pieces = Figuren von Weiß
edit-black-pieces = Figuren von Schwarz
edit-tools = Werkzeuge
edit-empty = leer
edit-pyrga-board = Pyrga-Brett (Stellungseditor)
edit-pyrga-hint = Wähle einen Stein und klicke dann auf Felder, um ihn dorthin zu setzen (erneut klicken nimmt ihn zurück). Der zuletzt gesetzte Stein bestimmt, wo der nächste Spieler setzen muss.
edit-turn-triangle = Dreieck drehen
edit-mark-last = Als zuletzt gesetzt markieren
edit-holds = { $seat } hat im Vorrat: { $pieces }
edit-in-hand = { $count } × { $shape }
edit-placed-last = Zuletzt gesetzt: { $shape } auf { $cell }.
edit-placed-last-triangle = Zuletzt gesetzt: Dreieck auf { $cell }, nach { $direction } ausgerichtet.
edit-none-last = Kein Stein ist als zuletzt gesetzt markiert.
edit-chiron-board = Chiron-Brett (Stellungseditor)
edit-chiron-hint = Wähle eine Figur und klicke dann auf Felder, um sie dorthin zu stellen (erneut klicken entfernt sie).
edit-opening = Anfangsstellung
edit-phoenixes-held = Phönixe in der Hand von { $seat }
edit-flipped-ants = gewendete Ameisen im Vorrat von { $seat }
edit-pools = Jeder Vorrat enthält die Figuren, die auf dem Brett fehlen:
edit-pools-none = keine
edit-chirality-board = Chirality-Brett (Stellungseditor)
edit-player = { $seat } (Spieler { $number })
edit-over-set = { $reserve } ({ $count } zu viel)
edit-captured = { $reserve } ({ $count } geschlagen)
edit-reserve = Reserve von { $seat }
edit-board = Brett
edit-board-r1 = R1 (160 Felder)
edit-board-r2 = R2 (300 Felder)
edit-players = Spieler
edit-table-hint = Wer Brett oder Spielerzahl ändert, beginnt mit der Anfangsstellung dieses Tisches.
edit-chirality-hint = Wähle einen Spieler und klicke dann auf Felder, um dort einen Stein hinzusetzen (erneut klicken entfernt ihn).
edit-players-pieces = Steine der Spieler
edit-to-move = Am Zug
# { $piece } is piece-of ("Springer (Weiß)").
edit-moved = { $piece }, gezogen
edit-shifting-board = Shifting-Chess-Brett (Stellungseditor)
edit-shifting-hint = Wähle eine Figur oder ein Werkzeug und klicke dann auf das Brett. Megafelder nehmen ihre Felder mit, wenn sie bewegt, gedreht oder entrückt werden.
edit-boulder = Felsblock
edit-square-tools = Werkzeuge für Felder
edit-tile-tools = Werkzeuge für Megafelder
edit-moved-mark = Als gezogen markieren
edit-en-passant = En passant
edit-move-tile = Megafeld bewegen
edit-rotate-tile = Megafeld drehen
edit-void-tile = Megafeld entrücken
edit-pick-tile = Klicke ein Megafeld an, um es aufzunehmen.
edit-put-tile = Klicke jetzt den Platz an, auf den es soll (liegt dort ein Megafeld, tauschen die beiden die Plätze).
edit-moved-hint = Ein als gezogen markierter König oder Turm kann nicht mehr rochieren; ein gezogener Bauer darf keinen Doppelschritt mehr machen.
edit-moves-made = Gespielte Züge
edit-quiet-moves = Züge seit Schlag oder Bauernzug
edit-en-passant-square = En-passant-Feld: { $square }.
edit-no-en-passant = Kein En-passant-Feld.
edit-cards = Karten
edit-distortion-cards = Verzerrungskarten
edit-fresh-deck = Neues Deck
edit-deck-note = Bis ein neues Deck gemischt wird, gilt das Deck der Stellung, mit der der Editor begonnen hat.
edit-pyrga-too-many = { $seat } hat { $count } × { $shape } auf dem Brett; das Spielmaterial enthält nur { $set }.
edit-triangle-off = Das Dreieck auf { $cell } weist vom Brett hinaus.
edit-pyrga-wrong-turn = { $count ->
    [one] Bei 1 gesetzten Stein muss { $seat } am Zug sein (Weiß setzt zuerst).
   *[other] Bei { $count } gesetzten Steinen muss { $seat } am Zug sein (Weiß setzt zuerst).
}
edit-last-not-marked = Markiere den zuletzt gesetzten Stein: Er zeigt dem nächsten Spieler, wo er setzen muss.
edit-last-not-on-board = Der als zuletzt gesetzt markierte Stein ist nicht auf dem Brett.
edit-last-by-side = Der zuletzt gesetzte Stein muss von { $seat } sein, da { $mover } am Zug ist.
edit-too-many-kings = { $seat } hat { $count } Könige.
edit-too-many-ants = { $seat } hat { $count } Ameisen auf dem Brett; das Spielmaterial enthält nur 8.
# { $piece } is a chiron-* name ("linkshändige Krabbe"), so "solche Figur" avoids its gender.
edit-handed-repeated = { $seat } hat { $count } × { $piece } auf dem Brett; das Spielmaterial enthält nur eine solche Figur.
edit-no-kings = Keiner der beiden Spieler hat einen König.
edit-moved-without-king = { $seat } hat keinen König, hat aber gerade gezogen (eine Seite ohne König hat verloren).
edit-phoenix-count = { $count ->
    [one] Auf dem Brett und in den Händen ist { $count } Phönix; im Spiel gibt es genau 2.
   *[other] Auf dem Brett und in den Händen sind { $count } Phönixe; im Spiel gibt es genau 2.
}
edit-too-many-pieces = { $seat } hat mehr Steine, als das Spielmaterial enthält ({ $set }): { $board } auf dem Brett und { $reserve } in Reserve.
edit-not-playing = { $seat } hat Steine auf dem Brett, spielt aber nicht mit.
edit-fewer-than-two = Weniger als zwei Spieler haben noch Steine, die Partie wäre also beendet.
edit-to-move-no-pieces = { $seat } ist am Zug, hat aber keine Steine mehr.
edit-holds-throne = { $seat } besetzt den ganzen Thron, die Partie wäre also beendet.
edit-no-king = { $seat } hat keinen König.
edit-king-voided = Auf dem entrückten Megafeld steht ein König; ein König kann nicht entrückt werden.
edit-unpromoted-pawn = Der Bauer auf { $square } hat seine Umwandlungszone erreicht und hätte umwandeln müssen.
edit-halfmove-exceeds = Die Züge seit Schlag oder Bauernzug übersteigen die gespielten Züge.
edit-en-passant-not-empty = Das En-passant-Feld { $square } ist kein leeres Landfeld.
edit-en-passant-no-pawn = Direkt hinter dem En-passant-Feld { $square } steht kein als gezogen markierter Bauer von { $seat }.
edit-not-to-move-in-check = { $seat } ist nicht am Zug, steht aber im Schach.

## The boards page (src/ui/pages/boards.rs)

boards-clause-1 = Bedingung 1 (ein Stern in der Mitte)
boards-clause-2 = Bedingung 2 (genau zwei volle Ringe)
boards-clause-3 = Bedingung 3 (zwei gegenüberliegende Tore)
boards-clause-4 = Bedingung 4 (ein zusammenhängendes, unzerschnittenes Stück)
boards-bad-radius = Der Radius muss eine Zahl von { $min } bis { $max } sein, nicht „{ $text }“.
boards-no-board = Kein Brett: { $why }.
boards-board-label = Chirality-Brett { $board }: { $tiles } Felder
boards-r1 = R1 (kompakt)
boards-r2 = R2 (Standard)
boards-custom = Eigene Scheibe
boards-title = Chirality-Bretter
boards-lede = Chirality wird auf einer Scheibe aus Penrose-Rauten gespielt. Wähle ein Brett, schalte Einblendungen ein und klicke auf ein Feld, um seine Nachbarn zu sehen.
boards-board = Brett
boards-overlays = Einblendungen
boards-moats = Gräben
boards-deep-moats = Tiefe Gräben
boards-rings = Ringe
boards-gates = Tore
boards-tile-names = Feldnamen
boards-neighbours = Nachbarn des gewählten Feldes
# boards-halves is followed by a list of Stars ("Stern A-1"): the half of the board on that Star's side.
boards-halves = Bretthälfte von
boards-half-star = Stern, dessen Bretthälfte gezeigt wird
boards-built = { $board } in { $ms } ms aufgebaut
boards-first-build = (in diesem Browser, erster Aufbau).
boards-rules = Chirality-Regeln
boards-tiling = Parkettierung
boards-ten-thin = zehn dünne Felder (wie R2)
boards-five-thin = fünf dünne Felder (wie R1)
boards-radius = Radius
boards-radius-slider = Radius-Schieberegler
# The radius box reads numbers with a decimal point, so the hint keeps 8.58 (not 8,58).
boards-radius-hint = Felder, deren Mittelpunkt innerhalb des Radius liegt (in Kantenlängen, { $min }–{ $max }). Erlaubte Scheiben: etwa 8.58–11.84 (zehn dünne Felder) oder 8.68–9.30 (fünf dünne Felder).
boards-players = Spieler
# { $tiling } is the untranslated name "ten-thin" or "five-thin".
boards-stats = { $board }: { $tiles } Felder ({ $thick } dick, { $thin } dünn), { $stars } Sterne, { $gates } Tore, Parkettierung „{ $tiling }“.
boards-legal = ✓ Ein erlaubtes Chirality-Brett.
boards-not-legal = Kein erlaubtes Chirality-Brett:
boards-legal-for = ✓ Erlaubt für { $count } Spieler.
boards-not-for = ✗ Nicht für { $count } Spieler: { $why }.
boards-select-tile = Wähle ein Feld (klicke es an, oder springe mit Tab ins Brett, bewege dich mit den Pfeiltasten und drücke die Eingabetaste).
# English has no choice in boards-edge-neighbours / -corner-neighbours; German needs one for 1.
boards-edge-neighbours = { $count ->
    [one] 1 Kantennachbar: { $tiles }
   *[other] { $count } Kantennachbarn: { $tiles }
}
boards-corner-neighbours = { $count ->
    [one] 1 weiterer Eckennachbar ({ $all } insgesamt): { $tiles }
   *[other] { $count } weitere Eckennachbarn ({ $all } insgesamt): { $tiles }
}
boards-legend = Legende
boards-legend-thick = Dickes Feld (72°/108°)
boards-legend-thin = Dünnes Feld (36°/144°)
boards-legend-throne = Thron: der Stern in der Mitte
boards-legend-star = Stern: fünf dicke Felder, die sich in einem Punkt treffen
boards-legend-moat = Graben: dünne Felder, die eine Kante mit einem Stern teilen
boards-legend-gate = Tor: eine Reihe von Randfeldern, auf die Steine rekrutiert werden
boards-legend-edge = Kantennachbar des gewählten Feldes
boards-legend-corner = Nachbar des gewählten Feldes nur über eine Ecke
boards-zoom-hint = Zoome mit dem Mausrad, mit zwei Fingern oder mit + und −; verschiebe durch Ziehen oder mit Umschalt+Pfeiltasten; 0 zeigt das ganze Brett. Auf dem Brett bewegen die Pfeiltasten von Feld zu Feld.

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
piece-knight = Springer
piece-bishop = Läufer
piece-queen = Dame

## Keeping games, opening links, other notices (src/ui/storage, src/ui/pages/play_link.rs)

# The lower-case storage-* reasons follow "nicht gespeichert (…)"-like frames (save-problem,
# saves-not-saving, …); the storage-damaged-* and storage-other-tab-failed ones are sentences.
storage-unavailable = dieser Browser erlaubt kein Speichern (localStorage ist ausgeschaltet)
storage-full = der Speicher des Browsers für diese Seite ist voll
storage-refused = der Browser hat das Speichern abgelehnt ({ $why })
storage-not-read-back = das Geschriebene ließ sich nicht zurücklesen
storage-other-tab-not-kept = die Partie, die ein anderer Tab gespeichert hatte, konnte nicht zuerst aufbewahrt werden ({ $why })
storage-damaged-not-moved = ein beschädigter Spielstand belegt den Speicherslot dieser Partie und konnte nicht beiseitegelegt werden ({ $why })
storage-slot-changed = der Speicherslot hat sich beim Speichern geändert; versuch es noch einmal
storage-damaged-kept-aside = Deine gespeicherte Partie konnte nicht gelesen werden ({ $why }). Sie wurde als Kopie unter „{ $key }“ beiseitegelegt (siehe „Spielstände“); eine neue Partie hat begonnen.
storage-damaged-untouched = Deine gespeicherte Partie konnte nicht gelesen werden ({ $why }), und es war kein Platz für eine Kopie, daher bleibt sie unverändert, wo sie ist. Diese neue Partie wird erst gespeichert, wenn wieder Platz ist: Gib auf der Seite „Spielstände“ Speicherplatz frei.
storage-other-tab-failed = Ein anderer Tab hat diese Partie geändert, und die Version dieses Tabs konnte nicht in deinen Spielständen aufbewahrt werden ({ $why }); sie bleibt hier auf dem Bildschirm. Gib auf der Seite „Spielstände“ Speicherplatz frei.
tab-other-game-here = Ein anderer Tab hat eine andere Partie dieses Spiels geöffnet; sie wird jetzt hier angezeigt. Die Partie dieses Tabs bleibt in deinen Spielständen als „{ $name }“ erhalten.
tab-other-game = Ein anderer Tab hatte eine andere Partie in diesem Speicherslot abgelegt; sie bleibt in deinen Spielständen als „{ $name }“ erhalten.
tab-diverged-here = Ein anderer Tab hat diese Partie ab Zug { $move } anders gespielt. Beide bleiben erhalten: Die Version dieses Tabs steht in deinen Spielständen als „{ $name }“.
tab-diverged-there = Ein anderer Tab hat diese Partie ab Zug { $move } anders gespielt. Beide bleiben erhalten: Die Version des anderen Tabs steht in deinen Spielständen als „{ $name }“.
saves-kept-aside = beiseitegelegt
saves-untitled = { $moves ->
    [one] { $game }-Partie mit { $moves } Zug
   *[other] { $game }-Partie mit { $moves } Zügen
}
saves-import-none = Es wurde nichts importiert.
saves-import-some = { $count ->
    [one] { $count } gespeicherte Partie importiert ({ $titles }).
   *[other] { $count } gespeicherte Partien importiert ({ $titles }).
}
saves-import-failed = „{ $failed }“ konnte nicht gespeichert werden: { $why }.
saves-import-not-tried = { $count ->
    [one] { $count } weitere Partie wurde nicht versucht.
   *[other] { $count } weitere Partien wurden nicht versucht.
}
saves-import-retry = Gib Speicherplatz frei und importiere die Datei erneut; bereits importierte Partien werden nicht doppelt angelegt.
link-not-opened = Dieser Link konnte nicht geöffnet werden: { $why }. Es wurde nichts geändert.
link-opened = Die Partie aus dem Link wurde geöffnet.
link-cannot-open = Dieser Link konnte nicht geöffnet werden: { $why }.
link-same = Dieser Link enthält deine Partie genau so, wie du sie hast; sie ist geöffnet.
link-older = { $behind ->
    [one] Dieser Link ist älter als deine Partie ({ $behind } Zug zurück): Deine Partie wird so angezeigt, wie du sie hast.
   *[other] Dieser Link ist älter als deine Partie ({ $behind } Züge zurück): Deine Partie wird so angezeigt, wie du sie hast.
}
# { $what } follows "mit", so link-continued-moves / -resignation / -draw are in the dative,
# joined by and-list: "mit 2 neuen Zügen und der Aufgabe".
link-continued = Deine Partie wurde mit { $what } aus dem Link fortgesetzt.
link-continued-moves = { $count ->
    [one] { $count } neuen Zug
   *[other] { $count } neuen Zügen
}
link-continued-resignation = der Aufgabe
link-continued-draw = dem vereinbarten Remis
link-kept-note = Deine vorherige Partie bleibt in deinen Spielständen erhalten.
link-stays-saved = Die Partie ist geöffnet, konnte aber nicht als deine aktuelle Partie gespeichert werden: { $why }. Sie bleibt in deinen Spielständen, bis das möglich ist.
link-unrelated-title = Geteilte Partie öffnen?
link-unrelated = { $moves ->
    [one] Der Link enthält eine andere Partie ({ $moves } Zug). Deine aktuelle Partie wird in deinen Spielständen aufbewahrt.
   *[other] Der Link enthält eine andere Partie ({ $moves } Züge). Deine aktuelle Partie wird in deinen Spielständen aufbewahrt.
}
link-unrelated-open = Geteilte Partie öffnen
link-diverges-title = Dieser Link widerspricht deiner Partie
link-diverges = Es ist dieselbe Partie, aber ab Zug { $move } weichen ihre Züge von deinen ab (Züge im Link: { $theirs }, in deiner Partie: { $yours }). Du kannst sie als eigenen Zweig öffnen; deine Partie bleibt unverändert in deinen Spielständen.
link-diverges-open = Als Zweig öffnen
link-keep-mine = Meine Partie behalten
link-opened-linked = Die verlinkte Partie wurde geöffnet. Deine vorherige Partie bleibt in deinen Spielständen erhalten.
link-opened-as = Der Link wurde als „{ $name }“ geöffnet. Deine Partie bleibt unverändert in deinen Spielständen erhalten.
# A colon instead of "weil": { $why } is a reason with main-clause word order.
link-not-opened-because = Der Link wurde nicht geöffnet: { $why }.
qr-label = QR-Code des Links
qr-too-long = Dieser Link ist zu lang für einen QR-Code ({ $why }).
eval-failed = Die Bewertung ist fehlgeschlagen: { $why }.
coach-unjudged = Der Zug konnte nicht beurteilt werden: { $why }.
proof-line-title = Bewiesen durch Berechnung jeder Variante bis zum Ende der Partie
# import-* are lower-case reasons after "Es wurde nichts importiert:" (saves-nothing-imported).
import-not-json = keine JSON-Datei ({ $why })
import-newer = die Datei stammt von einer neueren Version von Rosette (Exportversion { $version })
import-no-saves = die Datei enthält keine Spielstände
import-save = Spielstand { $index }: { $why }
# legality-* follow a clause name ("Bedingung 2 (…): …") or are joined by "; " into board-illegal.
legality-no-throne = kein Stern in der Mitte (Thron)
legality-incomplete-ring = { $complete ->
    [one] Ring { $ring } ist nicht voll: { $complete } seiner { $total } Sterne ist vollständig
   *[other] Ring { $ring } ist nicht voll: { $complete } seiner { $total } Sterne sind vollständig
}
legality-extra-ring = auch Ring { $ring } ist voll: mehr als eine R2-Rosette
legality-no-opposing-gates = keine zwei der { $gates } Tore liegen einander gegenüber (144° auseinander)
legality-disconnected = das Brett zerfällt in { $parts } Teile
legality-broken-tile = Feld { $tile } ist zerschnitten
legality-holes = { $holes ->
    [one] das Brett hat { $holes } Loch
   *[other] das Brett hat { $holes } Löcher
}
legality-pinched = der Umriss ist zu { $outlines } Schleifen eingeschnürt
# board-* are lower-case reasons after "Kein Brett:" / "Nicht für 3 Spieler:".
board-radius-out-of-range = der Brettradius { $radius } liegt außerhalb des Bereichs ({ $min } bis { $max })
board-unknown-tiling = unbekannte Parkettierung „{ $tiling }“ (five-thin oder ten-thin)
board-illegal = kein erlaubtes Chirality-Brett: { $why }
board-player-count = { $players ->
    [one] { $players } Spieler: Es werden mindestens 2 benötigt
   *[other] { $players } Spieler: Es werden mindestens 2 benötigt
}
board-too-few-gates = { $players } Spieler brauchen { $players } Tore; das Brett hat { $gates }
board-crowded = bei { $players } Spielern und erstem Tor { $gate } beginnt ein Spieler zwischen zwei Nachbarn auf direkt angrenzenden Toren
board-no-such-gate = kein Tor { $gate }: Das Brett hat { $gates }
live-servers-problem = { $problems }; das Live-Spiel ist trotzdem möglich.
live-no-invitation = Es konnte keine Einladung erstellt werden: { $why }.
chiron-board-label = Chiron-Brett
pyrga-board-label = Pyrga-Brett
shifting-board-label = Shifting-Chess-Brett
branch-name = { $name } (ab Zug { $move })
branch-of-game = Zweig von Partie { $id } ab Zug { $move }
branch-of-name = Zweig von „{ $name }“ ab Zug { $move }

## Why the AI gave no answer, said after a colon (src/ui/words/ai.rs) (only: game-pages)
ai-failure-question-unreadable = die KI konnte die Anfrage nicht lesen
ai-failure-answer-unwritable = die KI konnte ihre Antwort nicht schreiben
ai-failure-unplayable = die KI konnte die Partie nicht aufbauen
ai-failure-no-such-position = die Partie hat keine solche Stellung
ai-failure-no-move = die KI hat in dieser Stellung keinen Zug
ai-failure-cannot-start = die KI konnte in diesem Browser nicht starten
ai-failure-crashed = die KI ist mit einem Fehler abgebrochen
ai-failure-gone = die KI läuft nicht mehr
ai-failure-question-unwritable = die Anfrage an die KI konnte nicht erstellt werden
ai-failure-answer-unreadable = die Antwort der KI war unlesbar
ai-failure-other-build = die KI stammt aus einer anderen Version von Rosette; lade die Seite neu, damit nur eine Version läuft

## The proven result beside Pyrga's board (src/ui/widgets/proof_line.rs) (only: pyrga, game-pages)
proof-draw = Remis bei bestem Spiel
proof-win = { $winner } gewinnt bei bestem Spiel
proof-win-next = { $winner } gewinnt bei bestem Spiel (in 1 Zug)
proof-win-in = { $winner } gewinnt bei bestem Spiel (in { $moves } Zügen: { $first } von { $mover }, { $second } von { $other })

## Why a Chiron position cannot occur (src/ui/words/positions/chiron.rs) (only: chiron, game-pages)

# illegal-* follow "regelwidrige Stellung:" (setup-illegal) and stay lower case.
illegal-chiron-not-in-pool = „{ $piece }“ kann nicht in einem Vorrat liegen
illegal-chiron-kings = { $seat } hat { $count } Könige
illegal-chiron-no-king-after-moving = { $seat } hat keinen König, hat aber gerade gezogen
illegal-chiron-ants = { $count ->
    [one] { $seat } hat { $count } Ameise auf dem Brett und im Vorrat statt 8
   *[other] { $seat } hat { $count } Ameisen auf dem Brett und im Vorrat statt 8
}
illegal-chiron-not-one = { $seat } hat { $count } × „{ $piece }“ auf dem Brett und im Vorrat statt 1
illegal-chiron-phoenixes = { $count ->
    [one] auf dem Brett und in den Händen ist { $count } Phönix statt 2
   *[other] auf dem Brett und in den Händen sind { $count } Phönixe statt 2
}

## Why a Pyrga position cannot occur (src/ui/words/positions/pyrga.rs) (only: pyrga, game-pages)

illegal-pyrga-two-of-a-shape = { $cell } enthält zwei Steine derselben Form
illegal-pyrga-triangle-at-edge = das Dreieck auf { $cell } weist vom Brett hinaus
illegal-pyrga-too-many = { $seat } hat mehr Steine der Form { $shape } auf dem Brett, als das Spielmaterial enthält
illegal-pyrga-side-to-move = die Seite am Zug passt nicht zu den gesetzten Steinen (Weiß setzt zuerst)
illegal-pyrga-no-last-move = es sind Steine gesetzt, aber keiner ist als zuletzt gesetzt markiert
illegal-pyrga-last-move-not-theirs = der zuletzt gesetzte Stein, { $move }, gehört nicht dem Spieler, der gerade gesetzt hat
illegal-pyrga-opening-flag = die Markierung der Quadrat-Eröffnung gilt nur vor dem zweiten Stein von Weiß

## Why a Shifting Chess position cannot occur (src/ui/words/positions/shifting.rs) (only: shifting-chess, game-pages)

illegal-shifting-tile-twice = Megafeld { $tile } kommt zweimal vor
illegal-shifting-tile-missing = Megafeld { $tile } fehlt
illegal-shifting-two-voided = mehr als ein Megafeld ist entrückt
illegal-shifting-king-voided = ein König kann nicht entrückt werden
illegal-shifting-pile-too-big = der Nachziehstapel enthält mehr als 20 Karten
illegal-shifting-pawns = { $seat } hat { $count } Bauern, eine Seite hat aber höchstens 8
illegal-shifting-promoted = { $seat } hat mehr Figuren über die Anfangsaufstellung hinaus ({ $promoted }), als Bauern fehlen ({ $gone })
illegal-shifting-halfmove-clock = die Züge seit Schlag oder Bauernzug übersteigen die gespielten Züge
illegal-shifting-gap-covered = { $square } ist eine Lücke, wird aber von einem Megafeld bedeckt
illegal-shifting-land-uncovered = { $square } ist Land, wird aber von keinem Megafeld bedeckt
illegal-shifting-no-limbo = ein Megafeld ist entrückt, aber die entrückten Felder sind nicht angegeben
illegal-shifting-no-voided-tile = entrückte Felder sind angegeben, aber kein Megafeld ist entrückt
illegal-shifting-voided-while-applying = ein entrücktes Megafeld kehrt zurück, sobald eine Karte gezogen wird, also bevor die Karte angewendet wird
illegal-shifting-unpromoted = der Bauer auf { $square } hätte umwandeln müssen
illegal-shifting-kings = jede Seite braucht genau einen König (Weiß hat { $white }, Schwarz { $black })
illegal-shifting-deck-count = das Deck muss insgesamt { $count } Karten „{ $card }“ enthalten (Nachziehstapel, Ablagestapel und gezogene Karte)
illegal-shifting-empty-pile = der Nachziehstapel ist leer, aber keine Karte ist im Spiel
illegal-shifting-card-off-turn = eine Karte wird nur nach den Zügen 3, 6, 9 … gezogen, und nur mit eingeschalteten Karten
illegal-shifting-en-passant-occupied = das En-passant-Feld { $square } ist kein leeres Landfeld
illegal-shifting-en-passant-no-pawn = hinter { $square } steht kein Bauer, der gerade einen Doppelschritt gemacht hat
illegal-shifting-over = die Partie ist beendet, aber das Ergebnis gibt das nicht an
illegal-shifting-not-to-move-in-check = die Seite, die nicht am Zug ist, steht im Schach
illegal-shifting-not-exposed = laut Ergebnis blieb ein König angegriffen, aber keiner ist angegriffen
illegal-shifting-wrong-result = das Ergebnis passt nicht zur Stellung
illegal-shifting-card-after-end = in einer beendeten Partie wird keine Karte gezogen
illegal-shifting-drawer-in-check = der König der Seite, die eine Karte zieht, steht im Schach
illegal-shifting-draw-after-end = der letzte Zug hat die Partie beendet, also wird keine Karte gezogen

## Why a Chirality position or start cannot occur (src/ui/words/positions/chirality.rs) (only: chirality, game-pages)

illegal-chirality-tile-twice = Feld { $tile } ist doppelt aufgeführt
illegal-chirality-piece-count = { $seat } hat { $board } auf dem Brett, { $reserve } in Reserve und { $captured } geschlagen, insgesamt also nicht { $pieces }
illegal-chirality-eliminated-twice = { $seat } ist doppelt als ausgeschieden aufgeführt
illegal-chirality-eliminated-with-pieces = { $seat } ist ausgeschieden, hat aber Steine auf dem Brett
illegal-chirality-not-on-throne = { $seat } soll den Thron besetzen, tut es aber nicht
illegal-chirality-not-last = { $seat } soll als letzter Spieler übrig sein, aber es sind noch andere im Spiel
illegal-chirality-sharer-twice = { $seat } ist doppelt unter denen aufgeführt, die sich den Sieg teilen
illegal-chirality-shared-while-live = ein geteilter Sieg setzt voraus, dass alle Spieler ausgeschieden sind, auch die, die ihn teilen
illegal-chirality-sharer-has-reserves = ein Spieler, der sich den Sieg teilt, hat noch Steine in Reserve
illegal-chirality-placement-outside-c = nur Aufstellung C hat eine Setzphase
illegal-chirality-too-few-gates-for-c = das Brett hat zu wenige Tore für Aufstellung C mit so vielen Spielern
illegal-chirality-placement = in der Setzphase hat { $seat } Steine, die noch gar nicht gesetzt sein können
illegal-chirality-mover-eliminated = { $seat } ist am Zug, ist aber ausgeschieden
illegal-chirality-over-without-result = es sind weniger als zwei Spieler übrig, also ist die Partie beendet, aber es ist kein Ergebnis angegeben
illegal-chirality-not-listed-eliminated = { $seat } hat weder Steine noch Reserve und ist damit ausgeschieden, steht aber nicht in der Liste der Ausgeschiedenen
illegal-chirality-holds-throne = { $seat } besetzt den ganzen Thron, die Partie ist also beendet
illegal-chirality-no-action = { $seat } ist am Zug, hat aber keine erlaubte Handlung und ist damit ausgeschieden
illegal-chirality-setup-a-gates = Aufstellung A braucht ihre zwei Tore aus je fünf Feldern, die dieses Brett nicht hat
illegal-chirality-setup-b-stars = Aufstellung B braucht fünf innere Sterne, die dieses Brett nicht hat
# bad-option-players / -setup-a / -setup-b also follow "Auf diesem Brett nicht möglich:" (options-not-on-board).
bad-option-players = { $board } ist für 2 bis { $max } Spieler, nicht für { $players }
bad-option-setup-a = Aufstellung A ist für zwei Spieler auf R2
bad-option-setup-b = Aufstellung B ist für höchstens 5 Spieler (je ein innerer Stern)
