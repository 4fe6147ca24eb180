# Lecciones de Shifting Chess, en orden de enseñanza. Para cada lección (su id va primero):
# -title: un título breve; -teach: lo que enseña, se muestra antes del objetivo;
# -task: el objetivo; -why: se muestra cuando se cumple el objetivo; -wrong: se muestra
# tras un movimiento que no cumple el objetivo, después de lo que hizo: la regla que pasó por alto.

boulders-title = Las rocas
boulders-teach = El tablero es azul, de 12×12. La tierra son dieciséis islas de 2×2 llamadas megacasillas, de la A a la P, que empiezan formando un tablero de 8×8 en el centro; las casillas que no cubre ninguna megacasilla son espacio vacío. Las piezas empiezan y se mueven como en el ajedrez, salvo lo que muestran estas lecciones. Hay cuatro rocas neutrales sobre la tierra: una roca bloquea a todas las piezas como si fuera una pieza propia, nunca puede ser capturada, y un caballo salta por encima de ella.
boulders-task = Juegas con las Blancas. Captura la torre negra de d9.
boulders-why = Tu torre de d3 no puede pasar las rocas de d6 y d7; el caballo salta por encima de todo y cae en d9.
boulders-wrong = Una roca detiene a una pieza que se desliza igual que lo haría una de sus propias piezas; solo una pieza que salta puede pasarla.

queen-over-gaps-title = Las damas cruzan los huecos
queen-over-gaps-teach = Cuando las megacasillas se mueven, se abren en la tierra huecos de espacio vacío. El espacio vacío detiene a las torres, los alfiles, los reyes y los peones; un caballo salta por encima, pero nunca cae en él. Una dama se desliza por encima del espacio vacío y cae más allá, aunque sigue bloqueada por piezas y rocas.
queen-over-gaps-task = La megacasilla F se ha movido al borde y ha dejado un hueco en e5–f6. Gana una pieza negra.
queen-over-gaps-why = Tu dama se ha deslizado por encima del hueco y ha capturado en e8: de todas las piezas, solo la dama cruza el espacio vacío.
queen-over-gaps-wrong = El espacio vacío detiene a todas las piezas que se deslizan, salvo a la dama.

double-step-anywhere-title = Avance doble en cualquier lugar
double-step-anywhere-teach = Un peón que aún no se ha movido con un movimiento propio puede avanzar dos casillas, esté donde esté: ser transportado por una megacasilla no cuenta como moverse. La lista junto al tablero indica los peones que ya se han movido.
double-step-anywhere-task = Tu peón de e7 llegó allí transportado por las megacasillas y nunca se ha movido por sí mismo. Da jaque con un peón.
double-step-anywhere-why = e7e9, un avance doble, ataca al rey de f10. El peón de h5 ya se ha movido, así que solo puede avanzar una casilla.
double-step-anywhere-wrong = Un avance de una casilla no alcanza ninguna casilla junto al rey, y un peón que nunca se ha movido por sí mismo puede ir más lejos.

en-passant-title = Captura al paso, en cualquier lugar
en-passant-teach = La captura al paso funciona en cualquier lugar del tablero: cuando un peón enemigo acaba de avanzar dos casillas y ha pasado por la casilla que ataca tu peón, tu peón puede capturarlo como si solo hubiera avanzado una, únicamente en el turno inmediatamente siguiente.
en-passant-task = El peón negro acaba de avanzar de f9 a f7, junto a tu peón de e7. Captúralo.
en-passant-why = Tu peón ha ido a f8, la casilla por la que pasó el peón negro, y lo ha capturado en f7.
en-passant-wrong = El peón negro pasó por f8, y la captura al paso lo captura como si se hubiera detenido allí.

