# Die Lektionen zu Pyrga, in Lernreihenfolge. Zu jeder Lektion (ihre ID steht vorn):
# -title: ein kurzer Titel; -teach: was sie lehrt, vor der Aufgabe gezeigt;
# -task: die Aufgabe; -why: gezeigt, wenn das Ziel erreicht ist; -wrong: gezeigt nach einem
# Zug, der das Ziel verfehlt, nach dem, was der Zug bewirkt hat: die Regel, die er verfehlt hat.

cylinder-keeps-title = Ein Zylinder hält den nächsten Stein auf seinem Feld
cylinder-keeps-teach = Pyrga wird auf 16 Feldern gespielt, a1 bis d4. Jeder Spieler hat 15 Steine, die in der Leiste unter dem Brett zu sehen sind: fünf Quadrate, fünf Dreiecke und fünf Zylinder. Weiß setzt den ersten Stein, in beliebiger Form, auf ein beliebiges Feld; danach setzen die Spieler abwechselnd je einen Stein. Wohin du setzen darfst, hängt von dem Stein ab, den dein Gegner gerade gesetzt hat. Nach einem Zylinder kommt der nächste Stein auf dasselbe Feld.
cylinder-keeps-task = Du spielst Weiß. Setze deinen ersten Stein so, dass auch Schwarz auf b2 setzen muss.
cylinder-keeps-why = Nach einem Zylinder kommt der nächste Stein auf dasselbe Feld, also muss Schwarz ein Quadrat oder ein Dreieck auf b2 dazusetzen.
cylinder-keeps-wrong = Nur ein Zylinder hält den nächsten Stein auf seinem eigenen Feld; die anderen Formen schicken ihn woandershin.

square-next-door-title = Ein Quadrat schickt den nächsten Stein daneben
square-next-door-teach = Nach einem Quadrat kommt der nächste Stein auf ein Feld, das eine Seite mit ihm teilt: In der Mitte des Bretts sind das vier Felder, am Rand weniger.
square-next-door-task = Setze ein Quadrat so, dass Schwarz nur zwei Felder zur Wahl hat.
square-next-door-why = Ein Quadrat in einer Ecke hat nur zwei Nachbarfelder, also hat Schwarz zwei Felder zur Wahl.
square-next-door-wrong = Ein Quadrat schickt den nächsten Stein auf jedes Feld, das eine Seite mit ihm teilt: in der Mitte auf vier, entlang eines Randes auf drei.

triangle-points-title = Ein Dreieck zeigt eine Richtung an
triangle-points-teach = Nach einem Dreieck kommt der nächste Stein auf ein Feld in der Richtung, in die das Dreieck zeigt, in beliebiger Entfernung. Wer ein Dreieck setzt, wählt, wohin es zeigt: Wähle das Dreieck in der Leiste, klicke ein Feld an und dann einen Pfeil. Es darf nicht direkt auf den Brettrand zeigen und wird danach nie mehr gedreht.
triangle-points-task = Setze ein Dreieck so auf a1, dass Schwarz auf b1, c1 oder d1 setzen darf.
triangle-points-why = Das Dreieck zeigt nach Osten, entlang Reihe 1, und schickt Schwarz auf b1, c1 oder d1, in beliebiger Entfernung.
triangle-points-wrong = Der nächste Stein kommt nur auf die Felder in der Richtung, in die das Dreieck zeigt, beginnend mit dem Feld direkt daneben.

no-second-square-title = Nach einer Eröffnung mit Quadrat
no-second-square-teach = Ist der erste Stein von Weiß ein Quadrat, darf der zweite Stein von Weiß kein Quadrat sein: In der Leiste sind die Quadrate dann ausgegraut. Das gilt auch, wenn Weiß auf ein leeres Feld ausweichen muss.
no-second-square-task = Du hast mit einem Quadrat auf b2 eröffnet, und der Zylinder von Schwarz hält dich auf c2. Setze dort deinen zweiten Stein so, dass Schwarz danach auf c3 oder c4 setzen muss.
no-second-square-why = Ein Quadrat war nicht erlaubt, und ein Zylinder hätte Schwarz auf c2 gehalten; dein Dreieck zeigt nach Norden und schickt Schwarz auf c3 oder c4.
no-second-square-wrong = Auf welche Felder Schwarz als Nächstes setzen darf, bestimmt der Stein, den du setzt: neben ein Quadrat, auf das Feld des Zylinders selbst, in die Richtung eines Dreiecks.

complete-a-tower-title = Türme und wer sie kontrolliert
complete-a-tower-teach = Ein Feld enthält höchstens ein Quadrat, ein Dreieck und einen Zylinder, in beliebigen Farben und in beliebiger Reihenfolge gesetzt. Der dritte Stein vollendet den Turm des Feldes, und wem zwei oder drei seiner Steine gehören, der kontrolliert ihn für den Rest der Partie, egal wer den letzten Stein gesetzt hat.
complete-a-tower-task = Das Quadrat von Schwarz auf c2 schickt dich daneben. Vollende einen Turm, den du kontrollierst.
complete-a-tower-why = Auf b2 stehen jetzt dein Quadrat und dein Dreieck mit dem Zylinder von Schwarz: Zwei seiner drei Steine gehören dir, also gehört dir der Turm für den Rest der Partie.
complete-a-tower-wrong = Ein vollendeter Turm gehört dem, dem zwei seiner drei Steine gehören, nicht dem, der ihn vollendet hat.

