# Rosette's messages in English: the source every other language translates.
# Format: a subset of Project Fluent (see src/i18n/ftl.rs and docs/i18n.md). Each id becomes
# an `i18n::Msg` variant at build time (nav-saves → Msg::NavSaves).
# A section whose heading ends "(only: game-pages)" is shown by the games' pages alone: the
# home and saves builds carry no English text for it (build.rs; a test checks where it is used).

## The top bar and every page

site-title = Rosette — abstract strategy games
brand-home = Rosette home
cancel = Cancel
nav-games = Games
nav-saves = Saves
nav-boards = Boards
save-problem = Your games are not being saved ({ $why }).
save-problem-link = Free space on the Saves page
bad-link = This link could not be opened: it names no game Rosette knows ('{ $link }').
boot-loading = Loading Rosette: after this first visit it opens at once, even offline.
update-ready = A new version of Rosette is ready.
update-reload = Reload
download-failed = Part of this page could not be downloaded. Check the connection.

## Settings

settings = Settings
settings-unreadable = Your saved settings could not be read ({ $why }); the defaults are in use.
settings-not-saved = Settings could not be saved: { $why }
settings-language = Language
settings-language-browser = As the browser prefers
settings-language-failed = { $language } could not be loaded ({ $why }); the page stays in English until it can.
settings-theme = Theme
theme-system = Follow the system
theme-light = Light
theme-dark = Dark
theme-contrast = High contrast
settings-sound = Sound
settings-sounds = Sounds for moves, captures and game end
settings-volume = Volume
settings-try = Try
settings-motion = Motion
motion-system = Follow the system
motion-reduce = Reduce motion
motion-full = Animate
settings-boards = Boards
settings-hints = Show legal moves
settings-coordinates = Show coordinates
done = Done

## The home page

home-title = Four abstract strategy games
home-lede = Play a friend on this device or the AI. Games save themselves, travel as links, and work offline.
tagline-chirality = Armies on a Penrose board; captures happen by geometry.
tagline-chiron = A drawless chess variant with drops and left- and right-handed pieces.
tagline-pyrga = Build towers on a 4×4 board; each piece tells your opponent where to play.
tagline-shifting-chess = Chess on megatiles that cards swap, rotate, slide and void.
action-play = Play
action-rules = Rules
action-learn = Learn
game-puzzles = { $game } puzzles
home-boards = The boards
not-found-title = Page not found
not-found = There is no page at '{ $path }'.
back-to-games = Back to the games
reload-needed = This page needs a reload
reload-page = Reload the page

## The rules pages (src/ui/pages/rules.rs) (only: game-pages)

rules-learn = New to { $game }? Learn it by playing: one short lesson per rule.
rules-boards = See every tile, Star, Moat and Gate on the { $link }.
rules-boards-link = Boards page
rules-play = Play { $game }
rules-learn-button = Learn { $game } move by move
rules-translated = This is a translation of the English rules; where they differ, the English text decides.
rules-english-shown = The rules in { $language } could not be loaded ({ $why }); they are shown in English.
rules-loading = Loading the rules…
rules-unavailable = The rules could not be loaded ({ $why }).
rules-clauses-head = Points to remember
badge-reconstruction = Reconstruction
badge-ruling = Rosette ruling
rules-diagram-error = This diagram could not be drawn:

## Fetching a file of the site

fetch-unreachable = it could not be fetched
fetch-status = the site answered { $status }
fetch-unreadable = it could not be read
fetch-retry = Try again

## Seats, levels and how games end (src/ui/words.rs)

seat-white = White
seat-black = Black
seat-blue = Blue
seat-vermillion = Vermillion
seat-green = Green
seat-purple = Purple
seat-orange = Orange
seat-sky = Sky
seat-numbered = Player { $number }
level-beginner = Beginner
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-strongest = Strongest
level-strongest-label = Strongest (1 s a move)
level-caption = wins about { $wins } in 10 against { $against }
level-caption-random = wins about { $wins } in 10 against random moves
card-swap = Swap
card-rotate = Rotate
card-slide = Slide
card-void = Void
turn-move = { $who } to move
turn-apply-card = { $who } to apply the { $card } card
turn-ai-move = { $who } (AI, { $level }) to move
turn-ai-apply-card = { $who } (AI, { $level }) to apply the { $card } card
turn-ai-thinking = { $who } (AI, { $level }) is thinking…
turn-chance = Drawing a card…
game-over = The game is over
result-draw = Draw — { $reason }
result-win = { $who } wins — { $reason }
result-shared = { $who } share the win — { $reason }
and-list = { $first } and { $last }
viewing-start = Viewing the start, before move 1 of { $total } · { $now }
viewing-move = Viewing move { $at } of { $total } · { $now }
seat-human = human
seat-ai = AI ({ $level })
seat-played-by = { $seat }: { $who }
announce-move = { $who } played { $move }.
announce-capture = { $who } played { $move }, a capture.
announce-chance = Chance: { $move }.
stop = Stop
resume-ai = Resume AI
reason-king-captured = { $who } captured the King
reason-no-legal-move = { $who } has no legal move
reason-three-towers = { $who } controls three towers
reason-more-towers = { $who } controls more { $stage } ({ $won }–{ $lost })
reason-more-towers-after-ties = tied on { $ties }; { $who } controls more { $stage } ({ $won }–{ $lost })
reason-tied-towers = tied on { $ties }
tower-stage = { $stage } ({ $white }–{ $black })
stage-completed = completed towers
stage-holding-two = towers holding two of their pieces
stage-holding-one = towers holding one of their pieces
reason-checkmate = { $who } checkmates
reason-king-left-attacked = { $who }'s king was left attacked
reason-stalemate = stalemate
reason-repetition = threefold repetition
reason-fifty-moves = fifty-move rule
reason-bare-kings = king against king
reason-throne = { $who } holds the Throne
reason-last-left = { $who } is the last player left
reason-eliminated-together = the last players were eliminated together
reason-resigned = { $who } resigned
reason-agreed-draw = the players agreed to draw

## The new-game dialog (only: game-pages)

new-game = New game
new-game-refused = These options cannot be played: { $why }.
opponent = Opponent
opponent-friend = A friend on this device
opponent-computer = The computer
level = Level
ai-level = AI level
you-play = You play
play-first = First
play-second = Second
seats = Seats
seat-is-played-by = { $seat } is played by
seat-person = A person on this device
seat-computer = Computer: { $level }
start = Start
options-board = Board
options-board-r1 = R1 (compact, 160 tiles, up to 5 players)
options-board-r2 = R2 (standard, 300 tiles, up to 6 players)
options-setup = Setup
options-setup-a = A: standard (two players on R2)
options-setup-b = B: quick (a Garrison each from the start)
options-setup-c = C: long (one Gate each)
options-not-on-board = Not on this board: { $why }.
options-table = Table
options-players = Players
options-player-count = Number of players
options-deep-moats = Deep Moats

## The play page (only: game-pages)

game-panel = Game panel
link-rules = Rules
link-learn = Learn
link-puzzles = Puzzles
link-edit = Edit position
dismiss = Dismiss
undo = ↶ Undo
undo-title = Take back the last move (against the AI: back to your turn)
redo = Redo ↷
redo-title = Put back the moves taken back
save-copy = Save a copy
saved-copy = Saved a copy. Find it under Saves.
saved-copy-failed = The copy was not saved: { $why }.
resign = ⚐ Resign
resign-title = Give up this game: the other side wins
resign-confirm = Confirm resignation
resign-as = Resign as { $seat }?
resign-yes = Yes, resign
keep-playing = Keep playing
moves = Moves
no-moves-yet = No moves yet.
draw-agreed = Draw agreed
replay = Replay
replay-first = First position
replay-first-title = First position (Home, when the board does not have the focus)
replay-previous = Previous move
replay-previous-title = Previous move (←, when the board does not have the focus)
replay-next = Next move
replay-next-title = Next move (→, when the board does not have the focus)
replay-last = Last move
replay-last-title = Last move (End, when the board does not have the focus)
play-from-here = Play from here
play-from-here-title = Start a new game from the position on the board; the whole original game is kept under Saves
hint = Hint
hint-thinking = Thinking…
hint-title = Ask the AI ({ $level }) for a move here, without playing it (H)
hint-said = Hint:
hint-by = (AI, { $level })
hints-used = Hints used: { $count }

