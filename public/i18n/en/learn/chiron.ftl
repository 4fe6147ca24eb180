# Chiron's lessons, in teaching order. For each lesson (its id comes first):
# -title: a short title; -teach: what it teaches, shown before the task;
# -task: the task; -why: shown when the goal is met; -wrong: shown after a move
# that misses the goal, after what the move did: the rule it missed.

opening-title = The opening: a King that leaps
opening-teach = Chiron is played on an 8×8 board. Each side has a King, a Phoenix, 8 Ants, and a left- and a right-handed Crab, Moth and Hummingbird; White moves first. (The opening arrangement is Rosette's reconstruction: the designer's figure is lost.) Some moves are leaps, which jump over anything; others are slides, which stop at the first piece in their way. A move goes to an empty square, or captures an enemy by taking its place. The King leaps to any of the five squares two ranks ahead, never sideways or back.
opening-task = You are White. Move your King.
opening-why = Your King leapt two ranks forward, over the Ants in its way. It can never come back: every piece's own moves make progress, so no position ever repeats.
opening-wrong = This lesson is about the King, the piece marked K.

ant-title = The Ant: one step, even onto a friend
ant-teach = An Ant steps one square straight forward, and captures the same way. It may even take one of your own Ants on that square, to clear the way; no other piece ever takes a friendly piece.
ant-task = Move your Ant on c4, although your own Ant stands in front of it.
ant-why = Your Ant took your own Ant on c5; the Ant you took goes into your captured pool.
ant-wrong = The Ant asked for is the one on c4, behind your other Ant.

crab-hands-title = Left and right hands: the Crab
crab-hands-teach = The Crab, the Moth and the Hummingbird come in a left- and a right-handed form (a small L or R on the piece). Each moves freely towards one side only; towards the other side its moves only capture: they are capture-only moves, which must take an enemy. The left-handed Crab slides any distance to its right along the rank, and to its left only to capture. A right-handed piece is the mirror image of a left-handed one.
crab-hands-task = Bring one of your Crabs to the a-file, the left edge of the board.
crab-hands-why = The right-handed Crab slides freely to its left, so it reached the a-file. The left-handed Crab on d4 could slide left only to take an enemy, and none stood there.
crab-hands-wrong = A Crab slides freely only towards its free side: right for the left-handed Crab, left for the right-handed one.

crab-leaps-title = The Crab's leaps
crab-leaps-teach = The Crab also steps one square diagonally forward, and leaps: two files to either side and one rank forward, or three files to its right and one rank back. That backward leap to its left only captures. Leaps jump over anything in between.
crab-leaps-task = Take the Black Hummingbird on g3 with your left-handed Crab.
crab-leaps-why = Three files to the right and one rank back from d4 is g3: the Crab's backward leap, free to its right. The Ant on a3 could be taken only by the mirror leap, a capture-only one.
crab-leaps-wrong = Only one of the Crab's leaps lands on g3: count the files and ranks from d4.

moth-title = The Moth's slide
moth-teach = The left-handed Moth slides diagonally backwards to its right, any distance. To its left that slide only captures.
moth-task = Take the Black Hummingbird in the a1 corner with your Moth.
moth-why = The slide back to the left is capture-only: it may end only on an enemy, like the Hummingbird on a1.
moth-wrong = A Moth slides only diagonally backwards; towards its left it may do so only to capture.

moth-leaps-title = The Moth's leaps
moth-leaps-teach = The Moth also leaps: one file to either side and two ranks forward, like a knight, and two files to its right and one rank forward or back. Those two sideways leaps to its left only capture.
moth-leaps-task = Take the Black Crab on f3 with your Moth.
moth-leaps-why = Two files to the right and one rank back: the Moth's sideways leap to its free side lands on f3. The Ant on b5 could be taken only by a capture-only leap to the left.
moth-leaps-wrong = Only one of the Moth's leaps lands on f3: count the files and ranks from d4.

hummingbird-title = The Hummingbird
hummingbird-teach = The Hummingbird slides straight forward any distance, and leaps back like a knight to its right. Its knight leaps back to its left only capture.
hummingbird-task = Take the Black Crab on d8 with your Hummingbird.
hummingbird-why = The forward flight is a slide: it stops at the first piece in its way and may take it if it is an enemy. A knight leap back to the left could only have taken the Ant on b4.
hummingbird-wrong = The Hummingbird's knight leaps go backwards; forwards it only slides, straight up its file.

phoenix-looks-back-title = The Phoenix strikes behind
phoenix-looks-back-teach = The Phoenix steps one square forward. It captures differently: any enemy except a Phoenix standing on any rank behind it, over anything in between.
phoenix-looks-back-task = Take the Black Moth on h2 with your Phoenix.
phoenix-looks-back-why = The Phoenix's capture reaches every square of every rank behind it, whatever stands between, but never a Phoenix: the one on b1 is safe from it.
phoenix-looks-back-wrong = The Phoenix's step goes forward, but its capture reaches only the ranks behind it.

take-the-phoenix-title = Capturing a Phoenix
take-the-phoenix-teach = A Phoenix can be captured only by an ordinary move, never by a capture-only one. A captured Phoenix goes into its captor's hand, shown below the board, and now belongs to the captor.
take-the-phoenix-task = Take the Black Phoenix on b4.
take-the-phoenix-why = The Hummingbird's forward flight is an ordinary move, so it could take the Phoenix; the Crab's slide to its left only captures, so it could not. The Phoenix is in your hand now, and it is yours.
take-the-phoenix-wrong = A capture-only move never takes a Phoenix; only an ordinary move does.

