# Lecciones de Chiron, en orden de enseñanza. Para cada lección (su id va primero):
# -title: un título breve; -teach: lo que enseña, se muestra antes del objetivo;
# -task: el objetivo; -why: se muestra cuando se cumple el objetivo; -wrong: se muestra
# tras un movimiento que no cumple el objetivo, después de lo que hizo: la regla que pasó por alto.

opening-title = La apertura: un Rey que salta
opening-teach = Chiron se juega en un tablero de 8×8. Cada bando tiene un Rey, un Fénix, 8 Hormigas, y un Cangrejo, una Polilla y un Colibrí zurdos y otros tantos diestros; las Blancas mueven primero. (La disposición inicial es una reconstrucción de Rosette: la figura del diseñador se ha perdido.) Algunos movimientos son saltos, que pasan por encima de todo; otros son deslizamientos, que se detienen en la primera pieza que encuentran. Un movimiento va a una casilla vacía o captura una pieza enemiga ocupando su lugar. El Rey salta a cualquiera de las cinco casillas situadas dos filas más adelante, nunca hacia los lados ni hacia atrás.
opening-task = Juegas con las Blancas. Mueve tu Rey.
opening-why = Tu Rey ha saltado dos filas hacia delante, por encima de las Hormigas que tenía delante. Nunca puede volver atrás: los movimientos propios de cada pieza siempre hacen progresar la partida, así que ninguna posición se repite nunca.
opening-wrong = Esta lección trata del Rey, la pieza marcada con una K.

ant-title = La Hormiga: un paso, incluso sobre una pieza propia
ant-teach = Una Hormiga avanza una casilla recto hacia delante, y captura de la misma forma. Incluso puede capturar una de tus propias Hormigas en esa casilla, para abrirse paso; ninguna otra pieza captura nunca una pieza propia.
ant-task = Mueve tu Hormiga de c4, aunque tu propia Hormiga esté delante de ella.
ant-why = Tu Hormiga ha capturado tu propia Hormiga de c5; la Hormiga capturada va a tu reserva de capturadas.
ant-wrong = La Hormiga que se pide es la de c4, detrás de tu otra Hormiga.

crab-hands-title = Zurdos y diestros: el Cangrejo
crab-hands-teach = El Cangrejo, la Polilla y el Colibrí tienen una forma zurda y otra diestra (una L o una R pequeña en la pieza). Cada uno se mueve libremente solo hacia un lado; hacia el otro lado sus movimientos solo capturan: son movimientos solo de captura, que tienen que capturar una pieza enemiga. El Cangrejo zurdo se desliza cualquier distancia hacia su derecha a lo largo de la fila, y hacia su izquierda solo para capturar. Una pieza diestra es la imagen especular de una zurda.
crab-hands-task = Lleva uno de tus Cangrejos a la columna a, el borde izquierdo del tablero.
crab-hands-why = El Cangrejo diestro se desliza libremente hacia su izquierda, así que ha llegado a la columna a. El Cangrejo zurdo de d4 solo podía deslizarse hacia la izquierda para capturar una pieza enemiga, y no había ninguna.
crab-hands-wrong = Un Cangrejo solo se desliza libremente hacia su lado libre: hacia la derecha el Cangrejo zurdo, hacia la izquierda el diestro.

crab-leaps-title = Los saltos del Cangrejo
crab-leaps-teach = El Cangrejo también avanza una casilla en diagonal hacia delante, y salta: dos columnas hacia cualquier lado y una fila hacia delante, o tres columnas hacia su derecha y una fila hacia atrás. Ese salto hacia atrás, hacia su izquierda, solo captura. Los saltos pasan por encima de todo lo que haya en medio.
crab-leaps-task = Captura el Colibrí negro de g3 con tu Cangrejo zurdo.
crab-leaps-why = Tres columnas a la derecha y una fila hacia atrás desde d4 es g3: el salto hacia atrás del Cangrejo, libre hacia su derecha. La Hormiga de a3 solo podía capturarse con el salto en espejo, que es solo de captura.
crab-leaps-wrong = Solo uno de los saltos del Cangrejo cae en g3: cuenta las columnas y las filas desde d4.

moth-title = El deslizamiento de la Polilla
moth-teach = La Polilla zurda se desliza en diagonal hacia atrás y hacia su derecha, cualquier distancia. Hacia su izquierda, ese deslizamiento solo captura.
moth-task = Captura el Colibrí negro de la esquina a1 con tu Polilla.
moth-why = El deslizamiento hacia atrás y hacia la izquierda es solo de captura: solo puede terminar en una pieza enemiga, como el Colibrí de a1.
moth-wrong = Una Polilla solo se desliza en diagonal hacia atrás; hacia su izquierda solo puede hacerlo para capturar.

