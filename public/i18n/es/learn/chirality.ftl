# Lecciones de Chirality, en orden de enseñanza. Para cada lección (su id va primero):
# -title: un título breve; -teach: lo que enseña, se muestra antes del objetivo;
# -task: el objetivo; -why: se muestra cuando se cumple el objetivo; -wrong: se muestra
# tras un movimiento que no cumple el objetivo, después de lo que hizo: la regla que pasó por alto.

thick-piece-steps-title = Una pieza Gruesa pasa a una tesela Delgada
thick-piece-steps-teach = El tablero está formado por dos tipos de teselas: rombos Gruesos, anchos, y rombos Delgados, estrechos. Todas las piezas son iguales; una pieza sobre una tesela Gruesa es una pieza Gruesa, y sobre una tesela Delgada, una pieza Delgada. En tu turno mueves una de tus piezas (o haces entrar una, como muestra una lección posterior); no puedes pasar. Una pieza Gruesa se mueve a una tesela Delgada vacía que comparta con ella un lado completo. Cada tesela tiene un nombre: la letra de un sector, de la A a la E en el sentido de las agujas del reloj desde arriba, y un número que cuenta hacia fuera desde el centro.
thick-piece-steps-task = Juegas con Azul. Mueve tu pieza de A3 a A6, la tesela Delgada más alejada del centro.
thick-piece-steps-why = Desde la tesela Gruesa A3, tu pieza podía pasar a las dos teselas Delgadas que comparten con ella un lado completo, A2 y A6; en A6 es ahora una pieza Delgada.
thick-piece-steps-wrong = Los números de las teselas crecen hacia fuera desde el centro, así que el número más alto es la tesela más alejada.

thin-piece-steps-title = Una pieza Delgada pasa a una tesela Gruesa
thin-piece-steps-teach = Una pieza Delgada se mueve a una tesela Gruesa vacía que toque, por un lado completo o solo por una esquina, así que tiene más opciones que una pieza Gruesa.
thin-piece-steps-task = Mueve tu pieza Delgada de A2 a una tesela Gruesa que solo la toque por una esquina.
thin-piece-steps-why = Una pieza Delgada se mueve a cualquier tesela Gruesa vacía que toque, aunque sea por una sola esquina: desde A2 son siete teselas, y tres de ellas (A4, A5 y E3) solo la tocan por una esquina.
thin-piece-steps-wrong = Esa tesela comparte un lado entero con A2; esta lección pide una que la toque en un solo punto.

muster-title = Reclutar en una Puerta
muster-teach = Las Puertas son tramos de teselas del borde del tablero, por donde entran las piezas nuevas. Si una de tus piezas está en cualquier tesela de una Puerta, puedes Reclutar en lugar de mover: coloca una pieza de tu reserva en cualquier tesela vacía de esa Puerta.
muster-task = Tu pieza de A24 está en una Puerta. Haz entrar en el tablero una pieza de la reserva.
muster-why = Reclutamiento: con una pieza en una Puerta, puedes colocar una pieza de la reserva en cualquier tesela vacía de esa Puerta en lugar de mover.
muster-wrong = Un paso mueve una pieza que ya está en el tablero; un Reclutamiento coloca una nueva en una tesela vacía de la Puerta en la que estás.

muster-on-r2-title = El tablero grande R2
muster-on-r2-teach = Hay dos tableros: R1, el compacto en el que has jugado hasta ahora (160 teselas), y R2, el predeterminado (300 teselas, con diez Puertas). Una partida estándar en R2 usa la Disposición A: cada jugador empieza con 4 piezas en cada una de dos Puertas, y 8 en reserva.
muster-on-r2-task = Esto es R2 con la Disposición A. Recluta una pieza de la reserva.
muster-on-r2-why = En R2 cada Puerta tiene cinco teselas; tus piezas ocupan cuatro de cada una, y un Reclutamiento llena una tesela vacía de una Puerta que ocupas.
muster-on-r2-wrong = Un Reclutamiento va a una tesela vacía de una Puerta donde ya tienes una pieza; a cada una de tus Puertas aún le queda una tesela vacía.

move-notation-title = Cómo se escriben los movimientos
move-notation-teach = La lista de jugadas escribe un paso con sus dos teselas, A24-A22, y un Reclutamiento con + y la tesela que ocupa, +B23.
move-notation-task = Juega +B23.
move-notation-why = +B23 es un Reclutamiento en B23: un Reclutamiento se nombra solo por su tesela.
move-notation-wrong = El + indica una pieza nueva de tu reserva, no un paso de una pieza que ya está en el tablero.

