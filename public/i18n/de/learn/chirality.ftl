# Die Lektionen zu Chirality, in Lernreihenfolge. Zu jeder Lektion (ihre ID steht vorn):
# -title: ein kurzer Titel; -teach: was sie lehrt, vor der Aufgabe gezeigt;
# -task: die Aufgabe; -why: gezeigt, wenn das Ziel erreicht ist; -wrong: gezeigt nach einem
# Zug, der das Ziel verfehlt, nach dem, was der Zug bewirkt hat: die Regel, die er verfehlt hat.

thick-piece-steps-title = Ein dicker Stein zieht auf ein dünnes Feld
thick-piece-steps-teach = Das Brett besteht aus zwei Arten von Feldern: breiten dicken Rauten und schmalen dünnen. Alle Steine sind gleich; ein Stein auf einem dicken Feld ist ein dicker Stein, auf einem dünnen Feld ein dünner Stein. In deinem Zug ziehst du einen deiner Steine (oder bringst einen ins Spiel, wie eine spätere Lektion zeigt); passen darfst du nicht. Ein dicker Stein zieht auf ein leeres dünnes Feld, das eine ganze Kante mit ihm teilt. Jedes Feld hat einen Namen: einen Sektorbuchstaben, A bis E im Uhrzeigersinn von oben, und eine Zahl, die von der Mitte nach außen zählt.
thick-piece-steps-task = Du spielst Blau. Zieh deinen Stein von A3 auf A6, das dünne Feld, das weiter von der Mitte entfernt ist.
thick-piece-steps-why = Vom dicken Feld A3 aus konnte dein Stein auf die beiden dünnen Felder ziehen, die eine ganze Kante mit ihm teilen, A2 und A6; auf A6 ist er jetzt ein dünner Stein.
thick-piece-steps-wrong = Die Feldnummern wachsen von der Mitte nach außen, also liegt das Feld mit der höheren Nummer weiter außen.

thin-piece-steps-title = Ein dünner Stein zieht auf ein dickes Feld
thin-piece-steps-teach = Ein dünner Stein zieht auf ein leeres dickes Feld, das er berührt, an einer ganzen Kante oder auch nur an einer Ecke; er hat also mehr Möglichkeiten als ein dicker Stein.
thin-piece-steps-task = Zieh deinen dünnen Stein von A2 auf ein dickes Feld, das er nur an einer Ecke berührt.
thin-piece-steps-why = Ein dünner Stein zieht auf jedes leere dicke Feld, das er berührt, selbst an einer einzigen Ecke: Von A2 aus sind das sieben Felder, und drei davon (A4, A5 und E3) berühren es nur an einer Ecke.
thin-piece-steps-wrong = Dieses Feld teilt eine ganze Kante mit A2; gefragt ist eines, das A2 nur in einem einzigen Punkt berührt.

muster-title = Auf ein Tor rekrutieren
muster-teach = Tore sind Feldreihen am Rand des Bretts, über die neue Steine ins Spiel kommen. Steht einer deiner Steine auf irgendeinem Feld eines Tores, darfst du rekrutieren, statt zu ziehen: Setze einen Stein aus deiner Reserve auf ein beliebiges leeres Feld dieses Tores.
muster-task = Dein Stein auf A24 steht auf einem Tor. Bring einen Reservestein aufs Brett.
muster-why = Rekrutierung: Mit einem Stein auf einem Tor darfst du, statt zu ziehen, einen Reservestein auf ein beliebiges leeres Feld dieses Tores setzen.
muster-wrong = Ein Schritt bewegt einen Stein, der schon auf dem Brett steht; eine Rekrutierung setzt einen neuen auf ein leeres Feld des Tores, auf dem du stehst.

