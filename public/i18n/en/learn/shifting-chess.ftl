# Shifting Chess's lessons, in teaching order. For each lesson (its id comes first):
# -title: a short title; -teach: what it teaches, shown before the task;
# -task: the task; -why: shown when the goal is met; -wrong: shown after a move
# that misses the goal, after what the move did: the rule it missed.

boulders-title = Boulders
boulders-teach = The board is a 12×12 blue board. The land is sixteen 2×2 islands called megatiles, lettered A to P, which start as an 8×8 board in the middle; squares no megatile covers are empty space. Pieces start and move as in chess, except as these lessons show. Four neutral boulders stand on the land: a boulder blocks every piece as if it were one of its own, can never be captured, and a knight leaps over it.
boulders-task = You are White. Take the black rook on d9.
boulders-why = Your rook on d3 cannot pass the boulders on d6 and d7; the knight leaps over anything and lands on d9.
boulders-wrong = A boulder stops a sliding piece as one of its own pieces would; only a piece that leaps gets past it.

queen-over-gaps-title = Queens cross gaps
queen-over-gaps-teach = When tiles move, holes of empty space open in the land. Empty space stops rooks, bishops, kings and pawns; a knight leaps over it but never lands on it. A queen slides over empty space and lands beyond it, still blocked by pieces and boulders.
queen-over-gaps-task = Tile F has been moved to the edge, leaving a hole on e5–f6. Win a black piece.
queen-over-gaps-why = Your queen slid over the hole and took on e8: of all the pieces, only a queen crosses empty space.
queen-over-gaps-wrong = Empty space stops every sliding piece but the queen.

double-step-anywhere-title = Pawns double-step anywhere
double-step-anywhere-teach = A pawn that has not yet moved by its own move may step two squares, wherever it stands: being carried by a tile does not count as moving. The list beside the board names the pawns that have moved.
double-step-anywhere-task = Your pawn on e7 was carried there by the tiles and has never moved by itself. Give check with a pawn.
double-step-anywhere-why = e7e9, a double step, attacks the king on f10. The pawn on h5 has moved already, so it may step only one square.
double-step-anywhere-wrong = A single step reaches no square beside the king, and a pawn that has never moved by itself may go further.

en-passant-title = En passant, anywhere
en-passant-teach = En passant works anywhere on the board: when an enemy pawn has just stepped two squares and passed the square your pawn attacks, your pawn may take it as if it had stepped one, on the very next turn only.
en-passant-task = Black's pawn has just stepped from f9 to f7, beside your pawn on e7. Take it.
en-passant-why = Your pawn went to f8, the square the black pawn passed over, and took it on f7.
en-passant-wrong = The black pawn passed over f8, and en passant takes it as if it had stopped there.

promotion-at-the-edge-title = Promotion where the land ends
promotion-at-the-edge-teach = A pawn promotes when it stands in one of its last three ranks of the blue board (10 to 12 for White) and no land lies further ahead in its file. By its own move it becomes the piece its owner chooses (the board asks which); carried there by a card, it becomes a queen.
promotion-at-the-edge-task = Tile A now lies above the e-file, on e11–f12. Promote a pawn.
promotion-at-the-edge-why = On g10 the land ends, so the pawn promoted; on e10 tile A would still have been ahead of it.
promotion-at-the-edge-wrong = A pawn promotes only where no land lies further ahead in its file, and tile A lies ahead on the e-file.

castling-on-a-file-title = Castling across tiles
castling-on-a-file-teach = Castling works along a rank or a file, across tiles. King and rook must not have moved by their own moves (the list beside the board would name any that had), with two or three empty squares between them, and the king's start, the square it crosses and its destination must be land and not attacked. The king moves two squares toward the rook, and the rook lands on the square the king crossed.
castling-on-a-file-task = Castle. The black rook watches g3, so castle along a file instead of the rank.
castling-on-a-file-why = The king went two squares up the e-file and the rook from e6 landed on e4, the square the king crossed.
castling-on-a-file-wrong = Castling is the king's two-square move toward an unmoved rook, and the king may not cross an attacked square.

gap-mate-title = Mate on an island
gap-mate-teach = Checkmate wins and stalemate is a draw, as in chess. A king cannot step onto empty space, so an island can become its prison.
gap-mate-task = The black king sits on tile M, an island in the corner of the board. Checkmate it.
gap-mate-why = Kings cannot step onto empty space and Black's own pawns fill a11 and b11, so the king on a12 had only b12. A queen on rank 12 slides over the gaps and covers both: checkmate.
gap-mate-wrong = A mate must give check: leaving the king no move without checking it is stalemate, a draw.

