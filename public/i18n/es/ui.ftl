# Rosette's messages in Spanish.

## The top bar and every page

site-title = Rosette — juegos de estrategia abstractos
brand-home = Inicio de Rosette
nav-games = Juegos
nav-saves = Partidas guardadas
nav-boards = Tableros
save-problem = Tus partidas no se están guardando ({ $why }).
save-problem-link = Libera espacio en Partidas guardadas
bad-link = No se pudo abrir este enlace: no corresponde a ningún juego que Rosette conozca ('{ $link }').
boot-loading = Cargando Rosette: tras esta primera visita se abrirá al instante, incluso sin conexión.

## Settings

settings = Ajustes
settings-unreadable = No se pudieron leer tus ajustes guardados ({ $why }); se usan los valores predeterminados.
settings-not-saved = No se pudieron guardar los ajustes: { $why }
settings-language = Idioma
settings-language-browser = Según el navegador
settings-language-failed = No se pudo cargar { $language } ({ $why }); la página seguirá en inglés hasta que se pueda.
settings-theme = Tema
theme-system = Según el sistema
theme-light = Claro
theme-dark = Oscuro
theme-contrast = Alto contraste
settings-sound = Sonido
settings-sounds = Sonidos de movimientos, capturas y final de partida
settings-volume = Volumen
settings-try = Probar
settings-motion = Animación
motion-system = Según el sistema
motion-reduce = Reducir animaciones
motion-full = Animar
settings-boards = Tableros
settings-hints = Mostrar movimientos legales
settings-coordinates = Mostrar coordenadas
done = Listo

## The home page

home-title = Cuatro juegos de estrategia abstractos
home-lede = Juega contra un amigo en este dispositivo o contra la IA. Las partidas se guardan solas, se comparten como enlaces y funcionan sin conexión.
tagline-chirality = Ejércitos en un tablero de Penrose; las capturas las decide la geometría.
tagline-chiron = Una variante de ajedrez sin tablas, con colocaciones y piezas zurdas y diestras.
tagline-pyrga = Construye torres en un tablero de 4×4; cada pieza le indica a tu adversario dónde jugar.
tagline-shifting-chess = Ajedrez sobre megacasillas que las cartas intercambian, rotan, desplazan y anulan.
action-play = Jugar
action-rules = Reglas
action-learn = Aprender
game-puzzles = Problemas de { $game }
home-boards = Los tableros
not-found-title = Página no encontrada
not-found = No hay ninguna página en '{ $path }'.
back-to-games = Volver a los juegos
reload-needed = Hay que recargar esta página
reload-page = Recargar la página

## The rules pages

rules-learn = ¿Es tu primera vez con { $game }? Apréndelo jugando: una breve lección por regla.
rules-boards = Consulta todas las teselas, Estrellas, Fosos y Puertas en la { $link }.
rules-boards-link = página Tableros
rules-play = Jugar a { $game }
rules-learn-button = Aprende { $game } jugada a jugada
rules-translated = Esta es una traducción de las reglas en inglés; donde difieran, prevalece el texto en inglés.
rules-english-shown = No se pudieron cargar las reglas en { $language } ({ $why }); se muestran en inglés.
rules-clauses-head = Puntos que hay que recordar
badge-reconstruction = Reconstrucción
badge-ruling = Decisión de Rosette

## Fetching a file of the site

fetch-unreachable = no se pudo descargar
fetch-status = el sitio respondió { $status }
fetch-unreadable = no se pudo leer

## Seats, levels and how games end (src/ui/words.rs)