phoenix-drop-title = Dropping a Phoenix
phoenix-drop-teach = Instead of moving, you may drop a Phoenix from your hand on any empty square of your first rank. The drop is your whole turn.
phoenix-drop-task = The Black Crab on h1 can slide along your first rank and take your King. Drop your Phoenix so that your King is safe.
phoenix-drop-why = On f1 or g1 the Phoenix blocks the Crab's slide, and the Crab cannot take it: that slide only captures, and a Phoenix falls only to ordinary moves.
phoenix-drop-wrong = A Phoenix stops a slide only where it stands between the slider and its target.

drop-for-black-title = Dropping your opponent's Phoenix
drop-for-black-teach = Either player may drop any Phoenix from either hand, onto the first rank of the player who holds it: dropping your opponent's Phoenix puts it on their first rank, as their piece, and spends your turn.
drop-for-black-task = Black holds both Phoenixes, and wherever your King leaps, Black can take it. Find a move that leaves your King safe.
drop-for-black-why = Dropping one of Black's Phoenixes on rank 8 gives it to Black, but it uses your turn without moving your King into danger.
drop-for-black-wrong = Every leap of your King lands where Black can take it, and a turn need not move a piece.

king-flip-title = Flip and relocate
king-flip-teach = A King, Phoenix or Ant in normal form arriving on your 7th or 8th rank may flip to its reflected form, whose moves point the other way: a flipped King leaps to the five squares two ranks back. In the same turn a piece that flips may move on through empty squares by any number of its flipped form's ordinary moves, without capturing (the board offers the squares after the flip). Flipping is optional, and a flipped piece never promotes again.
king-flip-task = Your King on e5 is attacked down the e-file, and the Crab on a7 guards the seventh rank. Leap into the promotion zone, flip your King and bring it back to a safe square, all in this turn.
king-flip-why = Your King flipped on arrival and moved back by leaps of two ranks, to a square that neither the Crab's rank nor the Hummingbird's file reaches.
king-flip-wrong = A flipped King relocates by leaps two ranks back, and the square it ends on must be out of reach of the Crab's rank and the Hummingbird's file.

flipped-ant-title = A flipped Ant
flipped-ant-teach = A flipped Ant steps one square back, towards your own side, and captures there.
flipped-ant-task = Your flipped Ant stands on d5. Take a Black piece with it.
flipped-ant-why = Flipped, the Ant steps back: it took the Crab on d4. The Ant on d6, in front of it, was out of its reach.
flipped-ant-wrong = A flipped Ant's step points back, towards your own side.

flipped-phoenix-title = A flipped Phoenix
flipped-phoenix-teach = A flipped Phoenix steps one square back, and captures any enemy except a Phoenix on any rank in front of it.
flipped-phoenix-task = Your flipped Phoenix stands on d4. Take a Black piece with it.
flipped-phoenix-why = Flipped, the Phoenix captures forwards: it took the Hummingbird on h7. The Moth on h2, behind it, is out of its reach now.
flipped-phoenix-wrong = A flipped Phoenix captures on the ranks in front of it, no longer behind.

pool-promotion-title = An Ant becomes a captured piece
pool-promotion-teach = An Ant in normal form arriving on your 7th or 8th rank may instead become a piece from your captured pool (your pieces the opponent has taken, shown beside the board), in the form it had; the Ant takes its place in the pool.
pool-promotion-task = Step your Ant onto the seventh rank and turn it into a piece from your pool that attacks the Black King on c5.
pool-promotion-why = From d7 only a Hummingbird's knight leap back reaches c5. The Ant went into the pool in its place.
pool-promotion-wrong = After the step, choose a piece from your pool whose moves from d7 reach c5.

take-the-king-title = Take the King
take-the-king-teach = Capturing the enemy King wins at once. There is no check: nobody has to warn a player whose King can be taken.
take-the-king-task = Win in one move.
take-the-king-why = The right-handed Moth's diagonal slide back to its right only captures, and here it captured the King.
take-the-king-wrong = Only taking the King wins.

into-attack-title = No check: the King must move anyway
into-attack-teach = A King may move to a square where it can be taken, and must when it has no other move.
into-attack-task = Black has only its King, which leaps two ranks towards your side. Cover every square it can land on, then take it: win in two moves.
into-attack-why = From a3 your Crab slides along the whole third rank, where every leap of the King lands: the King had to move into attack.
into-attack-wrong = The Black King on d5 can land only on the five squares two ranks below it, and one piece must reach them all.

no-move-loses-title = No move, no game
no-move-loses-teach = A player with no legal action at all, no move and no Phoenix to drop, loses. Chiron has no draws.
no-move-loses-task = Black's King on b2 cannot leap any further: it would leave the board. Win in one move.
no-move-loses-why = With its only other piece gone, Black had no move and no drop: Black loses.
no-move-loses-wrong = Black loses only when it has no move at all, and one Black piece can still move.

notation-title = Reading a move
notation-teach = The move list writes a move as the piece's letter, its square, - for a move or x for a capture, and the arrival square, then any promotion: =MR for becoming the right-handed Moth, + for a flip. A drop is written P@d1.
notation-task = Play Ad7xd8=MR.
notation-why = A, the piece (an Ant); d7, where it starts; x, a capture; d8, where it arrives; =MR, the Ant becomes the right-handed Moth from your pool.
notation-wrong = The Ant on d7 captures on d8, then becomes the piece named after the = sign.
