# Die Lektionen zu Chiron, in Lernreihenfolge. Zu jeder Lektion (ihre ID steht vorn):
# -title: ein kurzer Titel; -teach: was sie lehrt, vor der Aufgabe gezeigt;
# -task: die Aufgabe; -why: gezeigt, wenn das Ziel erreicht ist; -wrong: gezeigt nach einem
# Zug, der das Ziel verfehlt, nach dem, was der Zug bewirkt hat: die Regel, die er verfehlt hat.

opening-title = Die Eröffnung: ein König, der springt
opening-teach = Chiron wird auf einem 8×8-Brett gespielt. Jede Seite hat einen König, einen Phönix, 8 Ameisen sowie von Krabbe, Motte und Kolibri je eine links- und eine rechtshändige Figur; Weiß zieht zuerst. (Die Anfangsstellung ist Rosettes Rekonstruktion: Die Abbildung des Autors ist verloren.) Manche Züge sind Sprünge, die über alles hinwegspringen; andere sind Gleitzüge, die an der ersten Figur auf ihrem Weg anhalten. Ein Zug führt auf ein leeres Feld oder schlägt eine gegnerische Figur, indem er ihren Platz einnimmt. Der König springt auf eines der fünf Felder zwei Reihen weiter vorn, nie seitwärts oder zurück.
opening-task = Du spielst Weiß. Zieh mit deinem König.
opening-why = Dein König ist zwei Reihen nach vorn gesprungen, über die Ameisen auf seinem Weg hinweg. Zurück kann er nie: Die eigenen Züge jeder Figur bringen sie voran, daher kehrt keine Stellung je wieder.
opening-wrong = In dieser Lektion geht es um den König, die mit K markierte Figur.

ant-title = Die Ameise: ein Schritt, sogar auf eine eigene
ant-teach = Eine Ameise zieht ein Feld geradeaus vorwärts und schlägt auf dieselbe Weise. Sie darf auf diesem Feld sogar eine deiner eigenen Ameisen schlagen, um sich den Weg freizumachen; keine andere Figur schlägt je eine eigene Figur.
ant-task = Zieh deine Ameise von c4, obwohl deine eigene Ameise vor ihr steht.
ant-why = Deine Ameise hat deine eigene Ameise auf c5 geschlagen; die geschlagene Ameise kommt in deinen Vorrat.
ant-wrong = Gefragt ist die Ameise auf c4, hinter deiner anderen Ameise.

crab-hands-title = Links- und rechtshändig: die Krabbe
crab-hands-teach = Krabbe, Motte und Kolibri gibt es in einer linkshändigen und einer rechtshändigen Form (ein kleines L oder R auf der Figur). Jede zieht nur zu einer Seite frei; zur anderen Seite schlagen ihre Züge nur: Das sind reine Schlagzüge, die eine gegnerische Figur schlagen müssen. Die linkshändige Krabbe gleitet beliebig weit entlang der Reihe nach rechts und nach links nur, um zu schlagen. Eine rechtshändige Figur ist das Spiegelbild einer linkshändigen.
crab-hands-task = Bring eine deiner Krabben auf die a-Linie, den linken Rand des Bretts.
crab-hands-why = Die rechtshändige Krabbe gleitet frei nach links, also hat sie die a-Linie erreicht. Die linkshändige Krabbe auf d4 hätte nur nach links gleiten dürfen, um eine gegnerische Figur zu schlagen, und dort stand keine.
crab-hands-wrong = Eine Krabbe gleitet nur zu ihrer freien Seite frei: nach rechts bei der linkshändigen Krabbe, nach links bei der rechtshändigen.

crab-leaps-title = Die Sprünge der Krabbe
crab-leaps-teach = Die Krabbe zieht außerdem ein Feld diagonal vorwärts und springt: zwei Linien zu einer der beiden Seiten und eine Reihe vor, oder drei Linien nach rechts und eine Reihe zurück. Derselbe Sprung zurück nach links schlägt nur. Sprünge springen über alles dazwischen hinweg.
crab-leaps-task = Schlag den schwarzen Kolibri auf g3 mit deiner linkshändigen Krabbe.
crab-leaps-why = Drei Linien nach rechts und eine Reihe zurück von d4 aus ist g3: der Sprung der Krabbe zurück, nach rechts frei. Die Ameise auf a3 wäre nur mit dem gespiegelten Sprung zu schlagen gewesen, einem reinen Schlagzug.
crab-leaps-wrong = Nur einer der Sprünge der Krabbe landet auf g3: Zähle die Linien und Reihen ab d4.