setup-c-title = Disposición C: coloca tu primera pieza
setup-c-teach = En la Disposición C, la partida larga para más jugadores, cada jugador tiene una Puerta y 16 piezas en reserva. Antes del primer turno, cada uno coloca una pieza en cualquier tesela de su Puerta, empezando por Azul; después, Azul juega el primer turno.
setup-c-task = Coloca tu pieza inicial en una tesela Gruesa de tu Puerta.
setup-c-why = Tu primera pieza está en una tesela Gruesa de tu Puerta; desde allí Reclutas las otras 15 mientras ella sigue en la Puerta.
setup-c-wrong = Una Puerta tiene teselas Gruesas (los rombos anchos) y Delgadas (los rombos estrechos de sus extremos).

thick-takes-thin-title = Una pieza Gruesa captura una pieza Delgada
thick-takes-thin-teach = Tras cada movimiento o Reclutamiento, las capturas se producen solas. Una pieza Gruesa ataca las teselas Delgadas que comparten con ella un lado completo, y una pieza Delgada cae ante un solo atacante enemigo.
thick-takes-thin-task = Captura la pieza de Bermellón en A6 con tu pieza de A2.
thick-takes-thin-why = Tu pieza está ahora en una tesela Gruesa que comparte un lado completo con A6: basta un atacante para capturar una pieza Delgada.
thick-takes-thin-wrong = Para atacar una pieza Delgada, la tuya tiene que estar en una tesela Gruesa que comparta con ella un lado completo.

thin-pair-takes-thick-title = Las piezas Delgadas capturan a una Gruesa por parejas
thin-pair-takes-thick-teach = Una pieza Delgada ataca las teselas Gruesas que toca, por un lado o solo por una esquina. Una pieza Gruesa cae ante dos atacantes Delgados enemigos distintos; uno no basta.
thin-pair-takes-thick-task = La pieza de Bermellón en A3 está en una tesela Gruesa, y tu pieza Delgada de B2 ya la toca por una esquina. Captúrala.
thin-pair-takes-thick-why = Tu segunda pieza Delgada también toca A3, por una esquina como B2: dos atacantes Delgados capturan una pieza Gruesa.
thin-pair-takes-thick-wrong = Una pieza Gruesa solo cae ante dos piezas Delgadas enemigas que la toquen, y una pieza tuya en una tesela Gruesa no la ataca.

initiative-title = Iniciativa: capturas tú primero
initiative-teach = Puedes moverte a una tesela que el enemigo ataca. Tras tu movimiento se retiran primero tus capturas; solo entonces captura el enemigo, con las piezas que le queden.
initiative-task = La pieza Gruesa de Bermellón en A3 ataca la tesela Delgada A6. Captúrala sin perder ninguna pieza.
initiative-why = Tu pieza de A6 y tu pieza de B2 han capturado A3 antes de que Bermellón pudiera capturar A6 en respuesta: el jugador que mueve captura primero.
initiative-wrong = Solo dos atacantes Delgados capturan una pieza Gruesa; tus capturas van antes que las del enemigo, así que una tesela que ataca está a salvo en cuanto el atacante desaparece.

throne-exposed-title = El Trono está expuesto
throne-exposed-teach = Las cinco teselas Gruesas que se tocan en el centro mismo del tablero, de A1 a E1, forman el Trono. Una pieza en una tesela del Trono está expuesta: cae ante un solo atacante.
throne-exposed-task = Bermellón tiene una pieza en la tesela del Trono A1. Captúrala.
throne-exposed-why = Ha bastado un atacante Delgado: una pieza en una tesela del Trono está expuesta.
throne-exposed-wrong = A una tesela Gruesa, incluso del Trono, solo la atacan las piezas Delgadas que la tocan.

garrison-title = Una Guarnición no puede ser capturada
garrison-teach = Cinco teselas Gruesas que se tocan en un punto forman una Estrella (las Estrellas de un dorado pálido que rodean el Trono), y las teselas Delgadas que comparten un lado con ella son su Foso. Cuando tus piezas ocupan las cinco teselas de una Estrella que no sea el Trono, forman una Guarnición: ninguna de ellas puede ser capturada. Dura hasta que una de ellas se va.
garrison-task = Las piezas Delgadas de Bermellón en A6 y A7 tocan ambas tu pieza Gruesa de A10, y dos atacantes Delgados capturan una pieza Gruesa. Sálvala sin moverla.
garrison-why = Tus cinco piezas ocupan ahora una Estrella entera: una Guarnición. Sus piezas no pueden ser capturadas, así que los dos atacantes de Bermellón sobre A10 no hacen nada.
garrison-wrong = Solo las piezas de una Guarnición no pueden ser capturadas, y una Guarnición necesita las cinco teselas de una Estrella.

