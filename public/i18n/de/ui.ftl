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