moth-leaps-title = Los saltos de la Polilla
moth-leaps-teach = La Polilla también salta: una columna hacia cualquier lado y dos filas hacia delante, como un caballo, y dos columnas hacia su derecha y una fila hacia delante o hacia atrás. Esos dos saltos laterales hacia su izquierda solo capturan.
moth-leaps-task = Captura el Cangrejo negro de f3 con tu Polilla.
moth-leaps-why = Dos columnas a la derecha y una fila hacia atrás: el salto lateral de la Polilla hacia su lado libre cae en f3. La Hormiga de b5 solo podía capturarse con un salto solo de captura hacia la izquierda.
moth-leaps-wrong = Solo uno de los saltos de la Polilla cae en f3: cuenta las columnas y las filas desde d4.

hummingbird-title = El Colibrí
hummingbird-teach = El Colibrí se desliza recto hacia delante cualquier distancia, y salta hacia atrás como un caballo hacia su derecha. Sus saltos de caballo hacia atrás y hacia su izquierda solo capturan.
hummingbird-task = Captura el Cangrejo negro de d8 con tu Colibrí.
hummingbird-why = El vuelo hacia delante es un deslizamiento: se detiene en la primera pieza que encuentra y puede capturarla si es enemiga. Un salto de caballo hacia atrás y hacia la izquierda solo podría haber capturado la Hormiga de b4.
hummingbird-wrong = Los saltos de caballo del Colibrí van hacia atrás; hacia delante solo se desliza, recto por su columna.

phoenix-looks-back-title = El Fénix golpea hacia atrás
phoenix-looks-back-teach = El Fénix avanza una casilla hacia delante. Captura de otra forma: cualquier pieza enemiga, salvo un Fénix, que esté en cualquier fila por detrás de él, por encima de todo lo que haya en medio.
phoenix-looks-back-task = Captura la Polilla negra de h2 con tu Fénix.
phoenix-looks-back-why = La captura del Fénix alcanza todas las casillas de todas las filas que tiene detrás, haya lo que haya en medio, pero nunca a un Fénix: el de b1 está a salvo de él.
phoenix-looks-back-wrong = El paso del Fénix va hacia delante, pero su captura solo alcanza las filas que tiene detrás.

take-the-phoenix-title = Capturar un Fénix
take-the-phoenix-teach = Un Fénix solo puede ser capturado con un movimiento ordinario, nunca con uno solo de captura. Un Fénix capturado pasa a la mano de quien lo captura, que se muestra debajo del tablero, y ahora le pertenece.
take-the-phoenix-task = Captura el Fénix negro de b4.
take-the-phoenix-why = El vuelo hacia delante del Colibrí es un movimiento ordinario, así que podía capturar el Fénix; el deslizamiento del Cangrejo hacia su izquierda solo captura, así que no podía. Ahora el Fénix está en tu mano, y es tuyo.
take-the-phoenix-wrong = Un movimiento solo de captura nunca captura un Fénix; solo lo hace un movimiento ordinario.

phoenix-drop-title = Colocar un Fénix
phoenix-drop-teach = En lugar de mover, puedes colocar un Fénix de tu mano en cualquier casilla vacía de tu primera fila. La colocación ocupa todo tu turno.
phoenix-drop-task = El Cangrejo negro de h1 puede deslizarse por tu primera fila y capturar tu Rey. Coloca tu Fénix de modo que tu Rey quede a salvo.
phoenix-drop-why = En f1 o g1, el Fénix bloquea el deslizamiento del Cangrejo, y el Cangrejo no puede capturarlo: ese deslizamiento solo captura, y un Fénix solo cae ante movimientos ordinarios.
phoenix-drop-wrong = Un Fénix solo detiene un deslizamiento donde se interpone entre la pieza que se desliza y su objetivo.

drop-for-black-title = Colocar el Fénix de tu rival
drop-for-black-teach = Cualquiera de los dos jugadores puede colocar cualquier Fénix de cualquiera de las dos manos, en la primera fila del jugador que lo tiene: colocar el Fénix de tu rival lo pone en su primera fila, como pieza suya, y consume tu turno.
drop-for-black-task = Las Negras tienen los dos Fénix, y salte adonde salte tu Rey, las Negras pueden capturarlo. Encuentra un movimiento que deje a tu Rey a salvo.
drop-for-black-why = Colocar uno de los Fénix de las Negras en la fila 8 se lo da a las Negras, pero consume tu turno sin poner a tu Rey en peligro.
drop-for-black-wrong = Todos los saltos de tu Rey caen donde las Negras pueden capturarlo, y en un turno no hace falta mover una pieza.

king-flip-title = Voltearse y reubicarse
king-flip-teach = Un Rey, un Fénix o una Hormiga en forma normal que llega a tu 7.ª u 8.ª fila puede voltearse a su forma reflejada, cuyos movimientos apuntan en sentido contrario: un Rey volteado salta a las cinco casillas situadas dos filas más atrás. En el mismo turno, una pieza que se voltea puede seguir avanzando por casillas vacías con cualquier número de movimientos ordinarios de su forma volteada, sin capturar (el tablero ofrece las casillas después de voltearse). Voltearse es opcional, y una pieza volteada nunca vuelve a promocionar.
king-flip-task = Tu Rey de e5 está atacado a lo largo de la columna e, y el Cangrejo de a7 vigila la séptima fila. Salta a la zona de promoción, voltea tu Rey y llévalo de vuelta a una casilla segura, todo en este turno.
king-flip-why = Tu Rey se ha volteado al llegar y ha vuelto atrás con saltos de dos filas, hasta una casilla que no alcanzan ni la fila del Cangrejo ni la columna del Colibrí.
king-flip-wrong = Un Rey volteado se reubica con saltos de dos filas hacia atrás, y la casilla en la que termina tiene que quedar fuera del alcance de la fila del Cangrejo y de la columna del Colibrí.