fifty-moves-title = The fifty-move rule
fifty-moves-teach = A hundred ordinary moves in a row (fifty each) with no capture and no pawn move end the game in a draw; so do a position seen for the third time and king against king. The count of such moves is shown beside the board; a capture or a pawn move sets it back to 0, and cards neither count nor reset it.
fifty-moves-task = Ninety-nine moves have gone by without a capture or a pawn move. Keep the game going.
fifty-moves-why = A pawn move or a capture set the count back to 0, and the game goes on.
fifty-moves-wrong = Only a capture or a pawn move sets the count back; any other move is the hundredth.

swap-card-title = The Swap card
swap-card-teach = After every third turn (turns 3, 6, 9 and so on) the player who has just moved draws a card from a deck of 20, and must apply it if it can. A Swap card exchanges two tiles in neighbouring slots, with everything on them; a tile holding the opponent's king cannot be swapped. To apply a card, click a tile (and a second tile for a Swap), then Apply.
swap-card-task = You drew a Swap card. Swap two tiles so that the black king is in check.
swap-card-why = Swapping J and K carried your rook from f7 to h7, onto the king's file. The king's own tile could not be swapped, but yours could.
swap-card-wrong = The tile holding the black king cannot be swapped, but your rook's tile can.

rotate-card-title = The Rotate card
rotate-card-teach = A Rotate card turns one tile a quarter turn, clockwise or counter-clockwise, with the pieces on it. Choose the tile, then the direction. A card may give check, and even mate.
rotate-card-task = You drew a Rotate card. Mate with it.
rotate-card-why = Turning N counter-clockwise carried your rook from f9 to f10, where it checks the king along rank 10, and the black pawns block its escape.
rotate-card-wrong = Clockwise and counter-clockwise take a tile's corners to different places.

third-turn-slide-title = Every third turn: the Slide card
third-turn-slide-teach = A Slide card moves one tile one slot north, east, south or west, pushing up to two tiles ahead of it; no tile may leave the blue board. Promotion is checked after cards too, for both sides: a pawn that a card leaves in its last three ranks with no land ahead becomes a queen.
third-turn-slide-task = This is your third move, so after it you draw a card, and the top card is a Slide. Make your move, then slide a tile so that your pawn promotes.
third-turn-slide-why = After turns 3, 6, 9… the player who just moved draws a card. The Slide left no land ahead of the pawn on g10, so it promoted by the card, to a queen.
third-turn-slide-wrong = The pawn promotes only in its last three ranks, and only once no land lies ahead of it in its file.

void-card-title = The Void card
void-card-teach = A Void card lifts a tile without a king off the board, with everything on it, until the next card is drawn. Its pieces cannot move, capture, be captured or give check, and its spot is empty space.
void-card-task = You drew a Void card. Mate with it.
void-card-why = Voiding N lifted the knight on e10 into limbo: its spot became empty space, and your queen checks the king across it: mate.
void-card-wrong = A voided tile's pieces no longer block anything, and only a queen attacks across empty space.

void-returns-title = The voided tile comes back
void-returns-teach = A voided tile comes back, as it was, when the next card is drawn, before that card is applied. No card may be applied so as to leave your own king attacked: if the returning tile attacks your king, the card must end the attack, and if none can, you lose.
void-returns-task = Tile G was voided with a black rook on it (the dashed ghost). After this move, your third, a card is drawn and G comes back. Keep your king safe from it.
void-returns-why = When tile G returned, its rook on g6 attacked the whole g-file, and your king had left it.
void-returns-wrong = When tile G returns, its rook attacks along the g-file, and nothing stands in its way.

card-notation-title = Cards in notation
card-notation-teach = The move list writes an ordinary move with its two squares, e4e6, and a card's use with its kind, the tile and the way: swap-F-G, rotate-F-cw (clockwise) or rotate-F-ccw, slide-F-n (n, e, s or w) and void-F.
card-notation-task = You drew a Rotate card. Apply it as written: rotate-K-cw.
card-notation-why = rotate-K-cw turned tile K a quarter turn clockwise: the knight on its top-right corner, h8, moved to the bottom-right corner, h7.
card-notation-wrong = K is the tile on g7–h8, and cw means clockwise, seen with White at the bottom.