moth-title = Der Gleitzug der Motte
moth-teach = Die linkshändige Motte gleitet beliebig weit diagonal rückwärts nach rechts. Nach links schlägt dieser Gleitzug nur.
moth-task = Schlag mit deiner Motte den schwarzen Kolibri in der Ecke a1.
moth-why = Der Gleitzug zurück nach links ist ein reiner Schlagzug: Er darf nur auf einer gegnerischen Figur enden, wie dem Kolibri auf a1.
moth-wrong = Eine Motte gleitet nur diagonal rückwärts; nach links darf sie das nur, um zu schlagen.

moth-leaps-title = Die Sprünge der Motte
moth-leaps-teach = Die Motte springt auch: eine Linie zu einer der beiden Seiten und zwei Reihen vor, wie ein Springer, und zwei Linien nach rechts und eine Reihe vor oder zurück. Die beiden entsprechenden Seitensprünge nach links schlagen nur.
moth-leaps-task = Schlag mit deiner Motte die schwarze Krabbe auf f3.
moth-leaps-why = Zwei Linien nach rechts und eine Reihe zurück: Der Seitensprung der Motte zu ihrer freien Seite landet auf f3. Die Ameise auf b5 wäre nur mit einem Sprung nach links zu schlagen gewesen, einem reinen Schlagzug.
moth-leaps-wrong = Nur einer der Sprünge der Motte landet auf f3: Zähle die Linien und Reihen ab d4.

hummingbird-title = Der Kolibri
hummingbird-teach = Der Kolibri gleitet beliebig weit geradeaus vorwärts und springt wie ein Springer nach rechts zurück. Seine Springersprünge nach links zurück schlagen nur.
hummingbird-task = Schlag mit deinem Kolibri die schwarze Krabbe auf d8.
hummingbird-why = Der Flug nach vorn ist ein Gleitzug: Er hält an der ersten Figur auf seinem Weg an und darf sie schlagen, wenn sie eine gegnerische ist. Ein Springersprung nach links zurück hätte nur die Ameise auf b4 schlagen können.
hummingbird-wrong = Die Springersprünge des Kolibris führen rückwärts; vorwärts gleitet er nur, geradeaus auf seiner Linie.

phoenix-looks-back-title = Der Phönix schlägt nach hinten
phoenix-looks-back-teach = Der Phönix zieht ein Feld vorwärts. Er schlägt aber anders: jede gegnerische Figur außer einem Phönix, die auf einer beliebigen Reihe hinter ihm steht, über alles dazwischen hinweg.
phoenix-looks-back-task = Schlag mit deinem Phönix die schwarze Motte auf h2.
phoenix-looks-back-why = Der Schlag des Phönix erreicht jedes Feld jeder Reihe hinter ihm, egal was dazwischen steht, aber nie einen Phönix: Der auf b1 ist vor ihm sicher.
phoenix-looks-back-wrong = Der Schritt des Phönix führt nach vorn, aber sein Schlag erreicht nur die Reihen hinter ihm.

take-the-phoenix-title = Einen Phönix schlagen
take-the-phoenix-teach = Ein Phönix kann nur durch einen gewöhnlichen Zug geschlagen werden, nie durch einen reinen Schlagzug. Ein geschlagener Phönix kommt in die Hand des Spielers, der ihn geschlagen hat (unter dem Brett zu sehen), und gehört nun ihm.
take-the-phoenix-task = Schlag den schwarzen Phönix auf b4.
take-the-phoenix-why = Der Flug des Kolibris nach vorn ist ein gewöhnlicher Zug, also konnte er den Phönix schlagen; der Gleitzug der Krabbe nach links schlägt nur, also konnte sie es nicht. Der Phönix ist jetzt in deiner Hand und gehört dir.
take-the-phoenix-wrong = Ein reiner Schlagzug schlägt nie einen Phönix; das kann nur ein gewöhnlicher Zug.

