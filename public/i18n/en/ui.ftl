# Rosette's messages in English: the source every other language translates.
# Format: a subset of Project Fluent (see src/i18n/ftl.rs and docs/i18n.md). Each id becomes
# an `i18n::Msg` variant at build time (nav-saves → Msg::NavSaves).

## The top bar and every page

site-title = Rosette — abstract strategy games
brand-home = Rosette home
nav-games = Games
nav-saves = Saves
nav-boards = Boards
save-problem = Your games are not being saved ({ $why }).
save-problem-link = Free space on the Saves page
bad-link = This link could not be opened: it names no game Rosette knows ('{ $link }').
boot-loading = Loading Rosette: after this first visit it opens at once, even offline.

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

## The rules pages

rules-learn = New to { $game }? Learn it by playing: one short lesson per rule.
rules-boards = See every tile, Star, Moat and Gate on the { $link }.
rules-boards-link = Boards page
rules-play = Play { $game }
rules-learn-button = Learn { $game } move by move
rules-translated = This is a translation of the English rules; where they differ, the English text decides.
rules-english-shown = The rules in { $language } could not be loaded ({ $why }); they are shown in English.
rules-clauses-head = Points to remember
badge-reconstruction = Reconstruction
badge-ruling = Rosette ruling

## Fetching a file of the site

fetch-unreachable = it could not be fetched
fetch-status = the site answered { $status }
fetch-unreadable = it could not be read

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

## The new-game dialog

new-game = New game
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
cancel = Cancel
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

## The play page

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

## Notices above the board (src/table/said.rs)

notice-wait-for-ai = It is not your turn: wait for the AI.
notice-move-refused = That move is not possible: { $why }
notice-ai-failed = The AI could not move: { $why }
notice-ai-move-stale = The AI's move no longer fits the board; it was ignored.
notice-nothing-to-resign = There is no game of yours to resign.
notice-cannot-resign = The game cannot be resigned: { $why }
notice-setup-failed = The game could not be set up: { $why }
notice-no-hint = No hint: { $why }
notice-hint-stale = The hint no longer fits the board; it was ignored.
notice-branched = A new game continues from move { $ply }. The whole original game is kept under Saves.
notice-not-kept-new-game = Your previous game could not be kept: { $why }
notice-not-kept-branch = Could not branch, so nothing was changed: { $why }
notice-not-kept-invitation = Your current game could not be kept, so the invitation was not taken: { $why }
notice-not-kept-link = The link was not opened, because your current game could not be kept: { $why }
notice-not-kept = A game could not be kept in your saves: { $why }
move-unparsable = '{ $move }' is not a legal move here
move-illegal = illegal move: { $why }
move-not-dealt = illegal move: the deck deals { $dealt } next, not { $played }
move-wrong-game = illegal move: a move of another game
move-no-such-move = illegal move: no move #{ $index } in that position
move-no-such-player = illegal move: there is no player { $number }
move-game-over = the game is over

## The puzzles pages (src/ui/pages/puzzles.rs, puzzle_solve.rs, puzzle_words.rs)

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
puzzle-data-unreadable = The puzzle data cannot be read: { $why }
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

## The learn pages (src/ui/pages/learn)

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