muster-on-r2-title = Das große Brett R2
muster-on-r2-teach = Es gibt zwei Bretter: R1, das kompakte, auf dem du bisher gespielt hast (160 Felder), und R2, das Standardbrett (300 Felder, mit zehn Toren). Eine Standardpartie auf R2 wird mit Aufstellung A gespielt: Jeder Spieler beginnt mit je 4 Steinen auf zwei Toren und 8 in Reserve.
muster-on-r2-task = Das ist R2 mit Aufstellung A. Rekrutiere einen Reservestein.
muster-on-r2-why = Auf R2 hat jedes Tor fünf Felder; deine Steine stehen auf vier Feldern jedes deiner Tore, und eine Rekrutierung füllt ein leeres Feld eines Tores, das du besetzt.
muster-on-r2-wrong = Eine Rekrutierung kommt auf ein leeres Feld eines Tores, auf dem du schon einen Stein hast; jedes deiner Tore hat noch ein solches Feld.

move-notation-title = Züge notieren
move-notation-teach = Die Zugliste schreibt einen Schritt mit seinen beiden Feldern, A24-A22, und eine Rekrutierung mit + und dem Feld, das sie füllt, +B23.
move-notation-task = Spiele +B23.
move-notation-why = +B23 ist eine Rekrutierung auf B23: Eine Rekrutierung wird allein durch ihr Feld bezeichnet.
move-notation-wrong = Das + steht für einen neuen Stein aus deiner Reserve, nicht für den Schritt eines Steins, der schon auf dem Brett steht.

setup-c-title = Aufstellung C: Setze deinen ersten Stein
setup-c-teach = In Aufstellung C, der langen Partie für mehr Spieler, hat jeder Spieler ein Tor und 16 Steine in Reserve. Vor dem ersten Zug setzt jeder einen Stein auf ein beliebiges Feld seines Tores, Blau zuerst; dann macht Blau den ersten Zug.
setup-c-task = Setze deinen Startstein auf ein dickes Feld deines Tores.
setup-c-why = Dein erster Stein steht auf einem dicken Feld deines Tores; von dort aus rekrutierst du die anderen 15, während er auf dem Tor bleibt.
setup-c-wrong = Ein Tor hat dicke Felder (die breiten Rauten) und dünne (die schmalen Rauten an seinen Enden).

thick-takes-thin-title = Ein dicker Stein schlägt einen dünnen
thick-takes-thin-teach = Nach jedem Zug und jeder Rekrutierung wird von selbst geschlagen. Ein dicker Stein greift die dünnen Felder an, die eine ganze Kante mit ihm teilen, und ein dünner Stein fällt durch einen einzigen gegnerischen Angreifer.
thick-takes-thin-task = Schlag den zinnoberroten Stein auf A6 mit deinem Stein auf A2.
thick-takes-thin-why = Dein Stein steht jetzt auf einem dicken Feld, das eine ganze Kante mit A6 teilt: Ein Angreifer genügt, um einen dünnen Stein zu schlagen.
thick-takes-thin-wrong = Um einen dünnen Stein anzugreifen, muss deiner auf einem dicken Feld stehen, das eine ganze Kante mit ihm teilt.

thin-pair-takes-thick-title = Dünne Steine schlagen einen dicken zu zweit
thin-pair-takes-thick-teach = Ein dünner Stein greift die dicken Felder an, die er berührt, an einer Kante oder auch nur an einer Ecke. Ein dicker Stein fällt durch zwei verschiedene gegnerische dünne Angreifer; einer genügt nicht.
thin-pair-takes-thick-task = Der Stein von Zinnoberrot auf A3 steht auf einem dicken Feld, und dein dünner Stein auf B2 berührt ihn schon an einer Ecke. Schlag ihn.
thin-pair-takes-thick-why = Dein zweiter dünner Stein berührt A3 ebenfalls, an einer Ecke wie B2: Zwei dünne Angreifer schlagen einen dicken Stein.
thin-pair-takes-thick-wrong = Ein dicker Stein fällt nur durch zwei gegnerische dünne Steine, die ihn berühren, und ein Stein von dir auf einem dicken Feld greift ihn nicht an.