phoenix-drop-title = Einen Phönix einsetzen
phoenix-drop-teach = Statt zu ziehen, darfst du einen Phönix aus deiner Hand auf ein beliebiges leeres Feld deiner ersten Reihe einsetzen. Das Einsetzen ist dein ganzer Zug.
phoenix-drop-task = Die schwarze Krabbe auf h1 kann entlang deiner ersten Reihe gleiten und deinen König schlagen. Setze deinen Phönix so ein, dass dein König sicher ist.
phoenix-drop-why = Auf f1 oder g1 blockiert der Phönix den Gleitzug der Krabbe, und die Krabbe kann ihn nicht schlagen: Dieser Gleitzug schlägt nur, und ein Phönix fällt nur durch gewöhnliche Züge.
phoenix-drop-wrong = Ein Phönix hält einen Gleitzug nur dort auf, wo er zwischen der gleitenden Figur und ihrem Ziel steht.

drop-for-black-title = Den Phönix des Gegners einsetzen
drop-for-black-teach = Jeder Spieler darf einen beliebigen Phönix aus einer der beiden Hände einsetzen, und zwar auf die erste Reihe des Spielers, der ihn hält: Setzt du den Phönix deines Gegners ein, kommt er auf dessen erste Reihe, als dessen Figur, und dein Zug ist verbraucht.
drop-for-black-task = Schwarz hält beide Phönixe, und wohin dein König auch springt, Schwarz kann ihn dort schlagen. Finde einen Zug, nach dem dein König sicher bleibt.
drop-for-black-why = Einen der Phönixe von Schwarz auf Reihe 8 einzusetzen, gibt ihn Schwarz, aber es verbraucht deinen Zug, ohne deinen König in Gefahr zu bringen.
drop-for-black-wrong = Jeder Sprung deines Königs landet dort, wo Schwarz ihn schlagen kann, und ein Zug muss keine Figur bewegen.

king-flip-title = Wenden und versetzen
king-flip-teach = Erreicht ein König, ein Phönix oder eine Ameise in Normalform deine 7. oder 8. Reihe, darf sich die Figur in ihre gespiegelte Form wenden, deren Züge in die andere Richtung zeigen: Ein gewendeter König springt auf die fünf Felder zwei Reihen weiter hinten. Im selben Zug darf eine Figur, die sich wendet, mit beliebig vielen gewöhnlichen Zügen ihrer gewendeten Form über leere Felder weiterziehen, ohne zu schlagen (das Brett bietet dir die Felder nach dem Wenden an). Das Wenden ist freiwillig, und eine gewendete Figur wandelt nie wieder um.
king-flip-task = Dein König auf e5 wird entlang der e-Linie angegriffen, und die Krabbe auf a7 bewacht die siebte Reihe. Spring in die Umwandlungszone, wende deinen König und bring ihn zurück auf ein sicheres Feld, alles in diesem Zug.
king-flip-why = Dein König hat sich bei der Ankunft gewendet und ist mit Sprüngen über zwei Reihen zurückgezogen, auf ein Feld, das weder die Reihe der Krabbe noch die Linie des Kolibris erreicht.
king-flip-wrong = Ein gewendeter König versetzt sich mit Sprüngen zwei Reihen zurück, und das Feld, auf dem er endet, muss außer Reichweite der Reihe der Krabbe und der Linie des Kolibris liegen.

flipped-ant-title = Eine gewendete Ameise
flipped-ant-teach = Eine gewendete Ameise zieht ein Feld zurück, zu deiner eigenen Seite hin, und schlägt dort.
flipped-ant-task = Deine gewendete Ameise steht auf d5. Schlag mit ihr eine schwarze Figur.
flipped-ant-why = Gewendet zieht die Ameise zurück: Sie hat die Krabbe auf d4 geschlagen. Die Ameise auf d6, vor ihr, war außer ihrer Reichweite.
flipped-ant-wrong = Der Schritt einer gewendeten Ameise zeigt zurück, zu deiner eigenen Seite hin.