seat-white = Blancas
seat-black = Negras
seat-blue = Azul
seat-vermillion = Bermellón
seat-green = Verde
seat-purple = Morado
seat-orange = Naranja
seat-sky = Celeste
seat-numbered = Jugador { $number }
level-beginner = Principiante
level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-strongest = Máximo
level-strongest-label = Máximo (1 s por jugada)
level-caption = gana unas { $wins } de cada 10 contra { $against }
level-caption-random = gana unas { $wins } de cada 10 contra jugadas aleatorias
card-swap = Intercambio
card-rotate = Rotación
card-slide = Desplazamiento
card-void = Anulación
turn-move = Turno de { $who }
turn-apply-card = Turno de { $who }: aplicar la carta de { $card }
turn-ai-move = Turno de { $who } (IA, { $level })
turn-ai-apply-card = Turno de { $who } (IA, { $level }): aplicar la carta de { $card }
turn-ai-thinking = Turno de { $who } (IA, { $level }): pensando…
turn-chance = Robando una carta…
game-over = La partida ha terminado
result-draw = Tablas — { $reason }
result-win = Victoria de { $who } — { $reason }
result-shared = { $who } comparten la victoria — { $reason }
and-list = { $first } y { $last }
viewing-start = Viendo el inicio, antes de la jugada 1 de { $total } · { $now }
viewing-move = Viendo la jugada { $at } de { $total } · { $now }
seat-human = humano
seat-ai = IA ({ $level })
seat-played-by = { $seat }: { $who }
announce-move = Jugada de { $who }: { $move }.
announce-capture = Jugada de { $who }: { $move }, con captura.
announce-chance = Azar: { $move }.
stop = Detener
resume-ai = Reanudar la IA
reason-king-captured = { $who } capturaron el Rey
reason-no-legal-move = { $who } no tienen ningún movimiento legal
reason-three-towers = { $who } controlan tres torres
reason-more-towers = { $who } controlan más { $stage } ({ $won }–{ $lost })
reason-more-towers-after-ties = empate en { $ties }; { $who } controlan más { $stage } ({ $won }–{ $lost })
reason-tied-towers = empate en { $ties }
tower-stage = { $stage } ({ $white }–{ $black })
stage-completed = torres completas
stage-holding-two = torres con dos de sus piezas
stage-holding-one = torres con una de sus piezas
reason-checkmate = { $who } dan jaque mate
reason-king-left-attacked = el rey de { $who } quedó atacado
reason-stalemate = ahogado
reason-repetition = triple repetición
reason-fifty-moves = regla de los cincuenta movimientos
reason-bare-kings = rey contra rey
reason-throne = { $who } ocupa el Trono
reason-last-left = { $who } es el último jugador que queda
reason-eliminated-together = los últimos jugadores quedaron eliminados a la vez
reason-resigned = abandono de { $who }
reason-agreed-draw = los jugadores acordaron tablas

## The new-game dialog

new-game = Nueva partida
opponent = Adversario
opponent-friend = Un amigo en este dispositivo
opponent-computer = El ordenador
level = Nivel
ai-level = Nivel de la IA
you-play = Juegas
play-first = Primero
play-second = Segundo
seats = Bandos
seat-is-played-by = Quién juega con { $seat }
seat-person = Una persona en este dispositivo
seat-computer = Ordenador: { $level }
start = Empezar
cancel = Cancelar
options-board = Tablero
options-board-r1 = R1 (compacto, 160 teselas, hasta 5 jugadores)
options-board-r2 = R2 (estándar, 300 teselas, hasta 6 jugadores)
options-setup = Disposición
options-setup-a = A: estándar (dos jugadores en R2)
options-setup-b = B: rápida (una Guarnición cada uno desde el principio)
options-setup-c = C: larga (una Puerta cada uno)
options-not-on-board = No disponible en este tablero: { $why }.
options-table = Mesa
options-players = Jugadores
options-player-count = Número de jugadores
options-deep-moats = Fosos Profundos

## The play page

