# Die Lektionen zu Shifting Chess, in Lernreihenfolge. Zu jeder Lektion (ihre ID steht vorn):
# -title: ein kurzer Titel; -teach: was sie lehrt, vor der Aufgabe gezeigt;
# -task: die Aufgabe; -why: gezeigt, wenn das Ziel erreicht ist; -wrong: gezeigt nach einem
# Zug, der das Ziel verfehlt, nach dem, was der Zug bewirkt hat: die Regel, die er verfehlt hat.

boulders-title = Felsblöcke
boulders-teach = Gespielt wird auf einem blauen 12×12-Brett. Das Land besteht aus sechzehn 2×2-Inseln, den Megafeldern A bis P, die zu Beginn ein 8×8-Brett in der Mitte bilden; Felder, die kein Megafeld bedeckt, sind leerer Raum. Die Figuren stehen zu Beginn und ziehen wie im Schach, mit den Ausnahmen, die diese Lektionen zeigen. Vier neutrale Felsblöcke stehen auf dem Land: Ein Felsblock blockiert jede Figur, als wäre er eine ihrer eigenen Figuren, kann nie geschlagen werden, und ein Springer springt über ihn hinweg.
boulders-task = Du spielst Weiß. Schlag den schwarzen Turm auf d9.
boulders-why = Dein Turm auf d3 kommt nicht an den Felsblöcken auf d6 und d7 vorbei; der Springer springt über alles hinweg und landet auf d9.
boulders-wrong = Ein Felsblock hält eine gleitende Figur auf, wie es eine ihrer eigenen Figuren täte; nur eine springende Figur kommt an ihm vorbei.

queen-over-gaps-title = Damen überqueren Lücken
queen-over-gaps-teach = Wenn sich Megafelder bewegen, entstehen im Land Lücken aus leerem Raum. Leerer Raum hält Türme, Läufer, Könige und Bauern auf; ein Springer springt darüber hinweg, landet aber nie darin. Eine Dame gleitet über leeren Raum hinweg und landet dahinter, wird aber weiterhin von Figuren und Felsblöcken blockiert.
queen-over-gaps-task = Megafeld F wurde an den Rand verschoben und hat auf e5–f6 eine Lücke hinterlassen. Gewinne eine schwarze Figur.
queen-over-gaps-why = Deine Dame ist über die Lücke geglitten und hat auf e8 geschlagen: Von allen Figuren überquert nur die Dame leeren Raum.
queen-over-gaps-wrong = Leerer Raum hält jede gleitende Figur auf, nur die Dame nicht.

double-step-anywhere-title = Doppelschritt überall
double-step-anywhere-teach = Ein Bauer, der noch nicht durch eigenen Zug gezogen hat, darf zwei Felder vorrücken, wo immer er steht: Von einem Megafeld mitgetragen zu werden, zählt nicht als Zug. Die Liste neben dem Brett nennt die Bauern, die schon gezogen haben.
double-step-anywhere-task = Dein Bauer auf e7 wurde von den Megafeldern dorthin getragen und hat noch nie selbst gezogen. Gib mit einem Bauern Schach.
double-step-anywhere-why = e7e9, ein Doppelschritt, greift den König auf f10 an. Der Bauer auf h5 hat schon gezogen, also darf er nur ein Feld vorrücken.
double-step-anywhere-wrong = Ein einfacher Schritt erreicht kein Feld neben dem König, und ein Bauer, der noch nie selbst gezogen hat, darf weiter gehen.

en-passant-title = En passant, überall
en-passant-teach = En passant gilt überall auf dem Brett: Hat ein gegnerischer Bauer gerade einen Doppelschritt gemacht und dabei das Feld überquert, das dein Bauer angreift, darf dein Bauer ihn schlagen, als hätte er nur einen Schritt gemacht, aber nur im unmittelbar folgenden Zug.
en-passant-task = Der Bauer von Schwarz ist gerade von f9 nach f7 gezogen, neben deinen Bauern auf e7. Schlag ihn.
en-passant-why = Dein Bauer ist nach f8 gezogen, auf das Feld, das der schwarze Bauer überquert hat, und hat ihn auf f7 geschlagen.
en-passant-wrong = Der schwarze Bauer hat f8 überquert, und en passant schlägt ihn, als wäre er dort stehen geblieben.

promotion-at-the-edge-title = Umwandlung, wo das Land endet
promotion-at-the-edge-teach = Ein Bauer wandelt um, wenn er in einer seiner letzten drei Reihen des blauen Bretts steht (10 bis 12 für Weiß) und in seiner Linie weiter vorn kein Land mehr liegt. Durch eigenen Zug wird er zu der Figur, die sein Besitzer wählt (das Brett fragt danach); trägt ihn eine Karte dorthin, wird er zur Dame.
promotion-at-the-edge-task = Megafeld A liegt jetzt am oberen Ende der e-Linie, auf e11–f12. Wandle einen Bauern um.
promotion-at-the-edge-why = Auf g10 endet das Land, also hat der Bauer umgewandelt; auf e10 hätte Megafeld A noch vor ihm gelegen.
promotion-at-the-edge-wrong = Ein Bauer wandelt nur dort um, wo in seiner Linie weiter vorn kein Land mehr liegt, und auf der e-Linie liegt Megafeld A weiter vorn.