## Notices above the board (src/ui/words/notice.rs) (only: game-pages)

notice-wait-for-ai = It is not your turn: wait for the AI.
notice-move-refused = That move is not possible: { $why }
notice-ai-failed = The AI could not move: { $why }.
notice-ai-move-stale = The AI's move no longer fits the board; it was ignored.
notice-nothing-to-resign = There is no game of yours to resign.
notice-cannot-resign = The game cannot be resigned: { $why }
notice-setup-failed = The game could not be set up: { $why }
notice-no-hint = No hint: { $why }.
notice-hint-stale = The hint no longer fits the board; it was ignored.
notice-branched = A new game continues from move { $ply }. The whole original game is kept under Saves.
notice-not-kept-new-game = Your previous game could not be kept: { $why }
notice-not-kept-branch = Could not branch, so nothing was changed: { $why }
notice-not-kept-invitation = Your current game could not be kept, so the invitation was not taken: { $why }
notice-not-kept-link = The link was not opened, because your current game could not be kept: { $why }
notice-not-kept = A game could not be kept in your saves: { $why }

## Why a move, a position or a stored game was refused (src/ui/words/errors.rs)

move-unparsable = '{ $move }' is not a legal move here
move-illegal = illegal move: that move is not legal in this position
move-card-refused = illegal move: { $why }
move-not-dealt = illegal move: the deck deals { $dealt } next, not { $played }
move-wrong-game = illegal move: a move of another game
move-no-such-move = illegal move: no move #{ $index } in that position
move-no-such-player = illegal move: there is no player { $number }
move-game-over = the game is over
setup-syntax = { $part ->
    [board] the board
    [side-to-move] the side to move
    [hands] the Phoenixes in hand
    [pools] the captured pools
    [last-move] the last move
    [opening-flag] the Square-opening mark
    [options] the options
    [pieces] the pieces
    [reserves] the reserves
    [captured] the captured counts
    [eliminated] the eliminated players
    [result] the result
    [turn] the turn
    [tiles] the megatiles
    [limbo] the voided tile
    [deck] the deck
    [phase] the card phase
    [en-passant] the en passant square
    [halfmove-clock] the count of moves since a capture or pawn move
    [turn-count] the count of moves made
   *[other] the position
} cannot be read
setup-syntax-at = { $why } at “{ $found }”
setup-illegal = illegal position: { $why }
setup-illegal-unsaid = illegal position: it breaks a rule of its game
setup-bad-option = bad option: { $why }
setup-not-built = { $game } is not part of this page
bad-option-unknown-game = there is no game called “{ $game }”
bad-option-bad-name = “{ $name }” is not an option's name
bad-option-no-such = this game has no option “{ $name }”
bad-option-needs-value = the option “{ $name }” needs a value
bad-option-bad-value = the option “{ $option }” cannot be “{ $value }”
bad-option-unsaid = these options cannot be played together
persist-malformed = this is not a Rosette game, or it is damaged
persist-future-version = this game was saved by a newer version of Rosette (format { $format }); reload the page to update
persist-setup = the game cannot be set up: { $why }
persist-move = move { $move } ({ $text }) cannot be played: { $why }
link-damage-too-long = the link is too long
link-damage-not-rosette = this is not a Rosette link
link-damage-cut-short = the link is cut short: copy it again, whole
link-damage-part = { $part ->
    [position] the position in the link is damaged
    [game-id] the game's id in the link is damaged
    [seats] the seats in the link are damaged
    [start] the start position in the link is damaged
    [moves] the moves in the link are damaged
    [ending] the resignation or draw in the link is damaged
    [hints] the hint count in the link is damaged
   *[other] the link is damaged
}
link-damage-not-canonical = the link is not written the way Rosette writes it
link-damage-cannot-carry = this game's options cannot travel in a link

## The puzzles pages (src/ui/pages/puzzles.rs, puzzle_solve.rs, puzzle_words.rs) (only: game-pages)

moves-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
pieces-count = { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
}
puzzle-ask-win = { $seat } to play and win in { $moves }
puzzle-ask-capture = { $seat } to play and win material that no reply takes back
puzzle-right = { $move } is right.
puzzle-replies = { $seat } replies { $move }.
puzzle-forced = { $move }: your only move, played for you.
puzzle-you-draw = You draw a { $card } card.
puzzle-solved = Solved!
puzzle-your-move = Your move ({ $moves } to go).
puzzle-not-it = { $move } is not it.
puzzle-answers = { $seat } answers { $move }.
puzzle-answers-stopping = { $seat } answers { $move }, which stops your threat { $threat }.
puzzle-ends-no-win = The game ends: { $reason }, but that is not a win.
puzzle-ends = The game ends: { $reason }.
puzzle-then-wins = { $seat } then wins in { $moves }.
puzzle-then-wins-line = { $seat } then wins in { $moves }: { $line }.
puzzle-only-draw = With best play the game is now only a draw.
puzzle-slower-win = You still win, but in { $moves }; this puzzle wins in { $wanted }.
puzzle-no-win = That does not keep the win.
puzzle-no-win-in = You no longer win in { $moves }.
puzzle-card-spoils = It does not win whatever card you draw: after a { $card } card (drawn here), no use of it keeps the win.
standing-up = { $pieces } up
standing-even = even
standing-down = { $pieces } down
puzzle-keeps-less = After it you are { $standing }; the best capture keeps { $best } up.
puzzles-title = { $game } puzzles
puzzle-title = Puzzle { $number }
puzzle-unreadable = This puzzle's position cannot be read.
puzzles-loading = Loading the puzzles…
puzzles-unavailable = The puzzles could not be loaded ({ $why }).
puzzle-data-unreadable = The puzzle data cannot be read: { $why }
puzzle-data-line = line { $line }
puzzle-data-puzzle = puzzle '{ $id }'
puzzle-missing = There is no puzzle '{ $id }'.
all-puzzles = All puzzles
streak = Streak { $count }
puzzle-hint-said-cell = Hint: the move begins on the marked cell. Show the move to see all of it.
puzzle-hint-said-tile = Hint: the move begins on the marked tile. Show the move to see all of it.
puzzle-hint-said-square = Hint: the move begins on the marked square. Show the move to see all of it.
puzzle-checking = Checking your move…
puzzle-show-move = Show the move
puzzle-retry = Retry
puzzle-next = Next
difficulty-easy = easy
difficulty-medium = medium
difficulty-hard = hard
puzzle-goal-win = win in { $moves }
puzzle-goal-capture = win material
puzzle-label = Puzzle { $number } · { $level } · { $goal }
puzzle-label-solved = Puzzle { $number } · { $level } · { $goal } · solved
puzzle-label-helped = Puzzle { $number } · { $level } · { $goal } · solved with help
puzzles-lede = Each puzzle has one way to win, proven by Rosette's engine: play your side's moves to the end of the game; the replies are played for you. Easy first.
puzzles-solved = Solved { $solved } of { $total }

## The learn pages (src/ui/pages/learn) (only: game-pages)

