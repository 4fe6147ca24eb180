# Lecciones de Pyrga, en orden de enseñanza. Para cada lección (su id va primero):
# -title: un título breve; -teach: lo que enseña, se muestra antes del objetivo;
# -task: el objetivo; -why: se muestra cuando se cumple el objetivo; -wrong: se muestra
# tras un movimiento que no cumple el objetivo, después de lo que hizo: la regla que pasó por alto.

cylinder-keeps-title = Un Cilindro retiene la siguiente pieza en su casilla
cylinder-keeps-teach = Pyrga se juega en 16 casillas, de a1 a d4. Cada jugador tiene 15 piezas, que se muestran en la bandeja bajo el tablero: cinco Cuadrados, cinco Triángulos y cinco Cilindros. Las Blancas colocan la primera pieza, de cualquier forma, en cualquier casilla; después los jugadores se turnan, una pieza cada vez. Dónde puedes colocar depende de la pieza que tu adversario acaba de colocar. Después de un Cilindro, la siguiente pieza va en la misma casilla.
cylinder-keeps-task = Juegas con las Blancas. Coloca tu primera pieza de modo que las Negras también tengan que colocar en b2.
cylinder-keeps-why = Después de un Cilindro, la siguiente pieza va en la misma casilla, así que las Negras tienen que añadir un Cuadrado o un Triángulo en b2.
cylinder-keeps-wrong = Solo un Cilindro retiene la siguiente pieza en su propia casilla; las demás formas la envían a otra parte.

square-next-door-title = Un Cuadrado envía la siguiente pieza a su lado
square-next-door-teach = Después de un Cuadrado, la siguiente pieza va en una casilla que comparta un lado con él: cuatro casillas en el centro del tablero, menos en el borde.
square-next-door-task = Coloca un Cuadrado de modo que las Negras solo puedan elegir entre dos casillas.
square-next-door-why = Un Cuadrado en una esquina solo tiene dos casillas vecinas, así que las Negras pueden elegir entre dos casillas.
square-next-door-wrong = Un Cuadrado envía la siguiente pieza a cualquiera de las casillas que comparten un lado con él: cuatro en el centro, tres a lo largo de un borde.

triangle-points-title = Un Triángulo apunta a lo largo de una línea
triangle-points-teach = Después de un Triángulo, la siguiente pieza va en una casilla de la línea hacia la que apunta el Triángulo, a cualquier distancia. Quien coloca un Triángulo elige hacia dónde apunta: elige el Triángulo en la bandeja, haz clic en una casilla y después en una flecha. No puede apuntar directamente al borde del tablero, y nunca gira después.
triangle-points-task = Coloca un Triángulo en a1 de modo que las Negras puedan colocar en b1, c1 o d1.
triangle-points-why = Apuntando al este, a lo largo de la fila 1, el Triángulo envía a las Negras a b1, c1 o d1, a cualquier distancia.
triangle-points-wrong = La siguiente pieza solo va en las casillas situadas en la dirección hacia la que apunta el Triángulo, empezando por la de al lado.

no-second-square-title = Tras abrir con un Cuadrado
no-second-square-teach = Si la primera pieza de las Blancas es un Cuadrado, su segunda pieza no puede ser un Cuadrado: la bandeja muestra los Cuadrados en gris. Esto vale incluso cuando las Blancas tienen que recurrir a una casilla vacía.
no-second-square-task = Abriste con un Cuadrado en b2, y el Cilindro de las Negras te retiene en c2. Coloca allí tu segunda pieza de modo que las Negras tengan que colocar después en c3 o c4.
no-second-square-why = Un Cuadrado no estaba permitido y un Cilindro habría retenido a las Negras en c2; tu Triángulo apunta al norte y envía a las Negras a c3 o c4.
no-second-square-wrong = Las casillas que las Negras pueden usar a continuación dependen de la pieza que colocas: junto a un Cuadrado, en la propia casilla de un Cilindro, a lo largo de la línea de un Triángulo.

complete-a-tower-title = Las torres y quién las controla
complete-a-tower-teach = Una casilla contiene como máximo un Cuadrado, un Triángulo y un Cilindro, de cualquier color, colocados en cualquier orden. La tercera pieza completa la torre de la casilla, y el jugador que posee dos o tres de sus piezas la controla durante el resto de la partida, sea quien sea quien haya colocado la última pieza.
complete-a-tower-task = El Cuadrado de las Negras en c2 te envía junto a él. Completa una torre que controles tú.
complete-a-tower-why = Ahora b2 contiene tu Cuadrado y tu Triángulo con el Cilindro de las Negras: dos de sus tres piezas son tuyas, así que la torre es tuya durante el resto de la partida.
complete-a-tower-wrong = Una torre completa pertenece a quien posee dos de sus tres piezas, no a quien la ha completado.