game-panel = Panel de la partida
link-rules = Reglas
link-learn = Aprender
link-puzzles = Problemas
link-edit = Editar posición
dismiss = Cerrar
undo = ↶ Deshacer
undo-title = Retroceder la última jugada (contra la IA: hasta tu turno)
redo = Rehacer ↷
redo-title = Recuperar las jugadas retrocedidas
save-copy = Guardar una copia
saved-copy = Copia guardada. La encontrarás en Partidas guardadas.
resign = ⚐ Abandonar
resign-title = Abandonar esta partida: gana el otro bando
resign-confirm = Confirmar abandono
resign-as = ¿Abandonar como { $seat }?
resign-yes = Sí, abandonar
keep-playing = Seguir jugando
moves = Jugadas
no-moves-yet = Aún no hay jugadas.
draw-agreed = Tablas acordadas
replay = Reproducción
replay-first = Posición inicial
replay-first-title = Posición inicial (Inicio, cuando el tablero no tiene el foco)
replay-previous = Jugada anterior
replay-previous-title = Jugada anterior (←, cuando el tablero no tiene el foco)
replay-next = Jugada siguiente
replay-next-title = Jugada siguiente (→, cuando el tablero no tiene el foco)
replay-last = Última jugada
replay-last-title = Última jugada (Fin, cuando el tablero no tiene el foco)
play-from-here = Jugar desde aquí
play-from-here-title = Empezar una partida nueva desde la posición del tablero; la partida original completa se conserva en Partidas guardadas
hint = Pista
hint-thinking = Pensando…
hint-title = Pedir a la IA ({ $level }) una jugada para esta posición, sin jugarla (H)
hint-said = Pista:
hint-by = (IA, { $level })
hints-used = Pistas usadas: { $count }

## Notices above the board (src/table/said.rs)

notice-wait-for-ai = No es tu turno: espera a la IA.
notice-move-refused = Ese movimiento no es posible: { $why }
notice-ai-failed = La IA no pudo mover: { $why }
notice-ai-move-stale = La jugada de la IA ya no corresponde al tablero; se ha descartado.
notice-nothing-to-resign = No tienes ninguna partida que abandonar.
notice-cannot-resign = No se puede abandonar la partida: { $why }
notice-setup-failed = No se pudo preparar la partida: { $why }
notice-no-hint = Sin pista: { $why }
notice-hint-stale = La pista ya no corresponde al tablero; se ha descartado.
notice-branched = Una partida nueva continúa desde la jugada { $ply }. La partida original completa se conserva en Partidas guardadas.
notice-not-kept-new-game = No se pudo conservar tu partida anterior: { $why }
notice-not-kept-branch = No se pudo bifurcar la partida, así que no se ha cambiado nada: { $why }
notice-not-kept-invitation = No se pudo conservar tu partida actual, así que no se aceptó la invitación: { $why }
notice-not-kept-link = No se abrió el enlace porque no se pudo conservar tu partida actual: { $why }
notice-not-kept = No se pudo conservar una partida en tus partidas guardadas: { $why }
move-unparsable = '{ $move }' no es un movimiento legal aquí
move-illegal = movimiento ilegal: { $why }
move-not-dealt = movimiento ilegal: la siguiente carta del mazo es { $dealt }, no { $played }
move-wrong-game = movimiento ilegal: es un movimiento de otro juego
move-no-such-move = movimiento ilegal: no existe el movimiento n.º { $index } en esa posición
move-no-such-player = movimiento ilegal: no existe el jugador { $number }
move-game-over = la partida ha terminado

## The puzzles pages (src/ui/pages/puzzles.rs, puzzle_solve.rs, puzzle_words.rs)