initiative-title = Initiative: Du schlägst zuerst
initiative-teach = Du darfst auf ein Feld ziehen, das der Gegner angreift. Nach deinem Zug werden zuerst die Steine entfernt, die du schlägst; erst danach schlägt der Gegner, mit den Steinen, die ihm geblieben sind.
initiative-task = Der dicke Stein von Zinnoberrot auf A3 greift das dünne Feld A6 an. Schlag ihn, ohne einen Stein zu verlieren.
initiative-why = Dein Stein auf A6 und dein Stein auf B2 haben A3 geschlagen, bevor Zinnoberrot im Gegenzug A6 schlagen konnte: Wer zieht, schlägt zuerst.
initiative-wrong = Nur zwei dünne Angreifer schlagen einen dicken Stein; deine Schläge kommen vor denen des Gegners, also ist ein Feld, das er angreift, sicher, sobald der Angreifer weg ist.

throne-exposed-title = Der Thron ist verwundbar
throne-exposed-teach = Die fünf dicken Felder, die sich genau in der Mitte des Bretts treffen, A1 bis E1, bilden den Thron. Ein Stein auf einem Thronfeld ist verwundbar: Er fällt schon durch einen einzigen Angreifer.
throne-exposed-task = Zinnoberrot hat einen Stein auf dem Thronfeld A1. Schlag ihn.
throne-exposed-why = Ein dünner Angreifer hat genügt: Ein Stein auf einem Thronfeld ist verwundbar.
throne-exposed-wrong = Ein dickes Feld, auch auf dem Thron, wird nur von dünnen Steinen angegriffen, die es berühren.

garrison-title = Eine Garnison kann nicht geschlagen werden
garrison-teach = Fünf dicke Felder, die sich in einem Punkt treffen, bilden einen Stern (die blassgoldenen Sterne um den Thron), und die dünnen Felder, die eine Kante mit ihm teilen, sind sein Graben. Stehen deine Steine auf allen fünf Feldern eines Sterns außer dem Thron, bilden sie eine Garnison: Keiner von ihnen kann geschlagen werden. Sie besteht, bis einer von ihnen wegzieht.
garrison-task = Die dünnen Steine von Zinnoberrot auf A6 und A7 berühren beide deinen dicken Stein auf A10, und zwei dünne Angreifer schlagen einen dicken Stein. Rette ihn, ohne ihn zu ziehen.
garrison-why = Deine fünf Steine besetzen jetzt einen ganzen Stern: eine Garnison. Ihre Steine können nicht geschlagen werden, also richten die beiden Angreifer von Zinnoberrot gegen A10 nichts aus.
garrison-wrong = Nur die Steine einer Garnison können nicht geschlagen werden, und eine Garnison braucht alle fünf Felder eines Sterns.

deep-moat-title = Eine Garnison greift ihren Graben an
deep-moat-teach = Eine Garnison greift jedes Feld ihres Grabens an, und ein Angreifer schlägt einen dünnen Stein. Eine neue Partie kann mit Tiefen Gräben gespielt werden: Dann gehört zum Graben eines Sterns außerdem jedes dünne Feld, das eine ganze Kante mit einem seiner Grabenfelder teilt; eine Garnison reicht also weiter.
deep-moat-task = Diese Partie wird mit Tiefen Gräben gespielt. Schlag beide zinnoberroten Steine, auf A6 und A7, mit einem einzigen Zug.
deep-moat-why = Das Vervollständigen des Sterns hat eine Garnison gebildet, und zu ihrem tiefen Graben gehören A6 und A7: Je ein Angreifer hat genügt.
deep-moat-wrong = Ein einzelner Stein greift ein dünnes Feld nur von einem dicken Feld aus an, das eine Kante mit ihm teilt; eine Garnison greift ihren ganzen Graben auf einmal an.

remote-muster-title = Fernrekrutierung aus einer inneren Garnison
remote-muster-teach = Eine Garnison auf einem der fünf Sterne neben dem Thron ist eine innere Garnison. Mit ihr darfst du rekrutieren, ohne einen Stein auf dem Tor zu haben: auf ein leeres dickes Feld eines Tores, das auf ihrer Bretthälfte liegt und auf dem kein gegnerischer Stein steht. Aufstellung B, der schnelle Start auf R1, gibt jedem Spieler eine innere Garnison und 11 Steine in Reserve.
remote-muster-task = Das ist Aufstellung B. Keiner deiner Steine steht auf einem Tor: Bring einen Reservestein aufs Brett.
remote-muster-why = Deine innere Garnison hat dir erlaubt, auf ein dickes Feld eines Tores auf ihrer Bretthälfte zu rekrutieren (Fernrekrutierung).
remote-muster-wrong = Ohne Stein auf einem Tor kannst du nur mit einer inneren Garnison rekrutieren, und zwar auf die dicken Felder der Tore auf ihrer Bretthälfte.