promotion-at-the-edge-title = Promoción donde acaba la tierra
promotion-at-the-edge-teach = Un peón promociona cuando está en una de sus tres últimas filas del tablero azul (de la 10 a la 12 para las Blancas) y no hay tierra más adelante en su columna. Con su propio movimiento se convierte en la pieza que elija su dueño (el tablero pregunta cuál); si llega allí transportado por una carta, se convierte en dama.
promotion-at-the-edge-task = La megacasilla A está ahora por encima de la columna e, en e11–f12. Promociona un peón.
promotion-at-the-edge-why = En g10 se acaba la tierra, así que el peón ha promocionado; en e10, la megacasilla A aún habría estado delante de él.
promotion-at-the-edge-wrong = Un peón solo promociona donde no hay tierra más adelante en su columna, y la megacasilla A está delante en la columna e.

castling-on-a-file-title = Enroque entre megacasillas
castling-on-a-file-teach = El enroque funciona a lo largo de una fila o de una columna, a través de las megacasillas. Ni el rey ni la torre deben haberse movido con sus propios movimientos (la lista junto al tablero indicaría cualquiera que lo hubiera hecho), tiene que haber dos o tres casillas vacías entre ellos, y la casilla de salida del rey, la que cruza y su destino tienen que ser tierra y no estar atacadas. El rey se mueve dos casillas hacia la torre, y la torre cae en la casilla que cruzó el rey.
castling-on-a-file-task = Enroca. La torre negra vigila g3, así que enroca a lo largo de una columna en lugar de la fila.
castling-on-a-file-why = El rey ha subido dos casillas por la columna e y la torre de e6 ha caído en e4, la casilla que cruzó el rey.
castling-on-a-file-wrong = El enroque es el movimiento de dos casillas del rey hacia una torre que no se ha movido, y el rey no puede cruzar una casilla atacada.

gap-mate-title = Mate en una isla
gap-mate-teach = El jaque mate gana y el ahogado es tablas, como en el ajedrez. Un rey no puede pisar el espacio vacío, así que una isla puede convertirse en su prisión.
gap-mate-task = El rey negro está en la megacasilla M, una isla en la esquina del tablero. Dale jaque mate.
gap-mate-why = Los reyes no pueden pisar el espacio vacío y los propios peones negros ocupan a11 y b11, así que el rey de a12 solo tenía b12. Una dama en la fila 12 se desliza por encima de los huecos y cubre las dos casillas: jaque mate.
gap-mate-wrong = Un mate tiene que dar jaque: dejar al rey sin movimientos sin darle jaque es ahogado, y el ahogado es tablas.

fifty-moves-title = La regla de los cincuenta movimientos
fifty-moves-teach = Cien movimientos ordinarios seguidos (cincuenta cada uno) sin ninguna captura ni movimiento de peón terminan la partida en tablas; también la terminan en tablas una posición que se repite por tercera vez y rey contra rey. El recuento de esos movimientos se muestra junto al tablero; una captura o un movimiento de peón lo devuelve a 0, y las cartas ni cuentan ni lo reinician.
fifty-moves-task = Han pasado noventa y nueve movimientos sin ninguna captura ni movimiento de peón. Haz que la partida continúe.
fifty-moves-why = Un movimiento de peón o una captura ha devuelto el recuento a 0, y la partida continúa.
fifty-moves-wrong = Solo una captura o un movimiento de peón devuelve el recuento a 0; cualquier otro movimiento es el centésimo.

swap-card-title = La carta de Intercambio
swap-card-teach = Después de cada tercer turno (turnos 3, 6, 9, etc.), el jugador que acaba de mover roba una carta de un mazo de 20, y debe aplicarla si puede. Una carta de Intercambio intercambia dos megacasillas de celdas vecinas, con todo lo que hay sobre ellas; una megacasilla que contiene el rey del rival no puede intercambiarse. Para aplicar una carta, haz clic en una megacasilla (y en una segunda megacasilla para un Intercambio) y después en Aplicar.
swap-card-task = Has robado una carta de Intercambio. Intercambia dos megacasillas de modo que el rey negro quede en jaque.
swap-card-why = Intercambiar J y K ha llevado tu torre de f7 a h7, a la columna del rey. La megacasilla del propio rey no podía intercambiarse, pero la tuya sí.
swap-card-wrong = La megacasilla que contiene el rey negro no puede intercambiarse, pero la de tu torre sí.

