# Chirality's lessons, in teaching order. For each lesson (its id comes first):
# -title: a short title; -teach: what it teaches, shown before the task;
# -task: the task; -why: shown when the goal is met; -wrong: shown after a move
# that misses the goal, after what the move did: the rule it missed.

thick-piece-steps-title = A Thick piece steps to a Thin tile
thick-piece-steps-teach = The board is made of two kinds of tiles: wide Thick rhombs and narrow Thin ones. All pieces are alike; a piece on a Thick tile is a Thick piece, on a Thin tile a Thin piece. On your turn you move one of your pieces (or bring one in, as a later lesson shows); you may not pass. A Thick piece moves to an empty Thin tile sharing a full edge with it. Every tile has a name: a sector letter, A to E clockwise from the top, and a number counting outward from the middle.
thick-piece-steps-task = You are Blue. Step your piece on A3 onto A6, the Thin tile farther from the middle.
thick-piece-steps-why = From the Thick tile A3 your piece could step to the two Thin tiles sharing a full edge with it, A2 and A6; on A6 it is now a Thin piece.
thick-piece-steps-wrong = Tile numbers grow outward from the middle, so the higher number is the tile farther out.

thin-piece-steps-title = A Thin piece steps to a Thick tile
thin-piece-steps-teach = A Thin piece moves to an empty Thick tile it touches, along a full edge or only at a corner, so it has more choices than a Thick piece.
thin-piece-steps-task = Step your Thin piece on A2 onto a Thick tile that it touches only at a corner.
thin-piece-steps-why = A Thin piece moves to any empty Thick tile it touches, even at a single corner: from A2 that is seven tiles, three of them (A4, A5 and E3) touching it only at a corner.
thin-piece-steps-wrong = That tile shares a whole edge with A2; this lesson asks for one that meets it at a single point.

muster-title = Muster onto a Gate
muster-teach = Gates are runs of tiles on the rim of the board, where new pieces enter. If one of your pieces stands on any tile of a Gate, you may Muster instead of moving: put a piece from your reserve on any empty tile of that Gate.
muster-task = Your piece on A24 stands on a Gate. Bring a reserve piece onto the board.
muster-why = Muster: with a piece on a Gate, you may put a reserve piece on any empty tile of that Gate instead of moving.
muster-wrong = A step moves a piece that is already on the board; a Muster puts a new one on an empty tile of the Gate you stand on.

muster-on-r2-title = The big board R2
muster-on-r2-teach = There are two boards: R1, the compact one you have played on so far (160 tiles), and R2, the default (300 tiles, with ten Gates). A standard game on R2 uses Setup A: each player starts with 4 pieces on each of two Gates, and 8 in reserve.
muster-on-r2-task = This is R2 with Setup A. Muster a reserve piece.
muster-on-r2-why = On R2 each Gate has five tiles; your pieces stand on four of each, and a Muster fills an empty tile of a Gate you occupy.
muster-on-r2-wrong = A Muster goes onto an empty tile of a Gate where you already have a piece; each of your Gates still has one.

move-notation-title = Writing moves
move-notation-teach = The move list writes a step with its two tiles, A24-A22, and a Muster with + and the tile it fills, +B23.
move-notation-task = Play +B23.
move-notation-why = +B23 is a Muster onto B23: a Muster is named by its tile alone.
move-notation-wrong = The + means a new piece from your reserve, not a step of a piece already on the board.

setup-c-title = Setup C: place your first piece
setup-c-teach = In Setup C, the long game for more players, each player has one Gate and 16 pieces in reserve. Before the first turn each places one piece on any tile of its Gate, Blue first; then Blue takes the first turn.
setup-c-task = Place your starting piece on a Thick tile of your Gate.
setup-c-why = Your first piece stands on a Thick tile of your Gate; from there you Muster the other 15 while it stays on the Gate.
setup-c-wrong = A Gate holds Thick tiles (the wide rhombs) and Thin ones (the narrow rhombs at its ends).

thick-takes-thin-title = A Thick piece takes a Thin piece
thick-takes-thin-teach = After every move or Muster, captures happen by themselves. A Thick piece attacks the Thin tiles sharing a full edge with it, and a Thin piece falls to a single enemy attacker.
thick-takes-thin-task = Capture the vermillion piece on A6 with your piece on A2.
thick-takes-thin-why = Your piece now stands on a Thick tile sharing a full edge with A6: one attacker is enough to take a Thin piece.
thick-takes-thin-wrong = To attack a Thin piece, yours must stand on a Thick tile sharing a full edge with it.

thin-pair-takes-thick-title = Thin pieces take a Thick piece in pairs
thin-pair-takes-thick-teach = A Thin piece attacks the Thick tiles it touches, at an edge or only at a corner. A Thick piece falls to two different enemy Thin attackers; one is not enough.
thin-pair-takes-thick-task = Vermillion's piece on A3 stands on a Thick tile, and your Thin piece on B2 already touches it at a corner. Capture it.
thin-pair-takes-thick-why = Your second Thin piece touches A3 too, at a corner like B2: two Thin attackers take a Thick piece.
thin-pair-takes-thick-wrong = A Thick piece falls only to two enemy Thin pieces touching it, and a piece of yours on a Thick tile does not attack it.