fall-back-title = Wenn dich die Regel nirgendwohin schickt
fall-back-teach = Passt keiner deiner Steine dorthin, wohin dich der letzte Stein schickt, setzt du stattdessen auf ein beliebiges leeres Feld: ein Feld ganz ohne Steine. Ist auch kein Feld leer, endet die Partie.
fall-back-task = Der Zylinder von Schwarz hat den Turm auf b2 vollendet; er würde dich auf b2 halten, doch das Feld ist voll. Setze einen Stein in eine Ecke des Bretts.
fall-back-why = Kein Stein passte auf b2, also war jedes leere Feld erlaubt, und drei der Ecken waren leer.
fall-back-wrong = Die Ecken sind die Felder an beiden Enden der Reihen 1 und 4, und beim Ausweichen kommt nur ein leeres Feld in Frage.

three-towers-title = Drei Türme gewinnen
three-towers-teach = Wer als Erster drei vollendete Türme kontrolliert, gewinnt sofort.
three-towers-task = Das Quadrat von Schwarz auf c2 schickt dich daneben. Du kontrollierst die Türme auf a1 und b1: Gewinne.
three-towers-why = Dein Zylinder hat c1 vollendet, mit zwei deiner Steine von dreien: Das ist dein dritter Turm, und du gewinnst sofort.
three-towers-wrong = Ein Turm zählt erst, wenn er vollendet ist, und nur für den Spieler, dem zwei seiner drei Steine gehören.

forced-reply-title = Lass deinen Gegner für dich bauen
forced-reply-teach = Jeder Stein, den du setzt, bestimmt, wohin dein Gegner als Nächstes setzt. Nach deinem Zylinder muss er auf dasselbe Feld setzen, und wenn dort nur noch eine seiner Formen passt, weißt du genau, was er dazusetzt.
forced-reply-task = Gewinne in zwei Zügen. Du kontrollierst den Turm auf a1; b1 fehlt noch ein Stein, und auf c1 steht nur dein Dreieck. Das Dreieck von Schwarz auf c4 zeigt nach Süden, also musst du auf die c-Linie setzen.
forced-reply-why = Dein Zylinder auf c1 hielt Schwarz auf c1, wo nur noch ein Quadrat passte: Es vollendete c1 mit zwei deiner Steine. Das Quadrat von Schwarz schickte dich dann daneben, auf b1, zu deinem dritten Turm.
forced-reply-wrong = Zähle, wie viele Steine jedem Feld noch fehlen und wohin dein Stein Schwarz schickt: Schwarz vollendet nur dann einen Turm für dich, wenn nichts anderes passt.

counting-towers-title = Wenn niemand drei Türme bekommt
counting-towers-teach = Kontrolliert niemand drei Türme, endet die Partie, wenn der Spieler am Zug nicht setzen kann: Keiner seiner Steine passt dorthin, wohin ihn der letzte Stein schickt, und kein Feld ist leer, oder er hat keinen Stein mehr. Dann gewinnt, wer mehr vollendete Türme kontrolliert. Herrscht dabei Gleichstand, gewinnt, wer mehr unvollendete Türme mit zwei eigenen Steinen hat; herrscht auch da Gleichstand, wer mehr unvollendete Türme mit einem eigenen Stein hat; ist alles gleich, gewinnt niemand.
counting-towers-task = Das Brett ist fast voll, und ihr kontrolliert beide je einen vollendeten Turm. Beende die Partie jetzt, mit der Zählung zu deinen Gunsten.
counting-towers-why = Schwarz konnte nirgends setzen, also endete die Partie. Bei den vollendeten Türmen stand es eins zu eins, und du hattest mehr unvollendete Türme mit zwei eigenen Steinen.
counting-towers-wrong = Die Partie endet erst, wenn Schwarz nirgends setzen kann; bis dahin verändert Schwarz die Zählung noch.

notation-title = Züge notieren
notation-teach = Die Zugliste schreibt jeden Zug als Buchstaben der Form (S, T oder C, nach den englischen Namen von Quadrat, Dreieck und Zylinder), dann das Feld und bei einem Dreieck die Richtung, in die es zeigt (n, e, s oder w für Norden, Osten, Süden oder Westen): Sb2 ist ein Quadrat auf b2, Ta1n ein Dreieck auf a1, das nach Norden zeigt.
notation-task = Spiele Td3w.
notation-why = Td3w ist ein Dreieck auf d3, das nach Westen zeigt: Schwarz muss jetzt auf c3, b3 oder a3 setzen.
notation-wrong = T ist das Dreieck, d3 das Feld auf Linie d und Reihe 3, und w bedeutet, dass es nach Westen zeigt.