take-the-throne-title = Auf dem Thron gewinnen
take-the-throne-teach = Du gewinnst sofort, wenn nach deinem Zug deine Steine auf allen fünf Thronfeldern stehen, noch bevor geschlagen wird.
take-the-throne-task = Du besetzt vier der fünf Thronfelder. Gewinne.
take-the-throne-why = Auf allen fünf Thronfeldern stehen deine Steine: Du gewinnst sofort, noch vor jedem Schlagen.
take-the-throne-wrong = Der Thron besteht aus den fünf Feldern mit der Nummer 1, und er bringt den Sieg erst, wenn auf allen fünf deine Steine stehen.

last-piece-title = Wer als Letzter übrig bleibt, gewinnt
last-piece-teach = Ein Spieler ohne Stein auf dem Brett und ohne Stein in der Reserve scheidet aus, und wer als Letzter im Spiel bleibt, gewinnt.
last-piece-task = Zinnoberrot hat noch einen Stein auf dem Brett und keinen in der Reserve. Gewinne.
last-piece-why = Der letzte Stein von Zinnoberrot ist weg, und in der Reserve ist keiner mehr: Zinnoberrot scheidet aus, und du bleibst als Letzter übrig.
last-piece-wrong = Zinnoberrot scheidet erst aus, wenn sein letzter Stein geschlagen ist, und ein dünner Stein fällt durch einen dicken Stein, der eine ganze Kante mit ihm teilt.

no-move-is-out-title = Kein Zug, keine Rekrutierung: ausgeschieden
no-move-is-out-teach = Ein Spieler, der weder ziehen noch rekrutieren kann, wenn er an der Reihe ist, scheidet ebenfalls aus, auch mit Steinen in der Reserve, und seine Steine verlassen das Brett. Ein Reservestein kann nur durch eine Rekrutierung ins Spiel kommen, also kann ein Spieler ohne Stein auf einem Tor und ohne innere Garnison keinen ins Spiel bringen.
no-move-is-out-task = Zinnoberrot hat einen Stein auf dem Brett und 14 in der Reserve, aber keinen Stein auf einem Tor. Gewinne.
no-move-is-out-why = Ohne Stein auf dem Brett konnte Zinnoberrot, als es an der Reihe war, weder ziehen noch rekrutieren: Zinnoberrot scheidet aus, samt Reserve, und du bleibst als Letzter übrig.
no-move-is-out-wrong = Zinnoberrot kann noch ziehen, solange sein Stein auf dem Brett steht; es scheidet erst aus, wenn es weder ziehen noch rekrutieren kann.

three-players-title = Mehr als zwei Spieler
three-players-teach = Bis zu sechs können spielen (fünf auf R1); es wird reihum gezogen: Blau, Zinnoberrot, Grün und so weiter. Jeder Spieler schlägt nur mit seinen eigenen Steinen: Angriffe verschiedener Spieler zählen nie zusammen.
three-players-task = Hier spielen drei. Den dicken Stein von Zinnoberrot auf A3 berühren dein dünner Stein auf B2 und der von Grün auf A7, und trotzdem steht er noch. Schlag ihn.
three-players-why = Der Stein von Grün auf A7 hat für dich nicht gezählt; dein eigener zweiter dünner Angreifer hat A3 geschlagen. Zinnoberrot, ohne Stein auf dem Brett und ohne einen auf einem Tor, scheidet aus, wenn es an der Reihe ist.
three-players-wrong = Der Stein von Grün zählt nie für dich: Ein dicker Stein fällt durch zwei dünne Angreifer desselben Spielers.