moves-count = { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}
pieces-count = { $count ->
    [one] { $count } pieza
   *[other] { $count } piezas
}
puzzle-ask-win = Turno de { $seat }: gana en { $moves }
puzzle-ask-capture = Turno de { $seat }: gana material que ninguna respuesta pueda recuperar
puzzle-right = { $move }: correcto.
puzzle-replies = Respuesta de { $seat }: { $move }.
puzzle-forced = { $move }: tu única jugada posible; se juega automáticamente.
puzzle-you-draw = Robas una carta de { $card }.
puzzle-solved = ¡Resuelto!
puzzle-your-move = Tu turno (a { $moves } del final).
puzzle-not-it = { $move } no es la solución.
puzzle-answers = Respuesta de { $seat }: { $move }.
puzzle-answers-stopping = Respuesta de { $seat }: { $move }, que detiene tu amenaza { $threat }.
puzzle-ends-no-win = La partida termina: { $reason }, pero eso no es una victoria.
puzzle-ends = La partida termina: { $reason }.
puzzle-then-wins = Después, victoria de { $seat } en { $moves }.
puzzle-then-wins-line = Después, victoria de { $seat } en { $moves }: { $line }.
puzzle-only-draw = Con el mejor juego, ahora la partida solo acaba en tablas.
puzzle-slower-win = Sigues ganando, pero en { $moves }; la solución gana en { $wanted }.
puzzle-no-win = Con eso se escapa la victoria.
puzzle-no-win-in = Ya no ganas en { $moves }.
puzzle-card-spoils = No gana con todas las cartas que puedas robar: tras una carta de { $card } (la que se roba aquí), ninguna forma de usarla conserva la victoria.
standing-up = con { $pieces } de ventaja
standing-even = en igualdad
standing-down = con { $pieces } de desventaja
puzzle-keeps-less = Después quedas { $standing }; la mejor captura mantiene { $best } de ventaja.
puzzles-title = Problemas de { $game }
puzzle-title = Problema { $number }
puzzle-unreadable = No se puede leer la posición de este problema.
puzzle-data-unreadable = No se pueden leer los datos de los problemas: { $why }
puzzle-missing = No existe el problema '{ $id }'.
all-puzzles = Todos los problemas
streak = Racha: { $count }
puzzle-hint-said-cell = Pista: la jugada empieza en la casilla marcada. Pulsa «Mostrar la jugada» para verla completa.
puzzle-hint-said-tile = Pista: la jugada empieza en la tesela marcada. Pulsa «Mostrar la jugada» para verla completa.
puzzle-hint-said-square = Pista: la jugada empieza en la casilla marcada. Pulsa «Mostrar la jugada» para verla completa.
puzzle-checking = Comprobando tu jugada…
puzzle-show-move = Mostrar la jugada
puzzle-retry = Reintentar
puzzle-next = Siguiente
difficulty-easy = fácil
difficulty-medium = medio
difficulty-hard = difícil
puzzle-goal-win = victoria en { $moves }
puzzle-goal-capture = ganancia de material
puzzle-label = Problema { $number } · { $level } · { $goal }
puzzle-label-solved = Problema { $number } · { $level } · { $goal } · resuelto
puzzle-label-helped = Problema { $number } · { $level } · { $goal } · resuelto con ayuda
puzzles-lede = Cada problema tiene una sola forma de ganar, demostrada por el motor de Rosette: haz los movimientos de tu bando hasta el final de la partida; las respuestas se juegan automáticamente. Primero, los fáciles.
puzzles-solved = Resueltos: { $solved } de { $total }

## The learn pages (src/ui/pages/learn)

learn-title = Aprende { $game }
learn-lede = { $total ->
    [one] { $total } lección breve, una regla, jugada en el tablero real.
   *[other] { $total } lecciones breves, una regla cada una, jugadas en el tablero real.
}
learn-finished = { $finished } de { $total } completadas.
learn-start = Empezar: { $lesson }
learn-continue = Continuar: { $lesson }
learn-all-done = Todas las lecciones completadas: juega a { $game }
finished = (completada)
finished-title = Completada
lesson-back = ← Aprende { $game }
lesson-count = Lección { $number } de { $total }
lesson-task = Tu objetivo:
lesson-you-play = Juegas con { $seat }. { $now }
lesson-not-shown = No visible en el tablero
lesson-checking = Comprobando tu jugada…
lesson-retry = Reintentar
lesson-next = Siguiente lección
lesson-not-found = Lección no encontrada
lesson-missing = { $game } no tiene ninguna lección llamada '{ $id }'.
lesson-unplayable = No se pudo preparar esta lección.
lesson-all = Todas las lecciones de { $game }
lesson-quiet-moves = Jugadas sin captura ni movimiento de peón: { $count } (al llegar a 100, la partida es tablas).
lesson-moved = Piezas que ya se han movido (sin avance doble ni enroque): { $pieces }.
lesson-moved-piece = { $piece } de { $seat } en { $square }
lesson-going-replied = { $left ->
    [one] Bien. El adversario ha respondido; te queda una jugada.
   *[other] Bien. El adversario ha respondido; te quedan { $left } jugadas.
}
lesson-going-drawn = { $left ->
    [one] Bien. Se ha robado una carta; te queda una jugada.
   *[other] Bien. Se ha robado una carta; te quedan { $left } jugadas.
}
lesson-over = Esta lección ha terminado: pulsa Reintentar para volver a jugarla.
lesson-earlier-move = La jugada { $move }, aceptada antes en esta lección, no se puede volver a jugar.
lesson-try-again = Inténtalo de nuevo.
lesson-texts-english = Esta lección se muestra en inglés: no se pudo cargar { $language } ({ $why }).