castling-on-a-file-title = Rochade über Megafelder hinweg
castling-on-a-file-teach = Rochiert wird entlang einer Reihe oder einer Linie, über Megafelder hinweg. König und Turm dürfen nicht durch eigene Züge gezogen haben (die Liste neben dem Brett würde sie sonst nennen), zwischen ihnen müssen zwei oder drei leere Felder liegen, und das Startfeld des Königs, das Feld, das er überquert, und sein Zielfeld müssen Land sein und dürfen nicht angegriffen sein. Der König zieht zwei Felder in Richtung des Turms, und der Turm landet auf dem Feld, das der König überquert hat.
castling-on-a-file-task = Rochiere. Der schwarze Turm hat g3 im Visier, also rochiere entlang einer Linie statt entlang der Reihe.
castling-on-a-file-why = Der König ist zwei Felder die e-Linie hinaufgezogen, und der Turm von e6 ist auf e4 gelandet, dem Feld, das der König überquert hat.
castling-on-a-file-wrong = Die Rochade ist der Zweifelderzug des Königs in Richtung eines Turms, der noch nicht gezogen hat, und der König darf kein angegriffenes Feld überqueren.

gap-mate-title = Matt auf einer Insel
gap-mate-teach = Schachmatt gewinnt, und Patt ist Remis, wie im Schach. Ein König kann nicht auf leeren Raum ziehen, also kann eine Insel zu seinem Gefängnis werden.
gap-mate-task = Der schwarze König sitzt auf Megafeld M, einer Insel in der Ecke des Bretts. Setze ihn matt.
gap-mate-why = Könige können nicht auf leeren Raum ziehen, und die eigenen Bauern von Schwarz stehen auf a11 und b11, also blieb dem König auf a12 nur b12. Eine Dame auf Reihe 12 gleitet über die Lücken hinweg und deckt beide Felder: Schachmatt.
gap-mate-wrong = Ein Matt muss Schach geben: Dem König keinen Zug zu lassen, ohne ihm Schach zu geben, ist Patt, also Remis.

fifty-moves-title = Die Fünfzig-Züge-Regel
fifty-moves-teach = Hundert gewöhnliche Züge hintereinander (fünfzig je Seite) ohne Schlag und ohne Bauernzug beenden die Partie remis; ebenso eine Stellung, die zum dritten Mal auftritt, und König gegen König. Die Zahl solcher Züge wird neben dem Brett angezeigt; ein Schlag oder ein Bauernzug setzt sie auf 0 zurück, und Karten zählen weder mit, noch setzen sie die Zählung zurück.
fifty-moves-task = Neunundneunzig Züge sind ohne Schlag und ohne Bauernzug vergangen. Halte die Partie am Laufen.
fifty-moves-why = Ein Bauernzug oder ein Schlag hat die Zählung auf 0 zurückgesetzt, und die Partie geht weiter.
fifty-moves-wrong = Nur ein Schlag oder ein Bauernzug setzt die Zählung zurück; jeder andere Zug ist der hundertste.

swap-card-title = Die Karte „Tausch“
swap-card-teach = Nach jedem dritten Zug (Zug 3, 6, 9 und so weiter) zieht der Spieler, der gerade gezogen hat, eine Karte aus einem Deck von 20 Karten und muss sie anwenden, wenn das möglich ist. Die Karte „Tausch“ vertauscht zwei Megafelder in benachbarten Plätzen, mit allem, was darauf steht; ein Megafeld mit dem gegnerischen König kann nicht getauscht werden. Um eine Karte anzuwenden, klicke ein Megafeld an (beim Tausch noch ein zweites) und dann auf „Anwenden“.
swap-card-task = Du hast die Karte „Tausch“ gezogen. Tausche zwei Megafelder so, dass der schwarze König im Schach steht.
swap-card-why = Der Tausch von J und K hat deinen Turm von f7 nach h7 getragen, auf die Linie des Königs. Das Megafeld des Königs selbst durfte nicht getauscht werden, deines aber schon.
swap-card-wrong = Das Megafeld mit dem schwarzen König kann nicht getauscht werden, das Megafeld deines Turms aber schon.

