# Pyrga's lessons, in teaching order. For each lesson (its id comes first):
# -title: a short title; -teach: what it teaches, shown before the task;
# -task: the task; -why: shown when the goal is met; -wrong: shown after a move
# that misses the goal, after what the move did: the rule it missed.

cylinder-keeps-title = A Cylinder keeps the next piece on its cell
cylinder-keeps-teach = Pyrga is played on 16 cells, a1 to d4. Each player has 15 pieces, shown in the tray under the board: five Squares, five Triangles and five Cylinders. White places the first piece, of any shape, on any cell; then the players take turns, one piece each. Where you may place depends on the piece your opponent has just placed. After a Cylinder, the next piece goes on the same cell.
cylinder-keeps-task = You are White. Place your first piece so that Black must place on b2 too.
cylinder-keeps-why = After a Cylinder the next piece goes on the same cell, so Black must add a Square or a Triangle to b2.
cylinder-keeps-wrong = Only a Cylinder keeps the next piece on its own cell; the other shapes send it elsewhere.

square-next-door-title = A Square sends the next piece next to it
square-next-door-teach = After a Square, the next piece goes on a cell sharing a side with it: four cells in the middle of the board, fewer at its edge.
square-next-door-task = Place a Square so that Black has only two cells to choose from.
square-next-door-why = A Square in a corner has only two neighbours, so Black has two cells to choose from.
square-next-door-wrong = A Square sends the next piece to every cell sharing a side with it: four in the middle, three along an edge.

triangle-points-title = A Triangle points along a line
triangle-points-teach = After a Triangle, the next piece goes on a cell along the line the Triangle points to, at any distance. Whoever places a Triangle chooses where it points: pick the Triangle in the tray, click a cell, then click an arrow. It may not point straight at the board's edge, and it never turns afterwards.
triangle-points-task = Place a Triangle on a1 so that Black may place on b1, c1 or d1.
triangle-points-why = Pointing east, along rank 1, the Triangle sends Black to b1, c1 or d1, at any distance.
triangle-points-wrong = The next piece goes only on the cells in the direction the Triangle points, starting beside it.

no-second-square-title = After an opening Square
no-second-square-teach = If White's first piece is a Square, White's second piece may not be a Square: the tray greys the Squares out. This holds even when White has to fall back on an empty cell.
no-second-square-task = You opened with a Square on b2, and Black's Cylinder keeps you on c2. Place your second piece there so that Black must then place on c3 or c4.
no-second-square-why = A Square was not allowed and a Cylinder would have kept Black on c2; your Triangle points north and sends Black to c3 or c4.
no-second-square-wrong = The cells Black may use next are set by the piece you place: beside a Square, on a Cylinder's own cell, along a Triangle's line.

complete-a-tower-title = Towers and who controls them
complete-a-tower-teach = A cell holds at most one Square, one Triangle and one Cylinder, of any colours, placed in any order. The third piece completes the cell's tower, and the player owning two or three of its pieces controls it for the rest of the game, whoever placed the last piece.
complete-a-tower-task = Black's Square on c2 sends you next to it. Complete a tower that you control.
complete-a-tower-why = b2 now holds your Square and your Triangle with Black's Cylinder: two of its three pieces are yours, so the tower is yours for the rest of the game.
complete-a-tower-wrong = A completed tower belongs to whoever owns two of its three pieces, not to whoever completed it.

fall-back-title = When the rule sends you nowhere
fall-back-teach = When none of your pieces fits where the last piece sends you, you place on any empty cell instead: a cell holding no piece at all. If no cell is empty either, the game ends.
fall-back-task = Black's Cylinder completed the tower on b2, which would keep you on b2, but it is full. Place a piece in a corner of the board.
fall-back-why = No piece fitted on b2, so any empty cell was allowed, and three of the corners were empty.
fall-back-wrong = The corners are the cells at both ends of ranks 1 and 4, and when you fall back only an empty cell will do.

three-towers-title = Three towers win
three-towers-teach = The first player to control three completed towers wins at once.
three-towers-task = Black's Square on c2 sends you next to it. You control the towers on a1 and b1: win.
three-towers-why = Your Cylinder completed c1 with two of your pieces out of three: your third tower, and the game is yours at once.
three-towers-wrong = A tower counts only once it is complete, and only for the player owning two of its three pieces.

forced-reply-title = Make your opponent build for you
forced-reply-teach = Every piece you place decides where your opponent places next. After your Cylinder they must place on the same cell, and if only one of their shapes still fits there, you know exactly what they will add.
forced-reply-task = Win in two moves. You control the tower on a1; b1 needs one more piece, and c1 holds only your Triangle. Black's Triangle on c4 points south, so you must place on the c-file.
forced-reply-why = Your Cylinder on c1 kept Black on c1, where only a Square fitted: it completed c1 with two of your pieces. Black's Square then sent you beside it, to b1, and your third tower.
forced-reply-wrong = Count the pieces each cell still needs, and where your piece sends Black: Black completes a tower for you only when nothing else fits.

counting-towers-title = When nobody gets three towers
counting-towers-teach = If nobody controls three towers, the game ends when the player to move cannot place: nothing of theirs fits where the last piece sends them and no cell is empty, or they have no piece left. Then whoever controls more completed towers wins. If that is tied, whoever has more unfinished towers holding two of their own pieces wins; if that is tied too, more unfinished towers holding one of their pieces; if everything is tied, nobody wins.
counting-towers-task = The board is nearly full and you each control one completed tower. End the game now, with the count in your favour.
counting-towers-why = Black could place nowhere, so the game ended. Completed towers were tied at one each, and you had more unfinished towers holding two of your pieces.
counting-towers-wrong = The game ends only when Black can place nowhere; until then Black still changes the count.

notation-title = Writing moves
notation-teach = The move list writes each move as the shape's letter (S, T or C), then the cell, then for a Triangle the way it points (n, e, s or w): Sb2 is a Square on b2, Ta1n a Triangle on a1 pointing north.
notation-task = Play Td3w.
notation-why = Td3w is a Triangle on d3 pointing west: Black must now place on c3, b3 or a3.
notation-wrong = T is the Triangle, d3 the cell on file d and rank 3, and w means that it points west.