learn-title = Learn { $game }
learn-lede = { $total ->
    [one] { $total } short lesson, one rule, played on the real board.
   *[other] { $total } short lessons, one rule each, played on the real board.
}
learn-finished = { $finished } of { $total } finished.
learn-start = Start: { $lesson }
learn-continue = Continue: { $lesson }
learn-all-done = Every lesson done: play { $game }
finished = (finished)
finished-title = Finished
lesson-back = ← Learn { $game }
lesson-count = Lesson { $number } of { $total }
lesson-task = Your task:
lesson-you-play = You play { $seat }. { $now }
lesson-not-shown = Not shown on the board
lesson-checking = Checking your move…
lesson-retry = Retry
lesson-next = Next lesson
lesson-not-found = Lesson not found
lesson-missing = { $game } has no lesson called '{ $id }'.
lesson-unplayable = This lesson could not be set up.
lesson-all = All { $game } lessons
lesson-quiet-moves = Moves without a capture or a pawn move: { $count } (at 100 the game is drawn).
lesson-moved = Moved by their own moves (no double step, no castling): { $pieces }.
lesson-moved-piece = { $seat }'s { $piece } on { $square }
lesson-going-replied = { $left ->
    [one] Good. The opponent replied; one more move to go.
   *[other] Good. The opponent replied; { $left } more moves to go.
}
lesson-going-drawn = { $left ->
    [one] Good. A card was drawn; one more move to go.
   *[other] Good. A card was drawn; { $left } more moves to go.
}
lesson-over = This lesson is over: press Retry to play it again.
lesson-earlier-move = The lesson's earlier move { $move } does not replay.
lesson-try-again = Try again.
lesson-texts-english = This lesson is shown in English: { $language } could not be loaded ({ $why }).
lessons-loading = Loading the lessons…
lessons-unavailable = The lessons could not be loaded ({ $why }).

## What a lesson move did (src/learn/happened.rs), said before the rule it missed

happened-completed-tower = That completed the tower on { $cell } for { $seat }.
happened-any-empty-cell = { $seat } may now place on any empty cell.
happened-sent-to = { $seat } must now place on { $cells }.
happened-ended = The game ended: { $reason }.
happened-ended-draw = The game ended in a draw: { $reason }.
happened-captured-nothing = That move captured nothing.
happened-captured-others = { $count ->
    [one] That move captured the piece on { $tiles }, but not what this lesson asks.
   *[other] That move captured { $count } pieces ({ $tiles }), but not what this lesson asks.
}
happened-lost-in-reply = { $count ->
    [one] Your piece on { $tiles } was captured in reply.
   *[other] Your pieces on { $tiles } were captured in reply.
}
happened-dropped-own-phoenix = That dropped your Phoenix on { $square }.
happened-dropped-their-phoenix = That dropped your opponent's Phoenix on { $square }.
happened-took-own = That took your own { $piece } on { $square }.
happened-took = That took the { $piece } on { $square }.
happened-king-exposed = Now your King can be taken.
happened-captured-piece = That move captured a piece.
happened-void-returns = At the card draw the voided tile came back, and it attacks your king.
happened-gives-check = It gives check.
or-list = { $first } or { $last }

## Chiron's pieces, as a sentence names one (src/ui/words.rs)

chiron-king = King
chiron-king-flipped = flipped King
chiron-phoenix = Phoenix
chiron-phoenix-flipped = flipped Phoenix
chiron-ant = Ant
chiron-ant-flipped = flipped Ant
chiron-crab-left = left-handed Crab
chiron-crab-right = right-handed Crab
chiron-moth-left = left-handed Moth
chiron-moth-right = right-handed Moth
chiron-hummingbird-left = left-handed Hummingbird
chiron-hummingbird-right = right-handed Hummingbird
chiron-crab = Crab
chiron-moth = Moth
chiron-hummingbird = Hummingbird

## Around the Chiron board (src/ui/boards/chiron) (only: chiron)

chiron-keep = Keep as is
chiron-flip-here = Flip here
chiron-flip-to = Flip, go to { $square }
chiron-become = Become the { $piece }
chiron-promotion = Promotion choice
chiron-reaches = { $piece } reaches { $square }.
chiron-relocate = { $count ->
    [one] To flip and relocate, click the ringed square; or:
   *[other] To flip and relocate, click one of the { $count } ringed squares; or:
}
chiron-choose = Choose:
chiron-hand = { $seat }'s hand
chiron-no-phoenix = no Phoenix
chiron-drop-title = Drop { $seat }'s Phoenix on their first rank
chiron-pool-title = The captured pool: this player's pieces that were captured (by either side). An Ant reaching its owner's 7th or 8th rank may become one of them.
chiron-pool-label = an Ant may become:
chiron-stuck = The { $piece } on { $square } has no legal move now.
chiron-phoenix-stuck = The Phoenix has no square to drop on now.
chiron-last-drop = Last move: a Phoenix drop.
chiron-king-capturable = { $seat }'s King can be captured: it is attacked.
chiron-king-attacked = { $seat }'s King is attacked: { $other } can capture it now.
chiron-moves-of = Moves of the { $piece }
chiron-note-king = Leaps two ranks ahead. Its capture ends the game; it may flip in the zone.
chiron-note-phoenix = Steps ahead. Captures any enemy but a Phoenix on the shaded ranks behind it. Captured, it goes to the captor's hand.
chiron-note-ant = Steps ahead; the step may also take a friendly Ant. In the zone it may flip or become a pool piece.
chiron-note-crab = Steps and wide leaps ahead, a ray to one side; captures only along the other side.
chiron-note-moth = Knight-like leaps and a diagonal retreat to one side; captures only to the other side.
chiron-note-hummingbird = A rook ray ahead and knight retreats; captures only with the retreats to one side.
chiron-legend-mirror = { $piece } (left; right is the mirror)
chiron-legend = Piece moves
chiron-legend-summary = All pieces: dots move, crosses capture only, lines slide
chiron-legend-black = Black's pieces are turned 180°. A flipped King, Phoenix or Ant moves upside down (its arrow shows its new forward).
flip-board-title = Turn the board around

## Around the Pyrga board (src/ui/boards/pyrga) (only: pyrga)

pyrga-tower-of = { $pieces }, tower of { $seat }
pyrga-point = Point the Triangle { $direction }
pyrga-fallback-note = Nowhere to play where the last piece points, so any empty cell is allowed.
pyrga-square-banned-note = White opened with a Square, so White's second piece may not be a Square.
pyrga-triangle-touch = Tap an arrow to point the Triangle; tap the cell again to point it { $direction } (highlighted).
pyrga-triangle-mouse = Click an arrow to point the Triangle that way, or choose with the arrow keys and press Enter. Clicking the cell again places it pointing { $direction } (the highlighted arrow).
pyrga-tray-owner = { $seat }'s pieces
pyrga-tray-label = { $seat }'s pieces in hand

## Around the Shifting Chess board (src/ui/boards/shifting) (only: shifting-chess)

shifting-gap = gap
shifting-boulder = boulder
shifting-tile = Tile { $tile }
shifting-that-slot = That slot
shifting-clockwise = clockwise
shifting-counter = counter-clockwise
shifting-with = with { $tile }
shifting-cannot-use = { $tile } cannot be used: { $why }.
shifting-tile-refused = { $tile }: { $why }
shifting-instruction-swap = Choose two adjacent tiles to exchange.
shifting-instruction-rotate = Choose a tile, then the direction to turn it.
shifting-instruction-slide = Choose a tile, then a direction (a button, or click the neighbouring slot); up to two tiles ahead are pushed.
shifting-instruction-void = Choose a tile without a king to lift off until the next draw.
shifting-step-swap = Now choose the outlined neighbour to swap with { $tile }; shaded ones cannot (tap one to see why).
shifting-step-direction = Now choose the direction.
shifting-step-tiles = Outlined tiles can be chosen; shaded ones cannot (tap one to see why).
shifting-no-cards = No cards in this game
shifting-card-next = { $turns ->
    [one] Card after this move
   *[other] Card in { $turns } turns
}
shifting-drawing = Drawing a card…
shifting-drew = { $seat } drew { $card }
shifting-in-check = { $seat } is in check.
shifting-rotate-cw = ↻ Clockwise
shifting-rotate-ccw = ↺ Counter-clockwise
shifting-slide-north = ↑ North
shifting-slide-east = → East
shifting-slide-south = ↓ South
shifting-slide-west = ← West
shifting-direction = Direction
shifting-applies = { $seat } applies this card.
shifting-no-effect = No legal way to apply this card: it has no effect.
shifting-continue = Continue
shifting-preview = Preview:
shifting-apply = Apply
shifting-cards = Cards
shifting-deck = Deck
shifting-discard = Discard
shifting-promotion = Promotion
shifting-promote-to = Promote to
shifting-promote-to-piece = Promote to { $piece }
shifting-voided-title = Tile { $tile } is voided; it returns at the next draw
shifting-zoom-hint = Tap the board to zoom in.