fall-back-title = Cuando la regla no te envía a ninguna parte
fall-back-teach = Cuando ninguna de tus piezas cabe donde te envía la última pieza, colocas en cualquier casilla vacía: una casilla sin ninguna pieza. Si tampoco hay ninguna casilla vacía, la partida termina.
fall-back-task = El Cilindro de las Negras ha completado la torre de b2, lo que te retendría en b2, pero está llena. Coloca una pieza en una esquina del tablero.
fall-back-why = No cabía ninguna pieza en b2, así que se permitía cualquier casilla vacía, y tres de las esquinas estaban vacías.
fall-back-wrong = Las esquinas son las casillas de los dos extremos de las filas 1 y 4, y cuando recurres a otra casilla, solo vale una casilla vacía.

three-towers-title = Tres torres dan la victoria
three-towers-teach = El primer jugador que controla tres torres completas gana de inmediato.
three-towers-task = El Cuadrado de las Negras en c2 te envía junto a él. Controlas las torres de a1 y b1: gana.
three-towers-why = Tu Cilindro ha completado c1 con dos piezas tuyas de tres: es tu tercera torre, y la partida es tuya de inmediato.
three-towers-wrong = Una torre solo cuenta cuando está completa, y solo para el jugador que posee dos de sus tres piezas.

forced-reply-title = Haz que tu adversario construya para ti
forced-reply-teach = Cada pieza que colocas decide dónde coloca después tu adversario. Después de tu Cilindro tiene que colocar en la misma casilla, y si allí solo cabe ya una de sus formas, sabes exactamente qué va a añadir.
forced-reply-task = Gana en dos jugadas. Controlas la torre de a1; a b1 le falta una pieza, y c1 solo contiene tu Triángulo. El Triángulo de las Negras en c4 apunta al sur, así que tienes que colocar en la columna c.
forced-reply-why = Tu Cilindro en c1 retuvo a las Negras en c1, donde solo cabía un Cuadrado: completó c1 con dos piezas tuyas. Después, el Cuadrado de las Negras te envió junto a él, a b1, y a tu tercera torre.
forced-reply-wrong = Cuenta las piezas que aún le faltan a cada casilla, y adónde envía tu pieza a las Negras: las Negras solo completan una torre para ti cuando no cabe nada más.

counting-towers-title = Cuando nadie consigue tres torres
counting-towers-teach = Si nadie controla tres torres, la partida termina cuando el jugador al que le toca no puede colocar: ninguna pieza suya cabe donde le envía la última pieza y no hay ninguna casilla vacía, o no le queda ninguna pieza. Entonces gana quien controla más torres completas. Si hay empate, gana quien tiene más torres sin terminar que contengan dos de sus propias piezas; si también hay empate, quien tiene más torres sin terminar con una de sus piezas; si todo está empatado, nadie gana.
counting-towers-task = El tablero está casi lleno y cada uno controla una torre completa. Termina la partida ahora, con el recuento a tu favor.
counting-towers-why = Las Negras no podían colocar en ninguna parte, así que la partida ha terminado. Las torres completas estaban empatadas a una, y tú tenías más torres sin terminar con dos de tus piezas.
counting-towers-wrong = La partida solo termina cuando las Negras no pueden colocar en ninguna parte; hasta entonces, las Negras siguen cambiando el recuento.

notation-title = Cómo se escriben los movimientos
notation-teach = La lista de jugadas escribe cada movimiento con la letra de la forma (S, T o C; la S del Cuadrado viene del inglés Square), después la casilla y, si es un Triángulo, hacia dónde apunta (n, e, s o w: norte, este, sur u oeste; la w viene del inglés west): Sb2 es un Cuadrado en b2; Ta1n, un Triángulo en a1 que apunta al norte.
notation-task = Juega Td3w.
notation-why = Td3w es un Triángulo en d3 que apunta al oeste: ahora las Negras tienen que colocar en c3, b3 o a3.
notation-wrong = T es el Triángulo; d3, la casilla de la columna d y la fila 3; y w significa que apunta al oeste.