## What a lesson move did (src/learn/happened.rs), said before the rule it missed

happened-completed-tower = Ese movimiento ha completado la torre de { $cell } para { $seat }.
happened-any-empty-cell = { $seat } pueden colocar ahora en cualquier casilla vacía.
happened-sent-to = { $seat } tienen que colocar ahora en { $cells }.
happened-ended = La partida ha terminado: { $reason }.
happened-ended-draw = La partida ha terminado en tablas: { $reason }.
happened-captured-nothing = Ese movimiento no ha capturado nada.
happened-captured-others = { $count ->
    [one] Ese movimiento ha capturado la pieza de { $tiles }, pero no lo que pide esta lección.
   *[other] Ese movimiento ha capturado { $count } piezas ({ $tiles }), pero no lo que pide esta lección.
}
happened-lost-in-reply = { $count ->
    [one] En respuesta, te han capturado la pieza de { $tiles }.
   *[other] En respuesta, te han capturado las piezas de { $tiles }.
}
happened-dropped-own-phoenix = Ese movimiento ha colocado tu Fénix en { $square }.
happened-dropped-their-phoenix = Ese movimiento ha colocado el Fénix de tu rival en { $square }.
happened-took-own = Ese movimiento ha capturado una pieza tuya: { $piece } de { $square }.
happened-took = Ese movimiento ha capturado { $piece } de { $square }.
happened-king-exposed = Ahora tu Rey puede ser capturado.
happened-captured-piece = Ese movimiento ha capturado una pieza.
happened-void-returns = Al robarse la carta, la megacasilla anulada ha regresado y ataca a tu rey.
happened-gives-check = Da jaque.
or-list = { $first } o { $last }

## Chiron's pieces, as a sentence names one (src/ui/words.rs)

chiron-king = el Rey
chiron-king-flipped = el Rey volteado
chiron-phoenix = el Fénix
chiron-phoenix-flipped = el Fénix volteado
chiron-ant = la Hormiga
chiron-ant-flipped = la Hormiga volteada
chiron-crab-left = el Cangrejo zurdo
chiron-crab-right = el Cangrejo diestro
chiron-moth-left = la Polilla zurda
chiron-moth-right = la Polilla diestra
chiron-hummingbird-left = el Colibrí zurdo
chiron-hummingbird-right = el Colibrí diestro

## What a Shifting Chess card did (src/ui/words.rs): in a lesson, and beside the board

applied-swapped = Las megacasillas { $a } y { $b } se han intercambiado.
applied-turned-clockwise = La megacasilla { $tile } ha girado en sentido horario.
applied-turned-counter = La megacasilla { $tile } ha girado en sentido antihorario.
applied-slid = La megacasilla { $tile } se ha desplazado hacia el { $direction }.
applied-slid-pushing = La megacasilla { $tile } se ha desplazado hacia el { $direction }, empujando { $pushed }.
applied-voided = Se ha anulado la megacasilla { $tile }.
applied-no-effect = La carta no tenía ningún uso legal.
direction-north = norte
direction-east = este
direction-south = sur
direction-west = oeste
card-news = { $seat } han robado una carta de { $card }.
piece-pawn = peón
piece-rook = torre
piece-king = rey