deep-moat-title = Una Guarnición ataca su Foso
deep-moat-teach = Una Guarnición ataca todas las teselas de su Foso, y un solo atacante captura una pieza Delgada. Una partida nueva puede usar Fosos Profundos: entonces el Foso de una Estrella incluye también cada tesela Delgada que comparte un lado completo con una de las teselas de su Foso, así que una Guarnición llega más lejos.
deep-moat-task = Esta partida usa Fosos Profundos. Captura las dos piezas de Bermellón, en A6 y A7, en un solo movimiento.
deep-moat-why = Completar la Estrella ha formado una Guarnición, y su Foso Profundo incluye A6 y A7: ha bastado un atacante para cada una.
deep-moat-wrong = Una pieza sola solo ataca una tesela Delgada desde una tesela Gruesa que comparta un lado con ella; una Guarnición ataca todo su Foso a la vez.

remote-muster-title = Reclutamiento Remoto desde una Guarnición Interior
remote-muster-teach = Una Guarnición en una de las cinco Estrellas junto al Trono es una Guarnición Interior. Te permite Reclutar sin tener una pieza en la Puerta: en una tesela Gruesa vacía de una Puerta de su mitad del tablero que no tenga ninguna pieza enemiga. La Disposición B, el inicio rápido de R1, da a cada jugador una Guarnición Interior y 11 piezas en reserva.
remote-muster-task = Esta es la Disposición B. Ninguna de tus piezas está en una Puerta: haz entrar en el tablero una pieza de la reserva.
remote-muster-why = Tu Guarnición Interior te ha permitido Reclutar en una tesela Gruesa de una Puerta de su mitad del tablero (Reclutamiento Remoto).
remote-muster-wrong = Sin una pieza en una Puerta, solo una Guarnición Interior te permite Reclutar, en las teselas Gruesas de las Puertas de su mitad del tablero.

take-the-throne-title = Victoria en el Trono
take-the-throne-teach = Ganas de inmediato cuando tus piezas ocupan las cinco teselas del Trono tras tu movimiento, antes de que se produzca ninguna captura.
take-the-throne-task = Ocupas cuatro de las cinco teselas del Trono. Gana.
take-the-throne-why = Las cinco teselas del Trono tienen piezas tuyas: ganas de inmediato, antes de cualquier captura.
take-the-throne-wrong = El Trono son las cinco teselas con el número 1, y solo da la victoria cuando las cinco tienen piezas tuyas.

last-piece-title = Gana el último jugador que queda
last-piece-teach = Un jugador sin ninguna pieza en el tablero ni en la reserva queda fuera, y gana el último jugador que sigue en juego.
last-piece-task = A Bermellón le queda una pieza en el tablero y ninguna en la reserva. Gana.
last-piece-why = La última pieza de Bermellón ha desaparecido y no le queda ninguna en la reserva: queda fuera, y tú eres el último jugador que queda.
last-piece-wrong = Bermellón solo queda fuera cuando su última pieza es capturada, y una pieza Delgada cae ante una pieza Gruesa que comparta con ella un lado completo.

no-move-is-out-title = Sin movimiento ni Reclutamiento: fuera
no-move-is-out-teach = Un jugador que no puede mover ni Reclutar cuando le llega el turno también queda fuera, aunque tenga piezas en reserva, y sus piezas salen del tablero. Una pieza de la reserva solo puede entrar mediante un Reclutamiento, así que un jugador sin ninguna pieza en una Puerta y sin Guarnición Interior no puede hacer entrar ninguna.
no-move-is-out-task = Bermellón tiene una pieza en el tablero y 14 en reserva, pero ninguna pieza en una Puerta. Gana.
no-move-is-out-why = Sin ninguna pieza en el tablero, Bermellón no podía mover ni Reclutar en su turno: queda fuera, con reserva y todo, y tú eres el último jugador que queda.
no-move-is-out-wrong = Bermellón todavía puede mover mientras su pieza esté en el tablero; solo queda fuera cuando no puede mover ni Reclutar.

three-players-title = Más de dos jugadores
three-players-teach = Pueden jugar hasta seis (cinco en R1); los turnos van rotando en orden: Azul, Bermellón, Verde, etc. Cada jugador captura solo con sus propias piezas: los ataques de jugadores distintos nunca se suman.
three-players-task = Aquí juegan tres. La pieza Gruesa de Bermellón en A3 la tocan tu pieza Delgada de B2 y la de Verde en A7, y sin embargo sigue en pie. Captúrala.
three-players-why = La pieza de Verde en A7 no contaba para ti; tu propio segundo atacante Delgado ha capturado A3. Bermellón, sin ninguna pieza en el tablero ni en una Puerta, queda fuera cuando le llega el turno.
three-players-wrong = La pieza de Verde nunca cuenta para ti: una pieza Gruesa cae ante dos atacantes Delgados del mismo jugador.