## Around the Chirality board (src/ui/boards/chirality) (only: chirality)

chirality-active-phase = Active phase
chirality-response-phase = Response phase
chirality-throne-tile = { $tile } (Throne tile)
chirality-thick-tile = { $tile } (Thick tile)
chirality-thin-tile = { $tile } (Thin tile)
chirality-moat-of-garrison = the Moat of its Garrison at { $star }
chirality-attacker = { $count ->
    [one] { $seat } with 1 source ({ $sources })
   *[other] { $seat } with { $count } sources ({ $sources })
}
chirality-fell = { $seat }'s piece on { $tile } fell to { $attackers }.
chirality-the-throne = the Throne
chirality-star-by = the Star by { $tile }
chirality-captured-count = { $count ->
    [one] 1 piece captured.
   *[other] { $count } pieces captured.
}
chirality-eliminated = { $seat } is eliminated.
chirality-summary-throne = completed the Throne
chirality-summary-captures = { $count ->
    [0] no capture
    [one] 1 capture
   *[other] { $count } captures
}
chirality-summary-eliminated = { $summary }, { $seat } eliminated
chirality-log-entry = { $seat } { $move }: { $summary }
chirality-throne-ends = The move completed the Throne: the game ends before any capture.
chirality-no-captures = No captures.
chirality-capture-line = { $phase }: { $capture }
chirality-previous = ◀ Previous
chirality-next = Next ▶
chirality-capture-of = Capture { $number } of { $total }
chirality-eliminated-list = Eliminated: { $seats }.
chirality-captures-label = Captures of the last turns
chirality-last-turns = Last turns
chirality-turn-shown = { $seat }'s turn, { $move }
chirality-threat = { $seat } on { $tile }: attacked by { $attackers }
chirality-threats = Threats
chirality-threats-hint = Badges: each attacking player's number of sources. A Thick tile needs two sources to fall; a Thin or Throne tile one. Ringed pieces are in danger.
chirality-no-danger = No piece is in danger.
chirality-tile-piece = { $seat } piece
chirality-throne = Throne
chirality-star = Star { $name }
chirality-part-of = part of { $star }
chirality-moat-of = Moat of { $star }
chirality-deep-moat-of = Deep Moat of { $star }
chirality-gate = Gate { $number }
chirality-rim = rim
chirality-thick = Thick
chirality-thin = Thin
chirality-tile-label = { $tile }: { $features }
chirality-show-threats = Show threats
chirality-tray-eliminated = eliminated
chirality-tray-counts = { $board } on board · { $reserve } in reserve · { $lost } lost
chirality-players = Players and reserves
chirality-place-start = Place your starting piece on a lit Gate tile.
chirality-cancel-muster = Cancel Muster
chirality-muster = Muster from reserve ({ $count })
chirality-muster-hint = Choose a lit Gate tile. Tiles marked R are reached only by Remote Muster (through your Inner Garrison).
chirality-no-muster-over = The game is over.
chirality-no-muster-placing = Setup C: the starting pieces are placed first.
chirality-no-muster-chance = It is nobody's turn.
chirality-no-muster-reserve = You have no pieces in reserve.
chirality-no-muster = No Muster now: { $gates }, and { $garrison }.
chirality-no-gate = you occupy no Gate tile
chirality-gates-taken = every tile of the Gates you occupy is taken
chirality-no-garrison = you hold no Inner Garrison for a Remote Muster
chirality-garrison-blocked = each Gate your Inner Garrison reaches holds an enemy piece or has no empty Thick tile
chirality-board = Chirality board
chirality-board-named = Chirality board { $board }

## Shared by the boards and the words for pieces (src/ui/boards, src/ui/words/pieces.rs)

chiron-holds = { $seat } holds
flip-board = ⇅ Flip board
square-label = { $square }: { $piece }
square-empty = empty
piece-of = { $seat } { $piece }
pyrga-square = Square
pyrga-triangle = Triangle
pyrga-cylinder = Cylinder

## Why a drawn card cannot be used so (src/ui/words/pieces.rs): lower case, made a sentence

apply-no-card-drawn = no card is waiting to be applied
apply-not-the-drawn-card = the card to apply is { $card }
apply-no-tile = there is no tile there
apply-voided = the voided tile cannot move until the next draw
apply-not-adjacent = the tiles are not adjacent
apply-their-king = a tile holding the opponent's King cannot be swapped
apply-holds-king = a tile holding a King cannot be voided
apply-off-board = it would push a tile off the board
apply-too-many-tiles = a slide pushes at most two tiles
apply-into-void-spot = it would move a tile onto the voided tile's spot
apply-exposes-king = it would expose your King
apply-has-effect = the card has a legal use, so it must be applied
apply-no-legal-use = every way of using this tile is refused

## Zooming a board (src/ui/boards)

zoom = Zoom
zoom-out = Zoom out
zoom-in = Zoom in
whole-board = Whole board
whole-board-label = Show the whole board
minimap-label = Whole board (the outline shows the part you see)

## The play page's panels: share, analysis (src/ui/widgets) (only: game-pages)

share = Share
share-title = Rosette: your move
share-no-link = No link: { $why }
share-game-copied = Copied. Anyone who opens it sees this game.
share-position-copied = Copied. Anyone who opens it can play from this position.
share-move-sent = Send it to your opponent. Opening their reply continues this game.
share-move-copied = Copied: send it to your opponent. Opening their reply continues this game.
share-game-link = The link to this game.
share-send-move = Send move
share-send-move-hint = Playing by link? Send the game after your move.
share-deck-known = Both devices know which cards come next
share-deck-note = Playing by link, the deck's order follows from the game's seed, which the link carries. Either player could look ahead; each draw is the deck's next card, never a choice.
share-copy-game = Copy game link
share-copy-position = Copy position link
share-qr = QR code
share-at-move = Link to this move
share-at-move-title = The game link opens at the move on the board
share-link = Link
analysis = Analysis
analysis-evaluate = Evaluate game
analysis-evaluate-title = Ask the AI how each position of the game stands (a short search per position)
analysis-progress = Position { $number } of { $total }…
analysis-stop = Stop
analysis-stale = The game has changed since it was evaluated: evaluate it again to see the rest.
eval-even = even
eval-move = Move { $ply } ({ $move })
eval-start = Start
eval-none = Evaluation graph: no positions evaluated yet.
eval-summary = Evaluation graph of { $count } positions. At { $at }: { $value }.
eval-never-ahead = { $seat } was never ahead.
eval-largest-lead = { $seat }'s largest lead: +{ $lead } at { $at }.
eval-not-yet = { $at }: not evaluated yet
eval-above-below = Above the line: { $above } ahead. Below: { $below } ahead.
eval-slider = Evaluation graph: viewed move

## Live play (src/ui/live) (only: game-pages)