initiative-title = Initiative: you capture first
initiative-teach = You may move onto a tile the enemy attacks. After your move your captures are removed first; only then does the enemy capture, with the pieces it has left.
initiative-task = Vermillion's Thick piece on A3 attacks the Thin tile A6. Capture it without losing a piece.
initiative-why = Your piece on A6 and your piece on B2 took A3 before Vermillion could take A6 in reply: the player who moves captures first.
initiative-wrong = Only two Thin attackers take a Thick piece; your captures come before the enemy's, so a tile it attacks is safe once the attacker is gone.

throne-exposed-title = The Throne is exposed
throne-exposed-teach = The five Thick tiles meeting at the very middle of the board, A1 to E1, form the Throne. A piece on a Throne tile is exposed: it falls to a single attacker.
throne-exposed-task = Vermillion has a piece on the Throne tile A1. Capture it.
throne-exposed-why = One Thin attacker was enough: a piece on a Throne tile is exposed.
throne-exposed-wrong = A Thick tile, even on the Throne, is attacked only by Thin pieces touching it.

garrison-title = A Garrison cannot be captured
garrison-teach = Five Thick tiles meeting at a point form a Star (the pale gold Stars around the Throne), and the Thin tiles sharing an edge with it are its Moat. When your pieces stand on all five tiles of a Star other than the Throne, they form a Garrison: none of them can be captured. It lasts until one of them moves away.
garrison-task = Vermillion's Thin pieces on A6 and A7 both touch your Thick piece on A10, and two Thin attackers take a Thick piece. Save it without moving it.
garrison-why = Your five pieces now hold a whole Star: a Garrison. Its pieces cannot be captured, so Vermillion's two attackers on A10 do nothing.
garrison-wrong = Only a Garrison's pieces cannot be captured, and a Garrison needs all five tiles of a Star.

deep-moat-title = A Garrison attacks its Moat
deep-moat-teach = A Garrison attacks every tile of its Moat, and one attacker takes a Thin piece. A new game may use Deep Moats: then a Star's Moat also holds every Thin tile sharing a full edge with one of its Moat tiles, so a Garrison reaches further.
deep-moat-task = This game uses Deep Moats. Take both vermillion pieces, on A6 and A7, in one move.
deep-moat-why = Completing the Star formed a Garrison, and its Deep Moat holds A6 and A7: one attacker each was enough.
deep-moat-wrong = A single piece attacks a Thin tile only from a Thick tile sharing its edge; a Garrison attacks its whole Moat at once.

remote-muster-title = Remote Muster from an Inner Garrison
remote-muster-teach = A Garrison on one of the five Stars next to the Throne is an Inner Garrison. It lets you Muster without a piece on the Gate: onto an empty Thick tile of a Gate on its half of the board that holds no enemy piece. Setup B, R1's quick start, gives each player an Inner Garrison and 11 pieces in reserve.
remote-muster-task = This is Setup B. None of your pieces stands on a Gate: bring a reserve piece onto the board.
remote-muster-why = Your Inner Garrison let you Muster onto a Thick tile of a Gate on its half of the board (Remote Muster).
remote-muster-wrong = Without a piece on a Gate, only an Inner Garrison lets you Muster, onto the Thick tiles of Gates on its half of the board.

take-the-throne-title = Win on the Throne
take-the-throne-teach = You win at once when your pieces stand on all five Throne tiles after your move, before any capture is made.
take-the-throne-task = You hold four of the five Throne tiles. Win.
take-the-throne-why = All five Throne tiles hold your pieces: you win at once, before any capture.
take-the-throne-wrong = The Throne is the five tiles numbered 1, and it wins only when all five hold your pieces.

last-piece-title = The last player left wins
last-piece-teach = A player with no piece on the board and none in reserve is out, and the last player left in wins.
last-piece-task = Vermillion has one piece left on the board and none in reserve. Win.
last-piece-why = Vermillion's last piece is gone and it has none in reserve: it is out, and you are the last player left.
last-piece-wrong = Vermillion is out only once its last piece is captured, and a Thin piece falls to one Thick piece sharing a full edge with it.

no-move-is-out-title = No move, no Muster: out
no-move-is-out-teach = A player who can neither move nor Muster when its turn comes is out too, even with pieces in reserve, and its pieces leave the board. A reserve piece can only enter by a Muster, so a player with no piece on a Gate and no Inner Garrison cannot bring one in.
no-move-is-out-task = Vermillion has one piece on the board and 14 in reserve, but no piece on a Gate. Win.
no-move-is-out-why = With no piece on the board, Vermillion could neither move nor Muster at its turn: it is out, reserve and all, and you are the last player left.
no-move-is-out-wrong = Vermillion can still move while its piece is on the board; it is out only when it can neither move nor Muster.

three-players-title = More than two players
three-players-teach = Up to six can play (five on R1); turns go round in order: Blue, Vermillion, Green and so on. Each player captures with its own pieces only: attacks of different players never add up.
three-players-task = Three play here. Vermillion's Thick piece on A3 is touched by your Thin piece on B2 and by Green's on A7, yet it stands. Capture it.
three-players-why = Green's A7 did not count for you; your own second Thin attacker took A3. Vermillion, with no piece left on the board and none on a Gate, is out at its turn.
three-players-wrong = Green's piece never counts for you: a Thick piece falls to two Thin attackers of the same player.