rotate-card-title = La carta de Rotación
rotate-card-teach = Una carta de Rotación gira una megacasilla un cuarto de vuelta, en sentido horario o antihorario, con las piezas que hay sobre ella. Elige la megacasilla y después el sentido. Una carta puede dar jaque, e incluso mate.
rotate-card-task = Has robado una carta de Rotación. Da mate con ella.
rotate-card-why = Girar N en sentido antihorario ha llevado tu torre de f9 a f10, desde donde da jaque al rey a lo largo de la fila 10, y los peones negros le cierran la huida.
rotate-card-wrong = El sentido horario y el antihorario llevan las esquinas de una megacasilla a lugares distintos.

third-turn-slide-title = Cada tercer turno: la carta de Desplazamiento
third-turn-slide-teach = Una carta de Desplazamiento mueve una megacasilla una celda hacia el norte, el este, el sur o el oeste, empujando hasta dos megacasillas que tenga delante; ninguna megacasilla puede salir del tablero azul. La promoción también se comprueba después de las cartas, para ambos bandos: un peón que una carta deja en sus tres últimas filas sin tierra delante se convierte en dama.
third-turn-slide-task = Este es tu tercer movimiento, así que después robas una carta, y la carta superior del mazo es un Desplazamiento. Haz tu movimiento y después desplaza una megacasilla de modo que tu peón promocione.
third-turn-slide-why = Después de los turnos 3, 6, 9…, el jugador que acaba de mover roba una carta. El Desplazamiento ha dejado sin tierra delante al peón de g10, así que ha promocionado por la carta, a dama.
third-turn-slide-wrong = El peón solo promociona en sus tres últimas filas, y solo cuando ya no hay tierra delante de él en su columna.

void-card-title = La carta de Anulación
void-card-teach = Una carta de Anulación retira del tablero una megacasilla sin rey, con todo lo que hay sobre ella, hasta que se roba la siguiente carta. Sus piezas no pueden moverse, capturar, ser capturadas ni dar jaque, y su lugar es espacio vacío.
void-card-task = Has robado una carta de Anulación. Da mate con ella.
void-card-why = Anular N ha llevado al limbo el caballo de e10: su lugar se ha convertido en espacio vacío, y tu dama da jaque al rey a través de él: mate.
void-card-wrong = Las piezas de una megacasilla anulada ya no bloquean nada, y solo una dama ataca a través del espacio vacío.

void-returns-title = La megacasilla anulada regresa
void-returns-teach = Una megacasilla anulada regresa, tal como estaba, cuando se roba la siguiente carta, antes de que se aplique esa carta. Ninguna carta puede aplicarse de forma que deje atacado a tu propio rey: si la megacasilla que regresa ataca a tu rey, la carta tiene que poner fin al ataque, y si no hay forma de hacerlo, pierdes.
void-returns-task = La megacasilla G se anuló con una torre negra encima (el fantasma discontinuo). Después de este movimiento, tu tercero, se roba una carta y G regresa. Mantén tu rey a salvo de ella.
void-returns-why = Al regresar la megacasilla G, su torre de g6 atacaba toda la columna g, y tu rey ya había salido de ella.
void-returns-wrong = Cuando la megacasilla G regrese, su torre atacará a lo largo de la columna g, y nada se interpone en su camino.

card-notation-title = Las cartas en la notación
card-notation-teach = La lista de jugadas escribe un movimiento ordinario con sus dos casillas, e4e6, y el uso de una carta con su tipo (en inglés), la megacasilla y el sentido: swap-F-G, rotate-F-cw (sentido horario) o rotate-F-ccw (antihorario), slide-F-n (n, e, s o w: norte, este, sur u oeste) y void-F.
card-notation-task = Has robado una carta de Rotación. Aplícala tal como está escrita: rotate-K-cw.
card-notation-why = rotate-K-cw ha girado la megacasilla K un cuarto de vuelta en sentido horario: el caballo de su esquina superior derecha, h8, ha pasado a la esquina inferior derecha, h7.
card-notation-wrong = K es la megacasilla de g7–h8, y cw significa en sentido horario, visto con las Blancas abajo.