flipped-phoenix-title = Ein gewendeter Phönix
flipped-phoenix-teach = Ein gewendeter Phönix zieht ein Feld zurück und schlägt jede gegnerische Figur außer einem Phönix auf jeder Reihe vor ihm.
flipped-phoenix-task = Dein gewendeter Phönix steht auf d4. Schlag mit ihm eine schwarze Figur.
flipped-phoenix-why = Gewendet schlägt der Phönix nach vorn: Er hat den Kolibri auf h7 geschlagen. Die Motte auf h2, hinter ihm, ist jetzt außer seiner Reichweite.
flipped-phoenix-wrong = Ein gewendeter Phönix schlägt auf den Reihen vor ihm, nicht mehr hinter ihm.

pool-promotion-title = Eine Ameise wird zur Vorratsfigur
pool-promotion-teach = Eine Ameise in Normalform, die deine 7. oder 8. Reihe erreicht, darf stattdessen zu einer Figur aus deinem Vorrat werden (deine Figuren, die der Gegner geschlagen hat, neben dem Brett zu sehen), in der Form, die diese hatte; die Ameise nimmt ihren Platz im Vorrat ein.
pool-promotion-task = Zieh deine Ameise auf die siebte Reihe und mach sie zu einer Figur aus deinem Vorrat, die den schwarzen König auf c5 angreift.
pool-promotion-why = Von d7 aus erreicht nur der Springersprung eines Kolibris zurück c5. Die Ameise ist an dessen Stelle in den Vorrat gegangen.
pool-promotion-wrong = Wähle nach dem Schritt eine Figur aus deinem Vorrat, deren Züge von d7 aus c5 erreichen.

take-the-king-title = Schlag den König
take-the-king-teach = Wer den gegnerischen König schlägt, gewinnt sofort. Es gibt kein Schach: Niemand muss einen Spieler warnen, dessen König geschlagen werden kann.
take-the-king-task = Gewinne in einem Zug.
take-the-king-why = Der diagonale Gleitzug der rechtshändigen Motte zurück nach rechts schlägt nur, und hier hat er den König geschlagen.
take-the-king-wrong = Nur das Schlagen des Königs gewinnt.

into-attack-title = Kein Schach: Der König muss trotzdem ziehen
into-attack-teach = Ein König darf auf ein Feld ziehen, auf dem er geschlagen werden kann, und muss es, wenn er keinen anderen Zug hat.
into-attack-task = Schwarz hat nur noch seinen König, der zwei Reihen in Richtung deiner Seite springt. Decke jedes Feld ab, auf dem er landen kann, und schlag ihn dann: Gewinne in zwei Zügen.
into-attack-why = Von a3 aus gleitet deine Krabbe entlang der ganzen dritten Reihe, wo jeder Sprung des Königs landet: Der König musste in den Angriff ziehen.
into-attack-wrong = Der schwarze König auf d5 kann nur auf den fünf Feldern zwei Reihen unter ihm landen, und eine einzige Figur muss sie alle erreichen.

no-move-loses-title = Kein Zug: verloren
no-move-loses-teach = Ein Spieler ohne jede regelgerechte Aktion, also ohne Zug und ohne Phönix zum Einsetzen, verliert. In Chiron gibt es kein Remis.
no-move-loses-task = Der schwarze König auf b2 kann nicht weiter springen: Er würde das Brett verlassen. Gewinne in einem Zug.
no-move-loses-why = Ohne seine einzige andere Figur hatte Schwarz keinen Zug und kein Einsetzen: Schwarz verliert.
no-move-loses-wrong = Schwarz verliert erst, wenn es überhaupt keinen Zug mehr hat, und eine schwarze Figur kann noch ziehen.

notation-title = Einen Zug lesen
notation-teach = Die Zugliste schreibt einen Zug als Buchstaben der Figur, ihr Feld, - für einen Zug oder x für einen Schlag und das Ankunftsfeld, danach eine etwaige Umwandlung: =MR, um zur rechtshändigen Motte zu werden, + für ein Wenden. Ein Einsetzen wird P@d1 geschrieben.
notation-task = Spiele Ad7xd8=MR.
notation-why = A, die Figur (eine Ameise); d7, wo sie beginnt; x, ein Schlag; d8, wo sie ankommt; =MR, die Ameise wird zur rechtshändigen Motte aus deinem Vorrat.
notation-wrong = Die Ameise auf d7 schlägt auf d8 und wird dann zu der Figur, die nach dem Zeichen = genannt ist.