flipped-ant-title = Una Hormiga volteada
flipped-ant-teach = Una Hormiga volteada retrocede una casilla, hacia tu propio lado, y captura allí.
flipped-ant-task = Tu Hormiga volteada está en d5. Captura con ella una pieza negra.
flipped-ant-why = Volteada, la Hormiga retrocede: ha capturado el Cangrejo de d4. La Hormiga de d6, delante de ella, estaba fuera de su alcance.
flipped-ant-wrong = El paso de una Hormiga volteada apunta hacia atrás, hacia tu propio lado.

flipped-phoenix-title = Un Fénix volteado
flipped-phoenix-teach = Un Fénix volteado retrocede una casilla, y captura cualquier pieza enemiga, salvo un Fénix, que esté en cualquier fila por delante de él.
flipped-phoenix-task = Tu Fénix volteado está en d4. Captura con él una pieza negra.
flipped-phoenix-why = Volteado, el Fénix captura hacia delante: ha capturado el Colibrí de h7. La Polilla de h2, detrás de él, está ahora fuera de su alcance.
flipped-phoenix-wrong = Un Fénix volteado captura en las filas que tiene delante, ya no en las de detrás.

pool-promotion-title = Una Hormiga se convierte en una pieza capturada
pool-promotion-teach = Una Hormiga en forma normal que llega a tu 7.ª u 8.ª fila puede, en cambio, convertirse en una pieza de tu reserva de capturadas (tus piezas que el rival ha capturado, que se muestran junto al tablero), en la forma que tenía; la Hormiga ocupa su lugar en la reserva.
pool-promotion-task = Avanza tu Hormiga a la séptima fila y conviértela en una pieza de tu reserva que ataque al Rey negro de c5.
pool-promotion-why = Desde d7, solo un salto de caballo hacia atrás de un Colibrí alcanza c5. La Hormiga ha pasado a la reserva en su lugar.
pool-promotion-wrong = Tras el paso, elige una pieza de tu reserva cuyos movimientos desde d7 alcancen c5.

take-the-king-title = Captura el Rey
take-the-king-teach = Capturar el Rey enemigo gana al instante. No hay jaque: nadie tiene que avisar a un jugador cuyo Rey puede ser capturado.
take-the-king-task = Gana en una jugada.
take-the-king-why = El deslizamiento diagonal hacia atrás y hacia su derecha de la Polilla diestra solo captura, y aquí ha capturado el Rey.
take-the-king-wrong = Solo capturar el Rey da la victoria.

into-attack-title = Sin jaque: el Rey tiene que moverse igualmente
into-attack-teach = Un Rey puede moverse a una casilla donde pueda ser capturado, y debe hacerlo cuando no tiene otro movimiento.
into-attack-task = Las Negras solo tienen su Rey, que salta dos filas hacia tu lado. Cubre todas las casillas en las que puede caer y después captúralo: gana en dos jugadas.
into-attack-why = Desde a3, tu Cangrejo se desliza por toda la tercera fila, donde caen todos los saltos del Rey: el Rey ha tenido que moverse a una casilla atacada.
into-attack-wrong = El Rey negro de d5 solo puede caer en las cinco casillas situadas dos filas por debajo de él, y una sola pieza tiene que alcanzarlas todas.

no-move-loses-title = Sin movimientos, se acabó la partida
no-move-loses-teach = Un jugador sin ninguna acción legal, ni movimiento ni Fénix que colocar, pierde. En Chiron no hay tablas.
no-move-loses-task = El Rey negro de b2 no puede saltar más: saldría del tablero. Gana en una jugada.
no-move-loses-why = Sin su única otra pieza, las Negras no tenían ni movimiento ni colocación: las Negras pierden.
no-move-loses-wrong = Las Negras solo pierden cuando no tienen ningún movimiento, y una pieza negra todavía puede moverse.

notation-title = Cómo leer un movimiento
notation-teach = La lista de jugadas escribe un movimiento con la letra de la pieza, su casilla, - si es un movimiento o x si es una captura, y la casilla de llegada y, después, la promoción si la hay: =MR para convertirse en la Polilla diestra, + para voltearse. Una colocación se escribe P@d1.
notation-task = Juega Ad7xd8=MR.
notation-why = A, la pieza (una Hormiga); d7, donde empieza; x, una captura; d8, donde llega; =MR, la Hormiga se convierte en la Polilla diestra de tu reserva.
notation-wrong = La Hormiga de d7 captura en d8 y después se convierte en la pieza indicada tras el signo =.