rotate-card-title = Die Karte „Drehung“
rotate-card-teach = Die Karte „Drehung“ dreht ein Megafeld mit den Figuren darauf um eine Vierteldrehung, im oder gegen den Uhrzeigersinn. Wähle das Megafeld, dann die Richtung. Eine Karte darf Schach geben und sogar mattsetzen.
rotate-card-task = Du hast die Karte „Drehung“ gezogen. Setze damit matt.
rotate-card-why = Die Drehung von N gegen den Uhrzeigersinn hat deinen Turm von f9 nach f10 getragen, wo er dem König entlang Reihe 10 Schach gibt, und die schwarzen Bauern versperren ihm die Flucht.
rotate-card-wrong = Eine Drehung im und eine gegen den Uhrzeigersinn bringen die Ecken eines Megafelds an verschiedene Stellen.

third-turn-slide-title = Jeder dritte Zug: die Karte „Verschiebung“
third-turn-slide-teach = Die Karte „Verschiebung“ rückt ein Megafeld um einen Platz nach Norden, Osten, Süden oder Westen und schiebt dabei bis zu zwei Megafelder vor sich her; kein Megafeld darf das blaue Brett verlassen. Auch nach Karten wird die Umwandlung geprüft, für beide Seiten: Ein Bauer, den eine Karte in seinen letzten drei Reihen ohne Land vor sich zurücklässt, wird zur Dame.
third-turn-slide-task = Das ist dein dritter Zug, danach ziehst du also eine Karte, und die oberste Karte ist eine „Verschiebung“. Mach deinen Zug und verschiebe dann ein Megafeld so, dass dein Bauer umwandelt.
third-turn-slide-why = Nach den Zügen 3, 6, 9 … zieht der Spieler, der gerade gezogen hat, eine Karte. Die Verschiebung hat vor dem Bauern auf g10 kein Land gelassen, also hat er durch die Karte umgewandelt, in eine Dame.
third-turn-slide-wrong = Der Bauer wandelt nur in seinen letzten drei Reihen um, und erst, wenn in seiner Linie vor ihm kein Land mehr liegt.

void-card-title = Die Karte „Entrückung“
void-card-teach = Die Karte „Entrückung“ hebt ein Megafeld ohne König mit allem, was darauf steht, vom Brett ab, bis die nächste Karte gezogen wird. Seine Figuren können nicht ziehen, schlagen, geschlagen werden oder Schach geben, und sein Platz ist leerer Raum.
void-card-task = Du hast die Karte „Entrückung“ gezogen. Setze damit matt.
void-card-why = Die Entrückung von N hat den Springer auf e10 in die Schwebe gehoben: Der Platz von N wurde zu leerem Raum, und deine Dame gibt dem König darüber hinweg Schach: matt.
void-card-wrong = Die Figuren eines entrückten Megafelds blockieren nichts mehr, und nur eine Dame greift über leeren Raum hinweg an.

void-returns-title = Das entrückte Megafeld kehrt zurück
void-returns-teach = Ein entrücktes Megafeld kehrt unverändert zurück, wenn die nächste Karte gezogen wird, noch bevor diese Karte angewendet wird. Keine Karte darf so angewendet werden, dass dein eigener König angegriffen bleibt: Greift das zurückkehrende Megafeld deinen König an, muss die Karte den Angriff beenden, und kann sie das nicht, verlierst du.
void-returns-task = Megafeld G wurde mit einem schwarzen Turm darauf entrückt (der gestrichelte Geist). Nach diesem Zug, deinem dritten, wird eine Karte gezogen, und G kehrt zurück. Bring deinen König vor ihm in Sicherheit.
void-returns-why = Als Megafeld G zurückkehrte, griff sein Turm auf g6 die ganze g-Linie an, und dein König hatte sie verlassen.
void-returns-wrong = Wenn Megafeld G zurückkehrt, greift sein Turm entlang der g-Linie an, und nichts steht ihm im Weg.

card-notation-title = Karten in der Notation
card-notation-teach = Die Zugliste schreibt einen gewöhnlichen Zug mit seinen beiden Feldern, e4e6, und den Einsatz einer Karte mit ihrer Art (englisch), dem Megafeld und der Richtung: swap-F-G (Tausch), rotate-F-cw (Drehung im Uhrzeigersinn) oder rotate-F-ccw (gegen den Uhrzeigersinn), slide-F-n (Verschiebung; n, e, s oder w für Norden, Osten, Süden oder Westen) und void-F (Entrückung).
card-notation-task = Du hast die Karte „Drehung“ gezogen. Wende sie so an, wie hier notiert: rotate-K-cw.
card-notation-why = rotate-K-cw hat Megafeld K um eine Vierteldrehung im Uhrzeigersinn gedreht: Der Springer in seiner oberen rechten Ecke, h8, ist in die untere rechte Ecke gewandert, auf h7.
card-notation-wrong = K ist das Megafeld auf g7–h8, und cw bedeutet im Uhrzeigersinn, gesehen mit Weiß unten.