live-waiting = Waiting for your friend…
live-connected = Connected to your friend
live-relayed = { $status } (through a relay server)
live-interrupted = Connection interrupted: waiting for it to come back…
live-reconnecting = Not connected to your friend
live-no-path = Your devices could not reach each other
live-expired = The invitation expired: no answer came in { $minutes } minutes
live-refused = Not connected. { $why }
live-no-path-why = Some routers (in offices, schools, some homes) and most mobile networks do not let two devices connect directly; a TURN server can relay for them. You can go on by link: each move travels as a link you send.
live-reconnecting-why = A phone that sleeps or changes network drops the connection. Moves made meanwhile are kept and sent once you are connected again.
live-asks-undo = Your friend asks to take back their last move.
live-offers-draw = Your friend offers a draw.
live-offers-rematch = Your friend offers another game.
live-said-connected = Connected to your friend.
live-said-damaged = A damaged message from your friend's device was refused.
live-said-before-hello = A message came before your friend's device said hello; it was ignored.
live-said-undo-agreed = Your friend agreed: the moves are taken back.
live-said-undo-declined = Your friend declined to take the moves back.
live-said-draw-agreed = Draw agreed.
live-said-draw-declined = Your friend declined the draw.
live-said-rematch-agreed = Your friend agreed: a new game begins.
live-said-rematch-declined = Your friend declined another game.
live-said-both-rematch = You both asked for another game: it begins.
live-said-resigned = Your friend resigned.
live-said-bad-resignation = Your friend's device sent a resignation that does not fit the game; it was ignored.
live-said-diverged-theirs = The two devices played this game differently from move { $move } on. Your friend's version goes on; this device's is kept in your saves.
live-said-diverged-mine = The two devices played this game differently from move { $move } on. This device's version goes on.
live-said-they-refused = Your friend's device refused move { $move }: { $why }.
live-said-refused-theirs = Your friend's device sent { $text } as move { $move }, which was refused: { $why }.
live-refusal-holds = this device holds { $held } as move { $move }
live-refusal-not-your-turn = it is not your turn here
live-refusal-not-legal = it is not legal here
live-refusal-because = { $refusal } ({ $why })
live-said-cannot-play = Your friend's device cannot play with this one.
live-said-friends-turn = It is your friend's turn.
live-said-move-impossible = That move is not possible: { $why }.
live-said-nothing-to-take-back = There is no move of yours to take back.
live-said-cannot-resign = The game cannot be resigned: { $why }.
live-said-no-draw = No draw can be offered in this game now.
live-said-finish-first = Finish this game before offering another.
live-said-nothing-asked = Your friend asked nothing.
live-said-not-connected = Wait until your friend is connected.
live-said-rematch-failed = The new game cannot be set up: { $why }.
live-said-by-link = Playing by link now: after your move, send it with "Send move" (under Share); opening your friend's link continues this game.
live-said-other-game = This invitation is for another game.
live-said-invitation-unplayable = The invitation's game cannot be played: { $why }.
live-mismatch-version = Your friend's device speaks version { $theirs } of the live protocol and this one version { $ours }: reload both pages so that they run the same Rosette.
live-mismatch-build = Your friend's device runs another build of Rosette ({ $theirs }, this one is { $ours }): reload both pages so that they run the same version.
live-mismatch-another-game = Your friend's device holds another game.
live-mismatch-claims-my-seat = Your friend's device claims { $seat }, which this device plays.
live-mismatch-nobody-plays = Nobody would play { $seat }.
live-mismatch-no-such-seat = Your friend's device claims a seat this game does not have.
live-mismatch-does-not-replay = Your friend's game does not replay here: { $why }.
live-link-unusable = This live link cannot be used: { $why }.
live-no-answer-made = No answer could be made: { $why }.
live-answer-elsewhere = This page made no invitation that awaits this answer; it was passed to your other tabs, and the one that made the invitation connects. Otherwise make a new invitation.
live-answer-unusable = The answer could not be used: { $why }.
live-site-servers-unusable = The site's live.json cannot be used ({ $why })
live-own-server-invalid = The server under "Live play across networks" is not valid ({ $why })
invite-too-long = this live link is too long
invite-not-live = this is not a live invitation or answer
invite-other-version = this live link comes from another version of Rosette, or is cut short
invite-answer-no-game = the answer names no game
invite-game = the invitation's game: { $why }
invite-no-game = the invitation carries no game
invite-seats-damaged = the invitation's seats are damaged
invite-servers = the invitation's servers: { $why }
invite-offer = the connection offer in the link is damaged
offer-no-address = the browser found no network address to offer
offer-incomplete = the browser's connection offer is incomplete
live-no-offer = the browser made no connection offer
live-browser-refused = the browser refused the connection ({ $why })
ice-not-config = it is not a JSON object with an "iceServers" list ({ $why })
ice-scheme = { $url } must start with stun: or turn:
ice-host = the host name of { $url } is not valid
ice-needs-login = { $url } is a TURN server and needs a login: turn:user:password@host
ice-login = write a TURN login as turn:user:password@host
ice-damaged = { $url } is damaged
ice-not-stored = the servers could not be saved ({ $why })
live-reconnect = Reconnect
live-reconnect-title = Make a new invitation to this game: your friend opens it, and the game goes on
live-continue-by-link = Continue by link
live-continue-by-link-title = Play this game by sending a link after each move
live-play = Live play
live-start = Play a friend live
live-accept = Accept
live-decline = Decline
live-invitation-intro = Send this invitation to your friend (link or QR code). It stays valid for { $minutes } minutes while this page stays open. Their device then shows an answer: open it here or paste it below.
live-answer-intro = Send this answer back to your friend now: they open it or paste it on their device, and the two devices look for each other.
live-link = Live link
live-paste = Paste your friend's answer
live-answer = Your friend's answer
live-connect = Connect
live-ask-undo = Ask to take back
live-offer-draw = Offer a draw
live-another-game = Another game
live-new-invitation = New invitation
live-leave = Leave live play
live-saved = Saved.
live-not-saved = Not saved: { $why }.
live-stun = To find a way between two homes, each device asks a STUN server (the site's, listed in live.json) for its public address: that server sees your address, nothing of your game.
live-local-only = Only on this network (no server)
live-across = Live play across networks
live-turn-note = Behind strict routers a TURN server relays the game. Your own server, used with the site's: stun:host:port, or turn:user:password@host:port.
live-ice = STUN or TURN server
live-save = Save
live-share-turn = Put my TURN login into invitations (my friend can then use my TURN server)

## The saves page (src/ui/pages/saves.rs)

size-bytes = { $count ->
    [one] { $count } byte
   *[other] { $count } bytes
}
size-kilobytes = { $size } kB
size-megabytes = { $size } MB
saves-title = Saved games
saves-lede = Games save themselves as you play. Keep a copy with “Save a copy” on a game's page; export them all to a file to move them to another browser.
saves-export-all = Export all
saves-import = Import from a file
saves-none = No saved games yet.
saves-game = { $game } game
saves-copy-name = { $name }, copy at move { $moves } ({ $date })
saves-human = human
saves-ai = AI ({ $level })
saves-versus = { $first } vs { $second }
saves-no-file = no file could be made
saves-no-link = no link
saves-imported = { $count ->
    [one] Imported 1 saved game.
   *[other] Imported { $count } saved games.
}
saves-already = { $count ->
    [one] 1 game was already here and was skipped.
   *[other] { $count } games were already here and were skipped.
}
saves-cannot-open = could not open the game
saves-exported = Exported.
saves-nothing-imported = Nothing was imported: { $why }
saves-space = Your games take { $total } in this browser: current games { $current }, named saves { $named }, unnamed saves and previous games { $unnamed }, damaged copies { $damaged }. Each new game or opened link keeps the previous game here; past { $keep } unnamed ones, the oldest are offered for deletion (name a save to keep it for good).
saves-free-confirm = Delete the { $count } oldest unnamed or damaged saves marked “offered for deletion”?
saves-deleted = Deleted { $count } old saves.
saves-free = Free { $size } (delete the { $count } oldest marked below)
saves-storage = Storage space
saves-not-saving = Games are not being saved ({ $why }). Delete saves you no longer need, then play on: the next save retries.
saves-not-stored = Not saved: { $why }.
saves-offered = offered for deletion
saves-delete-confirm = Delete this saved game?
saves-damaged = Damaged save
saves-damaged-why = { $why } — kept as it was so nothing is lost. { $size }
saves-export = Export
saves-delete = Delete
saves-details = { $moves ->
    [one] { $game } · { $moves } move · { $players } · { $date } · { $size }
   *[other] { $game } · { $moves } moves · { $players } · { $date } · { $size }
}
saves-hints = Hints used: { $count }
saves-current = current game
saves-name = Name
saves-name-placeholder = Name this game
saves-rename = Rename
saves-open = Open

## The position editors (src/ui/editors) (only: game-pages)

edit-title = Set up { $game }
edit-position-refused = This position cannot be used: { $why }.
edit-step-draw = The game in progress is waiting for a card to be drawn
edit-step-use = The game in progress is waiting for the drawn { $card } card to be applied
edit-step-placing = The game in progress is still placing its Setup C pieces
edit-opens-earlier = { $count ->
    [one] { $step }, which the editor cannot hold: it opens the last position before that, 1 move back (without { $moves }). The game in progress is unchanged.
   *[other] { $step }, which the editor cannot hold: it opens the last position before that, { $count } moves back (without { $moves }). The game in progress is unchanged.
}
edit-opens-stand-in = { $step }, which the editor cannot hold: it opens the position with { $kept }. The game in progress is unchanged.
edit-stand-in-card = the card left out and the other side to move
edit-stand-in-placing = the placements still to make put on the first tile each player's Gate offers
edit-rules = Rules
edit-setup = Setup
edit-legal = Legal position.
edit-over = Legal, but the game is already over: { $reason }
edit-not-legal = { $count ->
    [one] Not legal (1 reason):
   *[other] Not legal ({ $count } reasons):
}
edit-play = Play from here
edit-copy-link = Copy position link
edit-position-link = Position link
edit-position-text = Position text
edit-load-label = Position to load
edit-load-placeholder = paste a position
edit-load = Load
edit-back = Back to the game
edit-fewer = fewer: { $what }
edit-more = more: { $what }
edit-side = Side to move
edit-eraser = Eraser
edit-clear = Clear board
edit-start = Start position
edit-white-pieces = White pieces
edit-black-pieces = Black pieces
edit-tools = Tools
edit-empty = empty
edit-pyrga-board = Pyrga setup board
edit-pyrga-hint = Pick a piece, then click cells to put it there (click again to take it back). The piece put down last directs the next player.
edit-turn-triangle = Turn Triangle
edit-mark-last = Mark placed last
edit-holds = { $seat } holds: { $pieces }
edit-in-hand = { $count } × { $shape }
edit-placed-last = Placed last: the { $shape } on { $cell }.
edit-placed-last-triangle = Placed last: the Triangle on { $cell }, pointing { $direction }.
edit-none-last = No piece is marked as placed last.
edit-chiron-board = Chiron setup board
edit-chiron-hint = Pick a piece, then click squares to place it (click again to remove).
edit-opening = Opening
edit-phoenixes-held = Phoenixes held by { $seat }
edit-flipped-ants = flipped Ants in { $seat }'s pool
edit-pools = Each pool holds the pieces missing from the board:
edit-pools-none = none
edit-chirality-board = Chirality setup board
edit-player = { $seat } (player { $number })
edit-over-set = { $reserve } ({ $count } over the set)
edit-captured = { $reserve } (captured { $count })
edit-reserve = { $seat } reserve
edit-board = Board
edit-board-r1 = R1 (160 tiles)
edit-board-r2 = R2 (300 tiles)
edit-players = Players
edit-table-hint = Changing the board or the player count starts from that table's start position.
edit-chirality-hint = Pick a player, then click tiles to put a piece there (click again to remove).
edit-players-pieces = Players' pieces
edit-to-move = To move
edit-moved = { $piece } (moved)
edit-shifting-board = Shifting Chess setup board
edit-shifting-hint = Pick a piece or a tool, then click the board. Tiles carry their squares when moved, turned or voided.
edit-boulder = Boulder
edit-square-tools = Square tools
edit-tile-tools = Tile tools
edit-moved-mark = Moved mark
edit-en-passant = En passant
edit-move-tile = Move tile
edit-rotate-tile = Rotate tile
edit-void-tile = Void tile
edit-pick-tile = Click a tile to pick it up.
edit-put-tile = Now click the slot to put it in (a tile there swaps places).
edit-moved-hint = A king or rook marked as moved can no longer castle; a moved pawn can no longer double-step.
edit-moves-made = Moves made
edit-quiet-moves = Moves since a capture or pawn move
edit-en-passant-square = En passant square: { $square }.
edit-no-en-passant = No en passant square.
edit-cards = Cards
edit-distortion-cards = Distortion cards
edit-fresh-deck = Fresh deck
edit-deck-note = The deck is the one of the position the editor started from, until a fresh one is shuffled.
edit-pyrga-too-many = { $seat } has { $count } × { $shape } on the board; the set holds { $set }.
edit-triangle-off = The Triangle on { $cell } points off the board.
edit-pyrga-wrong-turn = { $count ->
    [one] With 1 piece placed it must be { $seat }'s turn (White places first).
   *[other] With { $count } pieces placed it must be { $seat }'s turn (White places first).
}
edit-last-not-marked = Mark the piece placed last: it tells the next player where to play.
edit-last-not-on-board = The piece marked as placed last is not on the board.
edit-last-by-side = The piece placed last must be { $seat }'s, since { $mover } is to move.
edit-too-many-kings = { $seat } has { $count } Kings.
edit-too-many-ants = { $seat } has { $count } Ants on the board; the set holds 8.
edit-handed-repeated = { $seat } has { $count } × { $piece } on the board; the set holds one.
edit-no-kings = Neither player has a King.
edit-moved-without-king = { $seat } has no King, yet has just moved (a side without its King has lost).
edit-phoenix-count = The board and the hands hold { $count } Phoenixes; the game has exactly 2.
edit-too-many-pieces = { $seat } has more pieces than the set holds: { $board } on the board and { $reserve } in reserve, of { $set }.
edit-not-playing = { $seat } has pieces on the board but is not playing.
edit-fewer-than-two = Fewer than two players have pieces left, so the game would be over.
edit-to-move-no-pieces = It is { $seat }'s turn, but they have no pieces left.
edit-holds-throne = { $seat } holds the whole Throne, so the game would be over.
edit-no-king = { $seat } has no King.
edit-king-voided = A King stands on the voided tile; a King cannot be voided.
edit-unpromoted-pawn = The pawn on { $square } has reached its promotion zone and should have promoted.
edit-halfmove-exceeds = The moves since a capture or pawn move exceed the moves made.
edit-en-passant-not-empty = The en passant square { $square } is not empty land.
edit-en-passant-no-pawn = No pawn of { $seat }'s marked as moved stands just beyond the en passant square { $square }.
edit-not-to-move-in-check = { $seat }, the side not to move, is in check.

## The boards page (src/ui/pages/boards.rs) (only: chirality, game-pages)

boards-clause-1 = Clause 1 (a central Star)
boards-clause-2 = Clause 2 (exactly two full rings)
boards-clause-3 = Clause 3 (two opposing Gates)
boards-clause-4 = Clause 4 (one connected, uncut piece)
boards-bad-radius = The radius must be a number from { $min } to { $max }, not '{ $text }'.
boards-no-board = No board: { $why }.
boards-board-label = Chirality board { $board }: { $tiles } tiles
boards-r1 = R1 (compact)
boards-r2 = R2 (default)
boards-custom = Custom disc
boards-title = Chirality boards
boards-lede = Chirality is played on a disc of Penrose rhombs. Pick a board, turn the overlays on, and click a tile to see its neighbours.
boards-board = Board
boards-overlays = Overlays
boards-moats = Moats
boards-deep-moats = Deep Moats
boards-rings = Rings
boards-gates = Gates
boards-tile-names = Tile names
boards-neighbours = Neighbours of the selected tile
boards-halves = Halves of
boards-half-star = Star whose half is shown
boards-built = { $board } built in { $ms } ms
boards-first-build = (in this browser, first build).
boards-rules = Chirality rules
boards-tiling = Tiling
boards-ten-thin = ten-thin (like R2)
boards-five-thin = five-thin (like R1)
boards-radius = Radius
boards-radius-slider = Radius slider
boards-radius-hint = Tiles whose centre lies within the radius (in edge lengths, { $min }–{ $max }). Legal discs: about 8.58–11.84 (ten-thin) or 8.68–9.30 (five-thin).
boards-players = Players
boards-stats = { $board }: { $tiles } tiles ({ $thick } Thick, { $thin } Thin), { $stars } Stars, { $gates } Gates, tiling { $tiling }.
boards-legal = ✓ A legal Chirality board.
boards-not-legal = Not a legal Chirality board:
boards-legal-for = ✓ Legal for { $count } players.
boards-not-for = ✗ Not for { $count } players: { $why }.
boards-select-tile = Select a tile (click it, or Tab into the board, move with the arrow keys and press Enter).
boards-edge-neighbours = { $count } edge neighbours: { $tiles }
boards-corner-neighbours = { $count } more corner neighbours ({ $all } in all): { $tiles }
boards-legend = Legend
boards-legend-thick = Thick tile (72°/108°)
boards-legend-thin = Thin tile (36°/144°)
boards-legend-throne = Throne: the central Star
boards-legend-star = Star: five Thick tiles meeting at a point
boards-legend-moat = Moat: Thin tiles edge-to-edge with a Star
boards-legend-gate = Gate: a run of rim tiles where pieces Muster
boards-legend-edge = Edge neighbour of the selected tile
boards-legend-corner = Corner-only neighbour of the selected tile
boards-zoom-hint = Zoom with the wheel, a pinch, or + and −; drag or Shift+arrows to pan; 0 shows the whole board. In the board, the arrow keys move between tiles.

## What a Shifting Chess card did (src/ui/words.rs): in a lesson, and beside the board

applied-swapped = Tiles { $a } and { $b } swapped places.
applied-turned-clockwise = Tile { $tile } turned clockwise.
applied-turned-counter = Tile { $tile } turned counter-clockwise.
applied-slid = Tile { $tile } slid { $direction }.
applied-slid-pushing = Tile { $tile } slid { $direction }, pushing { $pushed }.
applied-voided = Tile { $tile } was voided.
applied-no-effect = The card had no legal use.
direction-north = north
direction-east = east
direction-south = south
direction-west = west
card-news = { $seat } drew { $card }.
piece-pawn = pawn
piece-rook = rook
piece-king = king
piece-knight = knight
piece-bishop = bishop
piece-queen = queen

## Keeping games, opening links, other notices (src/ui/storage, src/ui/pages/play_link.rs)

storage-unavailable = this browser does not allow saving (localStorage is off)
storage-full = the browser's storage for this site is full
storage-refused = the browser refused to save ({ $why })
storage-not-read-back = what was written did not read back
storage-other-tab-not-kept = the game another tab stored could not be kept first ({ $why })
storage-damaged-not-moved = a damaged save fills this game's slot and could not be copied aside ({ $why })
storage-slot-changed = the save slot changed while saving; try again
storage-damaged-kept-aside = Your saved game could not be read ({ $why }). It was copied aside as '{ $key }' (see Saves); a new game has started.
storage-damaged-untouched = Your saved game could not be read ({ $why }), and there was no room to copy it aside, so it stays where it is, untouched. This new game is not saved until there is space: free some on the Saves page.
storage-other-tab-failed = Another tab changed this game, and this tab's version could not be kept in your saves ({ $why }); it stays on screen here. Free space on the Saves page.
tab-other-game-here = Another tab opened a different game of this kind; it is shown here now. This tab's game is kept in your saves as '{ $name }'.
tab-other-game = Another tab had put a different game in this slot; it is kept in your saves as '{ $name }'.
tab-diverged-here = Another tab played this game differently from move { $move } on. Both are kept: this tab's version is in your saves as '{ $name }'.
tab-diverged-there = Another tab played this game differently from move { $move } on. Both are kept: the other tab's version is in your saves as '{ $name }'.
saves-kept-aside = kept aside
saves-untitled = { $moves ->
    [one] { $game } game of { $moves } move
   *[other] { $game } game of { $moves } moves
}
saves-import-none = Nothing was imported.
saves-import-some = { $count ->
    [one] Imported { $count } saved game ({ $titles }).
   *[other] Imported { $count } saved games ({ $titles }).
}
saves-import-failed = '{ $failed }' could not be stored: { $why }.
saves-import-not-tried = { $count ->
    [one] { $count } more was not tried.
   *[other] { $count } more were not tried.
}
saves-import-retry = Free space and import the file again; games already imported are not duplicated.
link-not-opened = This link could not be opened: { $why }. Nothing was changed.
link-opened = Opened the game from the link.
link-cannot-open = This link could not be opened: { $why }.
link-same = This link holds your game as you have it; it is open.
link-older = { $behind ->
    [one] This link is older than your game ({ $behind } move behind): your game is shown as you have it.
   *[other] This link is older than your game ({ $behind } moves behind): your game is shown as you have it.
}
link-continued = Continued your game with { $what } from the link.
link-continued-moves = { $count ->
    [one] { $count } new move
   *[other] { $count } new moves
}
link-continued-resignation = the resignation
link-continued-draw = the agreed draw
link-kept-note = Your previous game is kept in your saves.
link-stays-saved = The game is open, but it could not be stored as your current game: { $why }. It stays in your saves until it can be.
link-unrelated-title = Open the shared game?
link-unrelated = { $moves ->
    [one] The link holds a different game ({ $moves } move). Your current game will be kept in your saves.
   *[other] The link holds a different game ({ $moves } moves). Your current game will be kept in your saves.
}
link-unrelated-open = Open shared game
link-diverges-title = This link contradicts your game
link-diverges = It is the same game, but from move { $move } on its moves differ from yours ({ $theirs } moves in the link, { $yours } in yours). You can open it as a separate branch; your game stays as it is, in your saves.
link-diverges-open = Open as a branch
link-keep-mine = Keep my game
link-opened-linked = Opened the linked game. Your previous game is kept in your saves.
link-opened-as = Opened the link as '{ $name }'. Your game is kept unchanged in your saves.
link-not-opened-because = The link was not opened, because { $why }.
qr-label = QR code of the link
qr-too-long = This link is too long for a QR code ({ $why }).
eval-failed = The evaluation failed: { $why }.
coach-unjudged = The move could not be judged: { $why }.
proof-line-title = Proven by searching every line to the end of the game
import-not-json = not a JSON file ({ $why })
import-newer = made by a newer Rosette (export version { $version })
import-no-saves = the file lists no saves
import-save = save { $index }: { $why }
legality-no-throne = no central Star (Throne)
legality-incomplete-ring = ring { $ring } is not full: { $complete } of its { $total } Stars are complete
legality-extra-ring = ring { $ring } is full too: more than an R2 rosette
legality-no-opposing-gates = no two of the { $gates } Gates are opposing (144° apart)
legality-disconnected = the board falls into { $parts } parts
legality-broken-tile = tile { $tile } is cut
legality-holes = { $holes ->
    [one] the board has { $holes } hole
   *[other] the board has { $holes } holes
}
legality-pinched = the outline is pinched into { $outlines } loops
board-radius-out-of-range = board radius { $radius } is out of range ({ $min } to { $max })
board-unknown-tiling = unknown tiling '{ $tiling }' (five-thin or ten-thin)
board-illegal = not a legal Chirality board: { $why }
board-player-count = { $players ->
    [one] { $players } player: at least 2 are needed
   *[other] { $players } players: at least 2 are needed
}
board-too-few-gates = { $players } players need { $players } Gates; the board has { $gates }
board-crowded = with { $players } players and first Gate { $gate }, a player starts between two adjacent neighbours
board-no-such-gate = no Gate { $gate }: the board has { $gates }
live-servers-problem = { $problems }; live play goes on without it.
live-no-invitation = No invitation: { $why }.
chiron-board-label = Chiron board
pyrga-board-label = Pyrga board
shifting-board-label = Shifting Chess board
branch-name = { $name } (from move { $move })
branch-of-game = Branch of game { $id } from move { $move }
branch-of-name = Branch of '{ $name }' from move { $move }

## Why the AI gave no answer, said after a colon (src/ui/words/ai.rs) (only: game-pages)
ai-failure-question-unreadable = the AI could not read the question
ai-failure-answer-unwritable = the AI could not write its answer
ai-failure-unplayable = the AI could not set up the game
ai-failure-no-such-position = the game has no such position
ai-failure-no-move = the AI has no move to make in this position
ai-failure-cannot-start = the AI could not start in this browser
ai-failure-crashed = the AI stopped with an error
ai-failure-gone = the AI is no longer running
ai-failure-question-unwritable = the question could not be written for the AI
ai-failure-answer-unreadable = the AI's answer could not be read
ai-failure-other-build = the AI comes from another version of Rosette; reload the page to run one version

## The proven result beside Pyrga's board (src/ui/widgets/proof_line.rs) (only: pyrga, game-pages)
proof-draw = Draw with best play
proof-win = { $winner } wins with best play
proof-win-next = { $winner } wins with best play (in 1 move)
proof-win-in = { $winner } wins with best play (in { $moves } moves: { $first } by { $mover }, { $second } by { $other })

## Why a Chiron position cannot occur (src/ui/words/positions/chiron.rs) (only: chiron, game-pages)

illegal-chiron-not-in-pool = “{ $piece }” cannot be in a captured pool
illegal-chiron-kings = { $seat } has { $count } Kings
illegal-chiron-no-king-after-moving = { $seat } has no King, yet has just moved
illegal-chiron-ants = { $seat } has { $count } Ants on the board and in the captured pool, not 8
illegal-chiron-not-one = { $seat } has { $count } × “{ $piece }” on the board and in the captured pool, not 1
illegal-chiron-phoenixes = the board and the hands hold { $count } Phoenixes, not 2

## Why a Pyrga position cannot occur (src/ui/words/positions/pyrga.rs) (only: pyrga, game-pages)

illegal-pyrga-two-of-a-shape = { $cell } holds two pieces of one shape
illegal-pyrga-triangle-at-edge = the Triangle on { $cell } points off the board
illegal-pyrga-too-many = { $seat } has more { $shape } pieces on the board than the set holds
illegal-pyrga-side-to-move = the side to move does not follow from the pieces placed (White places first)
illegal-pyrga-no-last-move = pieces are placed but none is marked as placed last
illegal-pyrga-last-move-not-theirs = the piece placed last, { $move }, is not the piece of the player who just moved
illegal-pyrga-opening-flag = the Square-opening mark only applies before White's second piece

## Why a Shifting Chess position cannot occur (src/ui/words/positions/shifting.rs) (only: shifting-chess, game-pages)

illegal-shifting-tile-twice = tile { $tile } appears twice
illegal-shifting-tile-missing = tile { $tile } is missing
illegal-shifting-two-voided = more than one tile is voided
illegal-shifting-king-voided = a King cannot be voided
illegal-shifting-pile-too-big = the draw pile holds over 20 cards
illegal-shifting-pawns = { $seat } has { $count } pawns, and a side has at most 8
illegal-shifting-promoted = { $seat } has { $promoted } pieces beyond its starting army, but only { $gone } of its pawns have gone
illegal-shifting-halfmove-clock = the moves since a capture or pawn move exceed the moves made
illegal-shifting-gap-covered = { $square } is a gap, yet a tile covers it
illegal-shifting-land-uncovered = { $square } is land, yet no tile covers it
illegal-shifting-no-limbo = a tile is voided, but the voided squares are not given
illegal-shifting-no-voided-tile = voided squares are given, but no tile is voided
illegal-shifting-voided-while-applying = a voided tile returns when a card is drawn, before the card is used
illegal-shifting-unpromoted = the pawn on { $square } should have promoted
illegal-shifting-kings = each side needs exactly one King (White has { $white }, Black { $black })
illegal-shifting-deck-count = the deck must hold { $count } { $card } cards in all (pile, discards and the drawn card)
illegal-shifting-empty-pile = the draw pile is empty, yet no card is in play
illegal-shifting-card-off-turn = a card is only drawn after moves 3, 6, 9… and only with cards on
illegal-shifting-en-passant-occupied = the en passant square { $square } is not empty land
illegal-shifting-en-passant-no-pawn = no pawn that has just moved two squares stands beyond { $square }
illegal-shifting-over = the game is over, but the result does not say so
illegal-shifting-not-to-move-in-check = the side not to move is in check
illegal-shifting-not-exposed = the result says a King was left attacked, and none is
illegal-shifting-wrong-result = the result does not match the position
illegal-shifting-card-after-end = a finished game has no card to draw
illegal-shifting-drawer-in-check = the King of the side drawing a card is in check
illegal-shifting-draw-after-end = the last move ended the game, so no card is drawn

## Why a Chirality position or start cannot occur (src/ui/words/positions/chirality.rs) (only: chirality, game-pages)

illegal-chirality-tile-twice = tile { $tile } is listed twice
illegal-chirality-piece-count = { $seat } has { $board } on the board, { $reserve } in reserve and { $captured } captured, not { $pieces } in all
illegal-chirality-eliminated-twice = { $seat } is listed twice as eliminated
illegal-chirality-eliminated-with-pieces = { $seat } is eliminated but has pieces on the board
illegal-chirality-not-on-throne = { $seat } is said to hold the Throne but does not
illegal-chirality-not-last = { $seat } is said to be the last player left, but others are
illegal-chirality-sharer-twice = { $seat } is listed twice among those who share the result
illegal-chirality-shared-while-live = a shared result needs every player eliminated, the sharers too
illegal-chirality-sharer-has-reserves = a player sharing the result still has reserves
illegal-chirality-placement-outside-c = only setup C has a placement phase
illegal-chirality-too-few-gates-for-c = the board has too few Gates for setup C with this many players
illegal-chirality-placement = during the placement phase { $seat } has pieces it cannot have placed yet
illegal-chirality-mover-eliminated = { $seat } is to move but is eliminated
illegal-chirality-over-without-result = fewer than two players are left, so the game is over, but no result is given
illegal-chirality-not-listed-eliminated = { $seat } has no pieces and no reserve, so it is eliminated, but it is not listed so
illegal-chirality-holds-throne = { $seat } holds the whole Throne, so the game is over
illegal-chirality-no-action = { $seat } is to move but has no legal action, so it is eliminated
illegal-chirality-setup-a-gates = setup A needs its two five-tile Gates, which this board does not have
illegal-chirality-setup-b-stars = setup B needs five Inner Stars, which this board does not have
bad-option-players = { $players } players cannot play on { $board }: it seats 2 to { $max }
bad-option-setup-a = setup A is for two players on R2
bad-option-setup-b = setup B seats at most 5 players (one per Inner Star)
