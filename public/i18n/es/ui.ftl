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
update-ready = Hay una nueva versión de Rosette disponible.
update-reload = Recargar
download-failed = No se pudo descargar una parte de esta página. Comprueba la conexión.

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
rules-loading = Cargando las reglas…
rules-unavailable = No se pudieron cargar las reglas ({ $why }).
rules-clauses-head = Puntos que hay que recordar
badge-reconstruction = Reconstrucción
badge-ruling = Decisión de Rosette
rules-diagram-error = No se pudo dibujar este diagrama:

## Fetching a file of the site

fetch-unreachable = no se pudo descargar
fetch-status = el sitio respondió { $status }
fetch-unreadable = no se pudo leer
fetch-retry = Reintentar

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
new-game-refused = No se puede jugar con estas opciones: { $why }.
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
saved-copy-failed = La copia no se guardó: { $why }.
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
notice-ai-failed = La IA no pudo mover: { $why }.
notice-ai-move-stale = La jugada de la IA ya no corresponde al tablero; se ha descartado.
notice-nothing-to-resign = No tienes ninguna partida que abandonar.
notice-cannot-resign = No se puede abandonar la partida: { $why }
notice-setup-failed = No se pudo preparar la partida: { $why }
notice-no-hint = Sin pista: { $why }.
notice-hint-stale = La pista ya no corresponde al tablero; se ha descartado.
notice-branched = Una partida nueva continúa desde la jugada { $ply }. La partida original completa se conserva en Partidas guardadas.
notice-not-kept-new-game = No se pudo conservar tu partida anterior: { $why }
notice-not-kept-branch = No se pudo bifurcar la partida, así que no se ha cambiado nada: { $why }
notice-not-kept-invitation = No se pudo conservar tu partida actual, así que no se aceptó la invitación: { $why }
notice-not-kept-link = No se abrió el enlace porque no se pudo conservar tu partida actual: { $why }
notice-not-kept = No se pudo conservar una partida en tus partidas guardadas: { $why }

## Why a move, a position or a stored game was refused (src/ui/words/errors.rs)

move-unparsable = '{ $move }' no es un movimiento legal aquí
move-illegal = movimiento ilegal: no está permitido en esta posición
move-card-refused = movimiento ilegal: { $why }
move-not-dealt = movimiento ilegal: la siguiente carta del mazo es { $dealt }, no { $played }
move-wrong-game = movimiento ilegal: es un movimiento de otro juego
move-no-such-move = movimiento ilegal: no existe el movimiento n.º { $index } en esa posición
move-no-such-player = movimiento ilegal: no existe el jugador { $number }
move-game-over = la partida ha terminado
setup-syntax = { $part ->
    [board] no se puede leer el tablero
    [side-to-move] no se puede leer el bando que tiene el turno
    [hands] no se pueden leer los Fénix en mano
    [pools] no se pueden leer las reservas de capturadas
    [last-move] no se puede leer la última jugada
    [opening-flag] no se puede leer la marca de apertura con Cuadrado
    [options] no se pueden leer las opciones
    [pieces] no se pueden leer las piezas
    [reserves] no se pueden leer las reservas
    [captured] no se pueden leer las piezas capturadas
    [eliminated] no se pueden leer los jugadores eliminados
    [result] no se puede leer el resultado
    [turn] no se puede leer el turno
    [tiles] no se pueden leer las megacasillas
    [limbo] no se puede leer la megacasilla anulada
    [deck] no se puede leer el mazo
    [phase] no se puede leer la fase de las cartas
    [en-passant] no se puede leer la casilla de captura al paso
    [halfmove-clock] no se puede leer el número de jugadas sin captura ni movimiento de peón
    [turn-count] no se puede leer el número de jugadas realizadas
   *[other] no se puede leer la posición
}
setup-syntax-at = { $why } en «{ $found }»
setup-illegal = posición ilegal: { $why }
setup-illegal-unsaid = posición ilegal: incumple una regla de su juego
setup-bad-option = opción no válida: { $why }
setup-not-built = { $game } no forma parte de esta página
bad-option-unknown-game = no existe ningún juego llamado «{ $game }»
bad-option-bad-name = «{ $name }» no es un nombre de opción válido
bad-option-no-such = este juego no tiene la opción «{ $name }»
bad-option-needs-value = la opción «{ $name }» necesita un valor
bad-option-bad-value = la opción «{ $option }» no puede valer «{ $value }»
bad-option-unsaid = estas opciones no se pueden combinar
persist-malformed = no es una partida de Rosette, o está dañada
persist-future-version = esta partida se guardó con una versión más reciente de Rosette (formato { $format }); recarga la página para actualizarla
persist-setup = no se puede preparar la partida: { $why }
persist-move = la jugada { $move } ({ $text }) no se puede jugar: { $why }
link-damage-too-long = el enlace es demasiado largo
link-damage-not-rosette = no es un enlace de Rosette
link-damage-cut-short = el enlace está incompleto: vuelve a copiarlo entero
link-damage-part = { $part ->
    [position] la posición del enlace está dañada
    [game-id] el identificador de la partida en el enlace está dañado
    [seats] los bandos del enlace están dañados
    [start] la posición inicial del enlace está dañada
    [moves] las jugadas del enlace están dañadas
    [ending] el abandono o las tablas del enlace están dañados
    [hints] el número de pistas del enlace está dañado
   *[other] el enlace está dañado
}
link-damage-not-canonical = el enlace no está escrito como lo escribe Rosette
link-damage-cannot-carry = las opciones de esta partida no se pueden transmitir en un enlace

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
puzzles-loading = Cargando los problemas…
puzzles-unavailable = No se pudieron cargar los problemas ({ $why }).
puzzle-data-unreadable = No se pueden leer los datos de los problemas: { $why }
puzzle-data-line = línea { $line }
puzzle-data-puzzle = problema '{ $id }'
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
lessons-loading = Cargando las lecciones…
lessons-unavailable = No se pudieron cargar las lecciones ({ $why }).

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
happened-took-own = Ese movimiento ha capturado tu propia pieza de { $square }: { $piece }.
happened-took = Ese movimiento ha capturado la pieza de { $square }: { $piece }.
happened-king-exposed = Ahora tu Rey puede ser capturado.
happened-captured-piece = Ese movimiento ha capturado una pieza.
happened-void-returns = Al robarse la carta, la megacasilla anulada ha regresado y ataca a tu rey.
happened-gives-check = Da jaque.
or-list = { $first } o { $last }

## Chiron's pieces, as a sentence names one (src/ui/words.rs)

chiron-king = Rey
chiron-king-flipped = Rey volteado
chiron-phoenix = Fénix
chiron-phoenix-flipped = Fénix volteado
chiron-ant = Hormiga
chiron-ant-flipped = Hormiga volteada
chiron-crab-left = Cangrejo zurdo
chiron-crab-right = Cangrejo diestro
chiron-moth-left = Polilla zurda
chiron-moth-right = Polilla diestra
chiron-hummingbird-left = Colibrí zurdo
chiron-hummingbird-right = Colibrí diestro
chiron-crab = Cangrejo
chiron-moth = Polilla
chiron-hummingbird = Colibrí

## Around the Chiron board (src/ui/boards/chiron)

chiron-keep = Dejar como está
chiron-flip-here = Voltear aquí
chiron-flip-to = Voltear e ir a { $square }
chiron-become = Convertirse en { $piece }
chiron-promotion = Elección de promoción
chiron-reaches = { $piece } llega a { $square }.
chiron-relocate = { $count ->
    [one] Para voltear y reubicar, haz clic en la casilla marcada con un círculo; o bien:
   *[other] Para voltear y reubicar, haz clic en una de las { $count } casillas marcadas con un círculo; o bien:
}
chiron-choose = Elige:
chiron-hand = Mano de { $seat }
chiron-holds = Mano de { $seat }:
chiron-no-phoenix = ningún Fénix
chiron-drop-title = Colocar el Fénix de { $seat } en su primera fila
chiron-pool-title = La reserva de capturadas: las piezas de este jugador que han sido capturadas (por cualquiera de los dos bandos). Una Hormiga que llega a la 7.ª u 8.ª fila de su dueño puede convertirse en una de ellas.
chiron-pool-label = una Hormiga puede convertirse en:
chiron-stuck = Ahora no puede moverse: { $piece } en { $square }.
chiron-phoenix-stuck = Ahora no hay ninguna casilla donde colocar el Fénix.
chiron-last-drop = Última jugada: colocación de un Fénix.
chiron-king-capturable = El Rey de { $seat } puede ser capturado: está atacado.
chiron-king-attacked = El Rey de { $seat } está atacado: { $other } pueden capturarlo ahora.
chiron-moves-of = Movimientos de { $piece }
chiron-note-king = Salta dos filas hacia delante. Su captura termina la partida; puede voltearse en la zona de promoción.
chiron-note-phoenix = Avanza una casilla. Captura cualquier pieza enemiga, salvo un Fénix, en las filas sombreadas que tiene detrás. Si lo capturan, pasa a la mano de quien lo captura.
chiron-note-ant = Avanza una casilla; ese paso también puede capturar una Hormiga propia. En la zona de promoción puede voltearse o convertirse en una pieza de la reserva.
chiron-note-crab = Pasos y saltos amplios hacia delante, y un rayo hacia un lado; hacia el otro lado solo captura.
chiron-note-moth = Saltos de caballo y un deslizamiento diagonal hacia atrás, hacia un lado; hacia el otro lado solo captura.
chiron-note-hummingbird = Un rayo de torre hacia delante y saltos de caballo hacia atrás; los de un lado solo capturan.
chiron-legend-mirror = { $piece } (versión zurda; la diestra es su reflejo)
chiron-legend = Movimientos de las piezas
chiron-legend-summary = Todas las piezas: los puntos son movimientos; las cruces, solo capturas; las líneas, deslizamientos
chiron-legend-black = Las piezas de las Negras están giradas 180°. Un Rey, un Fénix o una Hormiga volteados se mueven del revés (su flecha indica su nuevo sentido de avance).
flip-board = ⇅ Girar tablero
flip-board-title = Dar la vuelta al tablero
square-label = { $square }: { $piece }
square-empty = vacía
piece-of = { $piece } de { $seat }

## Around the Pyrga board (src/ui/boards/pyrga)

pyrga-square = Cuadrado
pyrga-triangle = Triángulo
pyrga-cylinder = Cilindro
pyrga-tower-of = { $pieces } (torre de { $seat })
pyrga-point = Apuntar el Triángulo al { $direction }
pyrga-fallback-note = No queda sitio donde indica la última pieza, así que vale cualquier casilla vacía.
pyrga-square-banned-note = Las Blancas abrieron con un Cuadrado, así que su segunda pieza no puede ser un Cuadrado.
pyrga-triangle-touch = Toca una flecha para elegir hacia dónde apunta el Triángulo; toca otra vez la casilla para que apunte al { $direction } (la flecha resaltada).
pyrga-triangle-mouse = Haz clic en una flecha para que el Triángulo apunte hacia allí, o elige con las flechas del teclado y pulsa Intro. Si vuelves a hacer clic en la casilla, se coloca apuntando al { $direction } (la flecha resaltada).
pyrga-tray-owner = Piezas de { $seat }
pyrga-tray-label = Piezas en mano de { $seat }

## Around the Shifting Chess board (src/ui/boards/shifting)

shifting-gap = hueco
shifting-boulder = roca
shifting-tile = Megacasilla { $tile }
shifting-that-slot = Esa celda
shifting-clockwise = sentido horario
shifting-counter = sentido antihorario
shifting-with = con { $tile }
shifting-cannot-use = { $tile } no se puede usar: { $why }.
shifting-tile-refused = { $tile }: { $why }
shifting-instruction-swap = Elige dos megacasillas vecinas para intercambiarlas.
shifting-instruction-rotate = Elige una megacasilla y después el sentido en que girarla.
shifting-instruction-slide = Elige una megacasilla y después una dirección (con un botón o haciendo clic en la celda vecina); empuja hasta dos megacasillas que tenga delante.
shifting-instruction-void = Elige una megacasilla sin rey para retirarla hasta que se robe la siguiente carta.
shifting-step-swap = { $tile }: ahora elige la vecina resaltada con la que intercambiarla; las sombreadas no se pueden elegir (toca una para ver por qué).
shifting-step-direction = Ahora elige la dirección.
shifting-step-tiles = Puedes elegir las megacasillas resaltadas; las sombreadas, no (toca una para ver por qué).
shifting-no-cards = Sin cartas en esta partida
shifting-card-next = { $turns ->
    [one] Carta tras esta jugada
   *[other] Carta dentro de { $turns } turnos
}
shifting-drawing = Robando una carta…
shifting-drew = { $seat } han robado una carta de { $card }
shifting-in-check = { $seat } están en jaque.
shifting-rotate-cw = ↻ Horario
shifting-rotate-ccw = ↺ Antihorario
shifting-slide-north = ↑ Norte
shifting-slide-east = → Este
shifting-slide-south = ↓ Sur
shifting-slide-west = ← Oeste
shifting-direction = Dirección
shifting-applies = Esta carta la aplican { $seat }.
shifting-no-effect = No hay ninguna forma legal de aplicar esta carta: no tiene efecto.
shifting-continue = Continuar
shifting-preview = Vista previa:
shifting-apply = Aplicar
shifting-cards = Cartas
shifting-deck = Mazo
shifting-discard = Descartes
shifting-promotion = Promoción
shifting-promote-to = Promocionar a
shifting-promote-to-piece = Promocionar a { $piece }
shifting-voided-title = La megacasilla { $tile } está anulada; regresa cuando se robe la siguiente carta
shifting-zoom-hint = Toca el tablero para ampliarlo.
apply-no-card-drawn = no hay ninguna carta pendiente de aplicar
apply-not-the-drawn-card = la carta que hay que aplicar es la de { $card }
apply-no-tile = ahí no hay ninguna megacasilla
apply-voided = la megacasilla anulada no puede moverse hasta que se robe la siguiente carta
apply-not-adjacent = las megacasillas no son vecinas
apply-their-king = una megacasilla con el rey del rival no puede intercambiarse
apply-holds-king = una megacasilla con un rey no puede anularse
apply-off-board = empujaría una megacasilla fuera del tablero
apply-too-many-tiles = un Desplazamiento empuja como máximo dos megacasillas
apply-into-void-spot = movería una megacasilla al lugar de la megacasilla anulada
apply-exposes-king = dejaría atacado a tu rey
apply-has-effect = la carta tiene un uso legal, así que hay que aplicarla
apply-no-legal-use = ninguna forma de usar esta megacasilla está permitida

## Around the Chirality board (src/ui/boards/chirality)

chirality-active-phase = Fase activa
chirality-response-phase = Fase de respuesta
chirality-throne-tile = { $tile } (tesela del Trono)
chirality-thick-tile = { $tile } (tesela Gruesa)
chirality-thin-tile = { $tile } (tesela Delgada)
chirality-moat-of-garrison = el Foso de su Guarnición en { $star }
chirality-attacker = { $count ->
    [one] { $seat } con 1 fuente ({ $sources })
   *[other] { $seat } con { $count } fuentes ({ $sources })
}
chirality-fell = La pieza de { $seat } en { $tile } ha caído ante { $attackers }.
chirality-the-throne = Trono
chirality-star-by = la Estrella junto a { $tile }
chirality-captured-count = { $count ->
    [one] 1 pieza capturada.
   *[other] { $count } piezas capturadas.
}
chirality-eliminated = { $seat } queda eliminado.
chirality-summary-throne = ha completado el Trono
chirality-summary-captures = { $count ->
    [0] ninguna captura
    [one] 1 captura
   *[other] { $count } capturas
}
chirality-summary-eliminated = { $summary }, { $seat } eliminado
chirality-log-entry = { $seat } { $move }: { $summary }
chirality-throne-ends = El movimiento ha completado el Trono: la partida termina antes de cualquier captura.
chirality-no-captures = Sin capturas.
chirality-capture-line = { $phase }: { $capture }
chirality-previous = ◀ Anterior
chirality-next = Siguiente ▶
chirality-capture-of = Captura { $number } de { $total }
chirality-eliminated-list = Eliminados: { $seats }.
chirality-captures-label = Capturas de los últimos turnos
chirality-last-turns = Últimos turnos
chirality-turn-shown = Turno de { $seat }, { $move }
chirality-threat = Pieza de { $seat } en { $tile }: atacada por { $attackers }
chirality-threats = Amenazas
chirality-threats-hint = Insignias: el número de fuentes de cada jugador atacante. Una pieza en una tesela Gruesa cae ante dos fuentes; en una tesela Delgada o del Trono, ante una. Las piezas marcadas con un círculo están en peligro.
chirality-no-danger = Ninguna pieza está en peligro.
chirality-tile-piece = pieza de { $seat }
chirality-throne = Trono
chirality-star = Estrella { $name }
chirality-part-of = parte de { $star }
chirality-moat-of = Foso de { $star }
chirality-deep-moat-of = Foso Profundo de { $star }
chirality-gate = Puerta { $number }
chirality-rim = borde
chirality-thick = Gruesa
chirality-thin = Delgada
chirality-tile-label = { $tile }: { $features }
chirality-tray-eliminated = eliminado
chirality-tray-counts = { $board } en el tablero · { $reserve } en reserva · { $lost } perdidas
chirality-players = Jugadores y reservas
chirality-place-start = Coloca tu pieza inicial en una tesela de Puerta iluminada.
chirality-cancel-muster = Cancelar Reclutamiento
chirality-muster = Reclutar de la reserva ({ $count })
chirality-muster-hint = Elige una tesela de Puerta iluminada. A las teselas marcadas con R solo se llega por Reclutamiento Remoto (a través de tu Guarnición Interior).
chirality-no-muster-over = La partida ha terminado.
chirality-no-muster-placing = Disposición C: primero se colocan las piezas iniciales.
chirality-no-muster-chance = No es el turno de nadie.
chirality-no-muster-reserve = No tienes piezas en la reserva.
chirality-no-muster = Ahora no puedes Reclutar: { $gates } y { $garrison }.
chirality-no-gate = no ocupas ninguna tesela de Puerta
chirality-gates-taken = las Puertas que ocupas no tienen ninguna tesela vacía
chirality-no-garrison = no tienes ninguna Guarnición Interior para un Reclutamiento Remoto
chirality-garrison-blocked = todas las Puertas al alcance de tu Guarnición Interior tienen una pieza enemiga o ninguna tesela Gruesa vacía
chirality-board = Tablero de Chirality
chirality-board-named = Tablero de Chirality { $board }

## Zooming a board (src/ui/boards)

zoom = Zoom
zoom-out = Alejar
zoom-in = Acercar
whole-board = Todo el tablero
whole-board-label = Mostrar todo el tablero
minimap-label = Todo el tablero (el recuadro indica la parte visible)

## The play page's panels: share, analysis (src/ui/widgets)

share = Compartir
share-title = Rosette: tu turno
share-no-link = Sin enlace: { $why }
share-game-copied = Copiado. Quien lo abra verá esta partida.
share-position-copied = Copiado. Quien lo abra podrá jugar desde esta posición.
share-move-sent = Envíaselo a tu adversario. Cuando abras su respuesta, esta partida continuará.
share-move-copied = Copiado: envíaselo a tu adversario. Cuando abras su respuesta, esta partida continuará.
share-game-link = El enlace a esta partida.
share-send-move = Enviar jugada
share-send-move-hint = ¿Juegas por enlace? Envía la partida después de tu jugada.
share-deck-known = Los dos dispositivos saben qué cartas vienen después
share-deck-note = Al jugar por enlace, el orden del mazo se deriva de la semilla de la partida, que va en el enlace. Cualquiera de los dos jugadores podría ver qué cartas vienen; cada robo es la siguiente carta del mazo, nunca una elección.
share-copy-game = Copiar enlace de la partida
share-copy-position = Copiar enlace de la posición
share-qr = Código QR
share-at-move = Enlace a esta jugada
share-at-move-title = El enlace de la partida se abre en la jugada que muestra el tablero
share-link = Enlace
analysis = Análisis
analysis-evaluate = Evaluar la partida
analysis-evaluate-title = Pedir a la IA una valoración de cada posición de la partida (una búsqueda breve por posición)
analysis-progress = Posición { $number } de { $total }…
analysis-stop = Detener
analysis-stale = La partida ha cambiado desde que se evaluó: vuelve a evaluarla para ver el resto.
eval-even = igualdad
eval-move = Jugada { $ply } ({ $move })
eval-start = Inicio
eval-none = Gráfico de evaluación: aún no se ha evaluado ninguna posición.
eval-summary = { $count ->
    [one] Gráfico de evaluación de 1 posición. { $at }: { $value }.
   *[other] Gráfico de evaluación de { $count } posiciones. { $at }: { $value }.
}
eval-never-ahead = En ningún momento hubo ventaja para { $seat }.
eval-largest-lead = { $at }: mayor ventaja de { $seat }, +{ $lead }.
eval-not-yet = { $at }: aún sin evaluar
eval-above-below = Por encima de la línea: ventaja de { $above }. Por debajo: ventaja de { $below }.
eval-slider = Gráfico de evaluación: jugada mostrada
chirality-show-threats = Mostrar amenazas

## Live play (src/ui/live)

live-waiting = Esperando a tu amigo…
live-connected = Conectado con tu amigo
live-relayed = { $status } (a través de un servidor de retransmisión)
live-interrupted = Conexión interrumpida: esperando a que vuelva…
live-reconnecting = Sin conexión con tu amigo
live-no-path = Los dispositivos no han podido conectarse entre sí
live-expired = La invitación ha caducado: no llegó ninguna respuesta en { $minutes } minutos
live-refused = Sin conexión. { $why }
live-no-path-why = Algunos routers (en oficinas, centros educativos y algunas casas) y la mayoría de las redes móviles no permiten que dos dispositivos se conecten directamente; un servidor TURN puede retransmitir la conexión. Puedes seguir por enlace: cada jugada viaja en un enlace que tú envías.
live-reconnecting-why = Un móvil que entra en reposo o cambia de red pierde la conexión. Las jugadas hechas mientras tanto se conservan y se envían en cuanto vuelvas a estar conectado.
live-asks-undo = Tu amigo pide retroceder su última jugada.
live-offers-draw = Tu amigo ofrece tablas.
live-offers-rematch = Tu amigo propone otra partida.
live-said-connected = Conectado con tu amigo.
live-said-damaged = Se ha rechazado un mensaje dañado del dispositivo de tu amigo.
live-said-before-hello = Ha llegado un mensaje antes del saludo del dispositivo de tu amigo; se ha descartado.
live-said-undo-agreed = Tu amigo ha aceptado: se retroceden las jugadas.
live-said-undo-declined = Tu amigo ha rechazado retroceder las jugadas.
live-said-draw-agreed = Tablas acordadas.
live-said-draw-declined = Tu amigo ha rechazado las tablas.
live-said-rematch-agreed = Tu amigo ha aceptado: empieza una partida nueva.
live-said-rematch-declined = Tu amigo ha rechazado jugar otra partida.
live-said-both-rematch = Los dos jugadores han pedido otra partida: empieza ya.
live-said-resigned = Tu amigo ha abandonado.
live-said-bad-resignation = El dispositivo de tu amigo ha enviado un abandono que no corresponde a la partida; se ha descartado.
live-said-diverged-theirs = Los dos dispositivos han jugado esta partida de forma distinta a partir de la jugada { $move }. Continúa la versión de tu amigo; la de este dispositivo se conserva en tus partidas guardadas.
live-said-diverged-mine = Los dos dispositivos han jugado esta partida de forma distinta a partir de la jugada { $move }. Continúa la versión de este dispositivo.
live-said-they-refused = El dispositivo de tu amigo ha rechazado la jugada { $move }: { $why }.
live-said-refused-theirs = El dispositivo de tu amigo ha enviado { $text } como jugada { $move } y se ha rechazado: { $why }.
live-refusal-holds = este dispositivo tiene { $held } como jugada { $move }
live-refusal-not-your-turn = aquí no es tu turno
live-refusal-not-legal = aquí no es legal
live-refusal-because = { $refusal } ({ $why })
live-said-cannot-play = El dispositivo de tu amigo no puede jugar con este.
live-said-friends-turn = Es el turno de tu amigo.
live-said-move-impossible = Ese movimiento no es posible: { $why }.
live-said-nothing-to-take-back = No tienes ninguna jugada que retroceder.
live-said-cannot-resign = No se puede abandonar la partida: { $why }.
live-said-no-draw = Ahora no se pueden ofrecer tablas en esta partida.
live-said-finish-first = Termina esta partida antes de proponer otra.
live-said-nothing-asked = Tu amigo no ha pedido nada.
live-said-not-connected = Espera a que tu amigo esté conectado.
live-said-rematch-failed = No se puede preparar la partida nueva: { $why }.
live-said-by-link = Ahora se juega por enlace: después de tu jugada, envíala con «Enviar jugada» (en Compartir); al abrir el enlace de tu amigo, esta partida continúa.
live-said-other-game = Esta invitación es para otro juego.
live-said-invitation-unplayable = No se puede jugar la partida de la invitación: { $why }.
live-mismatch-version = El dispositivo de tu amigo usa la versión { $theirs } del protocolo de juego en directo, y este, la versión { $ours }: recarga las dos páginas para que ejecuten la misma versión de Rosette.
live-mismatch-build = El dispositivo de tu amigo ejecuta otra compilación de Rosette ({ $theirs }; la de este es { $ours }): recarga las dos páginas para que ejecuten la misma versión.
live-mismatch-another-game = El dispositivo de tu amigo tiene otra partida.
live-mismatch-claims-my-seat = El dispositivo de tu amigo quiere jugar con { $seat }, pero con ese bando ya juega este dispositivo.
live-mismatch-nobody-plays = Nadie jugaría con { $seat }.
live-mismatch-no-such-seat = El dispositivo de tu amigo quiere jugar con un bando que esta partida no tiene.
live-mismatch-does-not-replay = La partida de tu amigo no se puede reproducir aquí: { $why }.
live-link-unusable = Este enlace de juego en directo no se puede usar: { $why }.
live-no-answer-made = No se pudo crear una respuesta: { $why }.
live-answer-elsewhere = Esta página no ha creado ninguna invitación que espere esta respuesta; se ha pasado a tus otras pestañas, y se conectará la que creó la invitación. Si no, crea una invitación nueva.
live-answer-unusable = No se pudo usar la respuesta: { $why }.
live-site-servers-unusable = No se puede usar el live.json del sitio ({ $why })
live-own-server-invalid = El servidor indicado en «Juego en directo entre redes distintas» no es válido ({ $why })
invite-too-long = este enlace de juego en directo es demasiado largo
invite-not-live = no es una invitación ni una respuesta de juego en directo
invite-other-version = este enlace de juego en directo viene de otra versión de Rosette, o está cortado
invite-answer-no-game = la respuesta no indica ningún juego
invite-game = la partida de la invitación: { $why }
invite-no-game = la invitación no contiene ninguna partida
invite-seats-damaged = los bandos de la invitación están dañados
invite-servers = los servidores de la invitación: { $why }
invite-offer = la oferta de conexión del enlace está dañada
offer-no-address = el navegador no ha encontrado ninguna dirección de red que ofrecer
offer-incomplete = la oferta de conexión del navegador está incompleta
live-no-offer = el navegador no ha creado ninguna oferta de conexión
live-browser-refused = el navegador rechazó la conexión ({ $why })
ice-not-config = no es un objeto JSON con una lista «iceServers» ({ $why })
ice-scheme = { $url } tiene que empezar por stun: o turn:
ice-host = el nombre de host de { $url } no es válido
ice-needs-login = { $url } es un servidor TURN y necesita usuario y contraseña: turn:usuario:contraseña@host
ice-login = escribe el usuario y la contraseña de TURN así: turn:usuario:contraseña@host
ice-damaged = { $url } está dañado
ice-not-stored = no se pudieron guardar los servidores ({ $why })
live-reconnect = Reconectar
live-reconnect-title = Crear una nueva invitación a esta partida: tu amigo la abre y la partida continúa
live-continue-by-link = Seguir por enlace
live-continue-by-link-title = Jugar esta partida enviando un enlace después de cada jugada
live-play = Juego en directo
live-start = Jugar en directo con un amigo
live-accept = Aceptar
live-decline = Rechazar
live-invitation-intro = Envía esta invitación a tu amigo (enlace o código QR). Es válida durante { $minutes } minutos mientras esta página siga abierta. Después, su dispositivo mostrará una respuesta: ábrela aquí o pégala abajo.
live-answer-intro = Envía ahora esta respuesta a tu amigo: la abre o la pega en su dispositivo, y los dos dispositivos se buscan entre sí.
live-link = Enlace para jugar en directo
live-paste = Pega la respuesta de tu amigo
live-answer = Respuesta de tu amigo
live-connect = Conectar
live-ask-undo = Pedir deshacer
live-offer-draw = Ofrecer tablas
live-another-game = Otra partida
live-new-invitation = Nueva invitación
live-leave = Salir del juego en directo
live-saved = Guardado.
live-not-saved = No se ha guardado: { $why }.
live-stun = Para encontrar un camino entre dos casas, cada dispositivo pide su dirección pública a un servidor STUN (el del sitio, indicado en live.json): ese servidor ve tu dirección, pero nada de tu partida.
live-local-only = Solo en esta red (sin servidor)
live-across = Juego en directo entre redes distintas
live-turn-note = Detrás de routers estrictos, un servidor TURN retransmite la partida. Tu propio servidor, que se usa junto con el del sitio: stun:host:puerto, o turn:usuario:contraseña@host:puerto.
live-ice = Servidor STUN o TURN
live-save = Guardar
live-share-turn = Incluir mi acceso TURN en las invitaciones (así mi amigo podrá usar mi servidor TURN)

## The saves page (src/ui/pages/saves.rs)

size-bytes = { $count ->
    [one] { $count } byte
   *[other] { $count } bytes
}
size-kilobytes = { $size } kB
size-megabytes = { $size } MB
saves-title = Partidas guardadas
saves-lede = Las partidas se guardan solas mientras juegas. Guarda una copia con «Guardar una copia» en la página de una partida; expórtalas todas a un archivo para pasarlas a otro navegador.
saves-export-all = Exportar todas
saves-import = Importar desde un archivo
saves-none = Aún no hay partidas guardadas.
saves-game = Partida de { $game }
saves-copy-name = { $name }, copia en la jugada { $moves } ({ $date })
saves-human = humano
saves-ai = IA ({ $level })
saves-versus = { $first } contra { $second }
saves-no-file = no se pudo crear ningún archivo
saves-no-link = no se pudo crear el enlace
saves-imported = { $count ->
    [one] Se ha importado 1 partida guardada.
   *[other] Se han importado { $count } partidas guardadas.
}
saves-already = { $count ->
    [one] 1 partida ya estaba aquí y se ha omitido.
   *[other] { $count } partidas ya estaban aquí y se han omitido.
}
saves-cannot-open = no se pudo abrir la partida
saves-exported = Exportación completada.
saves-nothing-imported = No se ha importado nada: { $why }
saves-space = Tus partidas ocupan { $total } en este navegador: { $current } las actuales, { $named } las guardadas con nombre, { $unnamed } las guardadas sin nombre y las anteriores, { $damaged } las copias dañadas. Cada partida nueva o enlace abierto conserva aquí la partida anterior; cuando hay más de { $keep } sin nombre, se ofrece borrar las más antiguas (ponle nombre a una partida guardada para conservarla para siempre).
saves-free-confirm = { $count ->
    [one] ¿Borrar la partida guardada más antigua, sin nombre o dañada, marcada como «propuesta para borrar»?
   *[other] ¿Borrar las { $count } partidas guardadas más antiguas, sin nombre o dañadas, marcadas como «propuesta para borrar»?
}
saves-deleted = { $count ->
    [one] Se ha borrado 1 partida guardada antigua.
   *[other] Se han borrado { $count } partidas guardadas antiguas.
}
saves-free = { $count ->
    [one] Liberar { $size } (borrar la más antigua, marcada abajo)
   *[other] Liberar { $size } (borrar las { $count } más antiguas, marcadas abajo)
}
saves-storage = Espacio de almacenamiento
saves-not-saving = Las partidas no se están guardando ({ $why }). Borra las partidas guardadas que ya no necesites y sigue jugando: el siguiente guardado lo volverá a intentar.
saves-not-stored = No se ha guardado: { $why }.
saves-offered = propuesta para borrar
saves-delete-confirm = ¿Borrar esta partida guardada?
saves-damaged = Partida guardada dañada
saves-damaged-why = { $why } — se conserva tal cual para no perder nada. { $size }
saves-export = Exportar
saves-delete = Borrar
saves-details = { $moves ->
    [one] { $game } · { $moves } jugada · { $players } · { $date } · { $size }
   *[other] { $game } · { $moves } jugadas · { $players } · { $date } · { $size }
}
saves-hints = Pistas usadas: { $count }
saves-current = partida actual
saves-name = Nombre
saves-name-placeholder = Ponle nombre a esta partida
saves-rename = Renombrar
saves-open = Abrir

## The position editors (src/ui/editors)

edit-title = Preparar una posición de { $game }
edit-position-refused = Esta posición no se puede usar: { $why }.
edit-step-draw = La partida en curso está a la espera de que se robe una carta
edit-step-use = La partida en curso está a la espera de que se aplique la carta de { $card } que se ha robado
edit-step-placing = En la partida en curso aún se están colocando las piezas iniciales de la Disposición C
edit-opens-earlier = { $count ->
    [one] { $step }, un paso que el editor no puede representar: abre la última posición anterior, una jugada atrás (sin { $moves }). La partida en curso queda intacta.
   *[other] { $step }, un paso que el editor no puede representar: abre la última posición anterior, { $count } jugadas atrás (sin { $moves }). La partida en curso queda intacta.
}
edit-opens-stand-in = { $step }, un paso que el editor no puede representar: abre la posición con { $kept }. La partida en curso queda intacta.
edit-stand-in-card = la carta omitida y el turno para el otro bando
edit-stand-in-placing = las piezas que faltan por colocar ya puestas en la primera tesela que ofrece la Puerta de cada jugador
edit-rules = Reglas
edit-setup = Editor de posiciones
edit-legal = Posición legal.
edit-over = Legal, pero la partida ya ha terminado: { $reason }
edit-not-legal = { $count ->
    [one] Posición ilegal (1 motivo):
   *[other] Posición ilegal ({ $count } motivos):
}
edit-play = Jugar desde aquí
edit-copy-link = Copiar enlace de la posición
edit-position-link = Enlace de la posición
edit-position-text = Texto de la posición
edit-load-label = Posición que cargar
edit-load-placeholder = pega una posición
edit-load = Cargar
edit-back = Volver a la partida
edit-fewer = menos: { $what }
edit-more = más: { $what }
edit-side = Turno
edit-eraser = Borrador
edit-clear = Vaciar el tablero
edit-start = Posición inicial
edit-white-pieces = Piezas blancas
edit-black-pieces = Piezas negras
edit-tools = Herramientas
edit-empty = vacía
edit-pyrga-board = Tablero del editor de Pyrga
edit-pyrga-hint = Elige una pieza y después haz clic en las casillas para ponerla (vuelve a hacer clic para quitarla). La última pieza colocada indica al siguiente jugador dónde jugar.
edit-turn-triangle = Girar Triángulo
edit-mark-last = Marcar la última colocada
edit-holds = Piezas en mano de { $seat }: { $pieces }
edit-in-hand = { $count } × { $shape }
edit-placed-last = Última pieza colocada: el { $shape } de { $cell }.
edit-placed-last-triangle = Última pieza colocada: el Triángulo de { $cell }, apuntando al { $direction }.
edit-none-last = No hay ninguna pieza marcada como la última colocada.
edit-chiron-board = Tablero del editor de Chiron
edit-chiron-hint = Elige una pieza y después haz clic en las casillas para colocarla (vuelve a hacer clic para quitarla).
edit-opening = Posición inicial
edit-phoenixes-held = Fénix en mano de { $seat }
edit-flipped-ants = Hormigas volteadas en la reserva de { $seat }
edit-pools = Cada reserva de capturadas contiene las piezas que faltan en el tablero:
edit-pools-none = ninguna
edit-chirality-board = Tablero del editor de Chirality
edit-player = { $seat } (jugador { $number })
edit-over-set = { $reserve } ({ $count } de más)
edit-captured = { $reserve } (capturadas: { $count })
edit-reserve = Reserva de { $seat }
edit-board = Tablero
edit-board-r1 = R1 (160 teselas)
edit-board-r2 = R2 (300 teselas)
edit-players = Jugadores
edit-table-hint = Al cambiar el tablero o el número de jugadores, se parte de la posición inicial de esa mesa.
edit-chirality-hint = Elige un jugador y después haz clic en las teselas para poner una pieza (vuelve a hacer clic para quitarla).
edit-players-pieces = Piezas de los jugadores
edit-to-move = Turno
edit-moved = { $piece } (ya ha movido)
edit-shifting-board = Tablero del editor de Shifting Chess
edit-shifting-hint = Elige una pieza o una herramienta y después haz clic en el tablero. Las megacasillas se llevan sus casillas al moverse, girarse o anularse.
edit-boulder = Roca
edit-square-tools = Herramientas de casilla
edit-tile-tools = Herramientas de megacasilla
edit-moved-mark = Marca de pieza movida
edit-en-passant = Captura al paso
edit-move-tile = Mover megacasilla
edit-rotate-tile = Girar megacasilla
edit-void-tile = Anular megacasilla
edit-pick-tile = Haz clic en una megacasilla para levantarla.
edit-put-tile = Ahora haz clic en la celda donde quieras ponerla (si ya hay una megacasilla, intercambian sus lugares).
edit-moved-hint = Un rey o una torre marcados como movidos ya no pueden enrocar; un peón movido ya no puede hacer el avance doble.
edit-moves-made = Jugadas realizadas
edit-quiet-moves = Jugadas sin captura ni movimiento de peón
edit-en-passant-square = Casilla de captura al paso: { $square }.
edit-no-en-passant = Sin casilla de captura al paso.
edit-cards = Cartas
edit-distortion-cards = Cartas de distorsión
edit-fresh-deck = Mazo nuevo
edit-deck-note = El mazo es el de la posición con la que empezó el editor, hasta que se baraje uno nuevo.
edit-pyrga-too-many = { $seat } tienen { $count } × { $shape } en el tablero; el juego de piezas solo tiene { $set }.
edit-triangle-off = El Triángulo de { $cell } apunta fuera del tablero.
edit-pyrga-wrong-turn = { $count ->
    [one] Con 1 pieza colocada, tiene que ser el turno de { $seat } (las Blancas colocan primero).
   *[other] Con { $count } piezas colocadas, tiene que ser el turno de { $seat } (las Blancas colocan primero).
}
edit-last-not-marked = Marca la última pieza colocada: indica al siguiente jugador dónde jugar.
edit-last-not-on-board = La pieza marcada como la última colocada no está en el tablero.
edit-last-by-side = La última pieza colocada tiene que ser de { $seat }, ya que es el turno de { $mover }.
edit-too-many-kings = { $seat } tienen { $count } reyes.
edit-too-many-ants = { $seat } tienen { $count } Hormigas en el tablero; el juego de piezas solo tiene 8.
edit-handed-repeated = { $seat } tienen { $count } × { $piece } en el tablero; el juego de piezas solo tiene una de ese tipo.
edit-no-kings = Ningún jugador tiene Rey.
edit-moved-without-king = { $seat } no tienen Rey y, sin embargo, acaban de mover (un bando sin su Rey ha perdido).
edit-phoenix-count = Entre el tablero y las manos hay { $count } Fénix; el juego tiene exactamente 2.
edit-too-many-pieces = { $seat } tiene más piezas de las que incluye el juego: { $board } en el tablero y { $reserve } en reserva, de un total de { $set }.
edit-not-playing = { $seat } tiene piezas en el tablero, pero no está jugando.
edit-fewer-than-two = Quedan piezas a menos de dos jugadores, así que la partida ya habría terminado.
edit-to-move-no-pieces = Es el turno de { $seat }, pero no le quedan piezas.
edit-holds-throne = { $seat } ocupa todo el Trono, así que la partida ya habría terminado.
edit-no-king = { $seat } no tienen rey.
edit-king-voided = Hay un rey en la megacasilla anulada; la megacasilla de un rey no puede anularse.
edit-unpromoted-pawn = El peón de { $square } ha llegado a su zona de promoción y debería haber promocionado.
edit-halfmove-exceeds = Hay más jugadas sin captura ni movimiento de peón que jugadas realizadas.
edit-en-passant-not-empty = La casilla de captura al paso { $square } no es tierra vacía.
edit-en-passant-no-pawn = Justo más allá de la casilla de captura al paso { $square } no hay ningún peón de { $seat } marcado como movido.
edit-not-to-move-in-check = El bando que no tiene el turno ({ $seat }) está en jaque.

## The boards page (src/ui/pages/boards.rs)

boards-clause-1 = Condición 1 (una Estrella central)
boards-clause-2 = Condición 2 (exactamente dos anillos completos)
boards-clause-3 = Condición 3 (dos Puertas opuestas)
boards-clause-4 = Condición 4 (un solo bloque conexo y sin cortes)
boards-bad-radius = El radio debe ser un número entre { $min } y { $max }, no «{ $text }».
boards-no-board = No hay tablero: { $why }.
boards-board-label = Tablero de Chirality { $board }: { $tiles } teselas
boards-r1 = R1 (compacto)
boards-r2 = R2 (predeterminado)
boards-custom = Disco personalizado
boards-title = Tableros de Chirality
boards-lede = Chirality se juega en un disco de rombos de Penrose. Elige un tablero, activa las capas y haz clic en una tesela para ver sus vecinas.
boards-board = Tablero
boards-overlays = Capas
boards-moats = Fosos
boards-deep-moats = Fosos Profundos
boards-rings = Anillos
boards-gates = Puertas
boards-tile-names = Nombres de las teselas
boards-neighbours = Vecinas de la tesela seleccionada
boards-halves = Mitad de
boards-half-star = Estrella cuya mitad se muestra
boards-built = { $board } generado en { $ms } ms
boards-first-build = (primera generación en este navegador).
boards-rules = Reglas de Chirality
boards-tiling = Teselado
boards-ten-thin = ten-thin (10 Delgadas, como R2)
boards-five-thin = five-thin (5 Delgadas, como R1)
boards-radius = Radio
boards-radius-slider = Control deslizante del radio
boards-radius-hint = Teselas cuyo centro queda dentro del radio (en longitudes de lado, { $min }–{ $max }). Discos legales: aproximadamente 8,58–11,84 (ten-thin) u 8,68–9,30 (five-thin).
boards-players = Jugadores
boards-stats = { $board }: { $tiles } teselas ({ $thick } Gruesas, { $thin } Delgadas), { $stars } Estrellas, { $gates } Puertas, teselado { $tiling }.
boards-legal = ✓ Tablero legal de Chirality.
boards-not-legal = No es un tablero legal de Chirality:
boards-legal-for = ✓ Legal para { $count } jugadores.
boards-not-for = ✗ No es legal para { $count } jugadores: { $why }.
boards-select-tile = Selecciona una tesela (haz clic en ella, o entra en el tablero con Tab, muévete con las flechas del teclado y pulsa Intro).
boards-edge-neighbours = { $count ->
    [one] 1 vecina por un lado: { $tiles }
   *[other] { $count } vecinas por un lado: { $tiles }
}
boards-corner-neighbours = { $count ->
    [one] 1 vecina más solo por una esquina ({ $all } en total): { $tiles }
   *[other] { $count } vecinas más solo por una esquina ({ $all } en total): { $tiles }
}
boards-legend = Leyenda
boards-legend-thick = Tesela Gruesa (72°/108°)
boards-legend-thin = Tesela Delgada (36°/144°)
boards-legend-throne = Trono: la Estrella central
boards-legend-star = Estrella: cinco teselas Gruesas que se tocan en un punto
boards-legend-moat = Foso: teselas Delgadas que comparten un lado con una Estrella
boards-legend-gate = Puerta: un tramo de teselas del borde donde se Reclutan piezas
boards-legend-edge = Vecina por un lado de la tesela seleccionada
boards-legend-corner = Vecina solo por una esquina de la tesela seleccionada
boards-zoom-hint = Haz zoom con la rueda, pellizcando o con + y −; arrastra o usa Mayús+flechas para desplazarte; 0 muestra todo el tablero. Dentro del tablero, las flechas del teclado pasan de una tesela a otra.

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
piece-knight = caballo
piece-bishop = alfil
piece-queen = dama

## Keeping games, opening links, other notices (src/ui/storage, src/ui/pages/play_link.rs)

storage-unavailable = este navegador no permite guardar (localStorage está desactivado)
storage-full = el almacenamiento del navegador para este sitio está lleno
storage-refused = el navegador rechazó el guardado ({ $why })
storage-not-read-back = lo escrito no se pudo volver a leer
storage-other-tab-not-kept = primero había que conservar la partida que guardó otra pestaña, y no se pudo ({ $why })
storage-damaged-not-moved = una partida guardada dañada ocupa la ranura de esta partida y no se pudo copiar aparte ({ $why })
storage-slot-changed = la ranura de guardado cambió durante el guardado; inténtalo de nuevo
storage-damaged-kept-aside = No se pudo leer tu partida guardada ({ $why }). Se ha copiado aparte como '{ $key }' (consulta Partidas guardadas); ha empezado una partida nueva.
storage-damaged-untouched = No se pudo leer tu partida guardada ({ $why }) y no había espacio para copiarla aparte, así que sigue donde estaba, intacta. Esta partida nueva no se guardará hasta que haya espacio: libera algo en la página Partidas guardadas.
storage-other-tab-failed = Otra pestaña ha cambiado esta partida, y la versión de esta pestaña no se pudo conservar en tus partidas guardadas ({ $why }); sigue aquí en pantalla. Libera espacio en la página Partidas guardadas.
tab-other-game-here = Otra pestaña ha abierto una partida distinta de este juego; ahora se muestra aquí. La partida de esta pestaña se conserva en tus partidas guardadas como '{ $name }'.
tab-other-game = Otra pestaña había puesto una partida distinta en esta ranura; se conserva en tus partidas guardadas como '{ $name }'.
tab-diverged-here = Otra pestaña ha jugado esta partida de forma distinta a partir de la jugada { $move }. Se conservan las dos: la versión de esta pestaña está en tus partidas guardadas como '{ $name }'.
tab-diverged-there = Otra pestaña ha jugado esta partida de forma distinta a partir de la jugada { $move }. Se conservan las dos: la versión de la otra pestaña está en tus partidas guardadas como '{ $name }'.
saves-kept-aside = apartada
saves-untitled = { $moves ->
    [one] Partida de { $game } de { $moves } jugada
   *[other] Partida de { $game } de { $moves } jugadas
}
saves-import-none = No se ha importado nada.
saves-import-some = { $count ->
    [one] Se ha importado { $count } partida guardada ({ $titles }).
   *[other] Se han importado { $count } partidas guardadas ({ $titles }).
}
saves-import-failed = No se pudo almacenar '{ $failed }': { $why }.
saves-import-not-tried = { $count ->
    [one] Ha quedado { $count } sin intentar.
   *[other] Han quedado { $count } sin intentar.
}
saves-import-retry = Libera espacio y vuelve a importar el archivo; las partidas ya importadas no se duplican.
link-not-opened = No se pudo abrir este enlace: { $why }. No se ha cambiado nada.
link-opened = Se ha abierto la partida del enlace.
link-cannot-open = No se pudo abrir este enlace: { $why }.
link-same = Este enlace contiene tu partida tal como la tienes; está abierta.
link-older = { $behind ->
    [one] Este enlace es anterior a tu partida (va { $behind } jugada por detrás): se muestra tu partida tal como la tienes.
   *[other] Este enlace es anterior a tu partida (va { $behind } jugadas por detrás): se muestra tu partida tal como la tienes.
}
link-continued = Tu partida ha continuado con lo que trae el enlace: { $what }.
link-continued-moves = { $count ->
    [one] { $count } jugada nueva
   *[other] { $count } jugadas nuevas
}
link-continued-resignation = el abandono
link-continued-draw = las tablas acordadas
link-kept-note = Tu partida anterior se conserva en tus partidas guardadas.
link-stays-saved = La partida está abierta, pero no se pudo almacenar como tu partida actual: { $why }. Seguirá en tus partidas guardadas hasta que se pueda.
link-unrelated-title = ¿Abrir la partida compartida?
link-unrelated = { $moves ->
    [one] El enlace contiene una partida distinta ({ $moves } jugada). Tu partida actual se conservará en tus partidas guardadas.
   *[other] El enlace contiene una partida distinta ({ $moves } jugadas). Tu partida actual se conservará en tus partidas guardadas.
}
link-unrelated-open = Abrir la partida compartida
link-diverges-title = Este enlace contradice tu partida
link-diverges = Es la misma partida, pero a partir de la jugada { $move } sus jugadas difieren de las tuyas ({ $theirs } jugadas en el enlace, { $yours } en la tuya). Puedes abrirla como una rama aparte; tu partida se queda como está, en tus partidas guardadas.
link-diverges-open = Abrir como rama
link-keep-mine = Conservar mi partida
link-opened-linked = Se ha abierto la partida del enlace. Tu partida anterior se conserva en tus partidas guardadas.
link-opened-as = Se ha abierto el enlace como '{ $name }'. Tu partida se conserva sin cambios en tus partidas guardadas.
link-not-opened-because = No se abrió el enlace porque { $why }.
qr-label = Código QR del enlace
qr-too-long = Este enlace es demasiado largo para un código QR ({ $why }).
eval-failed = La evaluación ha fallado: { $why }.
coach-unjudged = No se pudo valorar la jugada: { $why }.
proof-line-title = Demostrado explorando todas las variantes hasta el final de la partida
import-not-json = no es un archivo JSON ({ $why })
import-newer = se creó con una versión más reciente de Rosette (versión de exportación { $version })
import-no-saves = el archivo no contiene ninguna partida guardada
import-save = partida guardada n.º { $index }: { $why }
legality-no-throne = no hay ninguna Estrella central (Trono)
legality-incomplete-ring = el anillo { $ring } no está completo: tiene { $complete } de sus { $total } Estrellas completas
legality-extra-ring = el anillo { $ring } también está completo: el tablero es mayor que una roseta R2
legality-no-opposing-gates = entre las { $gates } Puertas no hay dos opuestas (separadas 144°)
legality-disconnected = el tablero queda dividido en { $parts } partes
legality-broken-tile = la tesela { $tile } está cortada
legality-holes = { $holes ->
    [one] el tablero tiene { $holes } agujero
   *[other] el tablero tiene { $holes } agujeros
}
legality-pinched = el contorno está estrangulado y forma { $outlines } lazos
board-radius-out-of-range = el radio del tablero, { $radius }, está fuera del rango permitido (de { $min } a { $max })
board-unknown-tiling = teselado desconocido «{ $tiling }» (five-thin o ten-thin)
board-illegal = no es un tablero legal de Chirality: { $why }
board-player-count = { $players ->
    [one] { $players } jugador: se necesitan al menos 2
   *[other] { $players } jugadores: se necesitan al menos 2
}
board-too-few-gates = { $players } jugadores necesitan { $players } Puertas; el tablero tiene { $gates }
board-crowded = con { $players } jugadores y la Puerta { $gate } como primera, un jugador empieza entre dos vecinos adyacentes
board-no-such-gate = no existe la Puerta { $gate }: el tablero tiene { $gates }
live-servers-problem = { $problems }; el juego en directo sigue funcionando de todos modos.
live-no-invitation = No se pudo crear la invitación: { $why }.
chiron-board-label = Tablero de Chiron
pyrga-board-label = Tablero de Pyrga
shifting-board-label = Tablero de Shifting Chess
branch-name = { $name } (desde la jugada { $move })
branch-of-game = Rama de la partida { $id } desde la jugada { $move }
branch-of-name = Rama de '{ $name }' desde la jugada { $move }

## Why the AI gave no answer, said after a colon (src/ui/words/ai.rs) (only: game-pages)
ai-failure-question-unreadable = la IA no pudo leer la consulta
ai-failure-answer-unwritable = la IA no pudo escribir su respuesta
ai-failure-unplayable = la IA no pudo preparar la partida
ai-failure-no-such-position = la partida no tiene esa posición
ai-failure-no-move = la IA no tiene jugada en esta posición
ai-failure-cannot-start = la IA no se pudo iniciar en este navegador
ai-failure-crashed = la IA se ha detenido por un error
ai-failure-gone = la IA ya no está en marcha
ai-failure-question-unwritable = no se pudo escribir la consulta a la IA
ai-failure-answer-unreadable = la respuesta de la IA era ilegible
ai-failure-other-build = la IA procede de otra versión de Rosette; recarga la página para que todo funcione con la misma versión

## The proven result beside Pyrga's board (src/ui/widgets/proof_line.rs) (only: pyrga, game-pages)
proof-draw = Con el mejor juego, tablas
proof-win = Con el mejor juego, victoria de { $winner }
proof-win-next = Con el mejor juego, victoria de { $winner } (en 1 jugada)
proof-win-in = Con el mejor juego, victoria de { $winner } (en { $moves } jugadas: { $first } de { $mover }, { $second } de { $other })

## Why a Chiron position cannot occur (src/ui/words/positions/chiron.rs) (only: chiron, game-pages)

illegal-chiron-not-in-pool = «{ $piece }» no puede estar en una reserva de capturadas
illegal-chiron-kings = { $seat } tienen { $count } Reyes
illegal-chiron-no-king-after-moving = { $seat } no tienen Rey y, sin embargo, acaban de mover
illegal-chiron-ants = { $count ->
    [one] { $seat } tienen { $count } Hormiga entre el tablero y la reserva de capturadas, no 8
   *[other] { $seat } tienen { $count } Hormigas entre el tablero y la reserva de capturadas, no 8
}
illegal-chiron-not-one = { $seat } tienen { $count } × «{ $piece }» entre el tablero y la reserva de capturadas, no 1
illegal-chiron-phoenixes = entre el tablero y las manos hay { $count } Fénix, no 2

## Why a Pyrga position cannot occur (src/ui/words/positions/pyrga.rs) (only: pyrga, game-pages)

illegal-pyrga-two-of-a-shape = la casilla { $cell } contiene dos piezas del mismo tipo
illegal-pyrga-triangle-at-edge = el Triángulo de { $cell } apunta fuera del tablero
illegal-pyrga-too-many = { $seat } tienen en el tablero más piezas de tipo { $shape } de las que incluye el juego de piezas
illegal-pyrga-side-to-move = el turno no se corresponde con las piezas colocadas (las Blancas colocan primero)
illegal-pyrga-no-last-move = hay piezas colocadas, pero ninguna está marcada como la última colocada
illegal-pyrga-last-move-not-theirs = la última pieza colocada, { $move }, no es del jugador que acaba de jugar
illegal-pyrga-opening-flag = la marca de apertura con Cuadrado solo vale antes de la segunda pieza de las Blancas

## Why a Shifting Chess position cannot occur (src/ui/words/positions/shifting.rs) (only: shifting-chess, game-pages)

illegal-shifting-tile-twice = la megacasilla { $tile } aparece dos veces
illegal-shifting-tile-missing = falta la megacasilla { $tile }
illegal-shifting-two-voided = hay más de una megacasilla anulada
illegal-shifting-king-voided = un rey no puede estar en una megacasilla anulada
illegal-shifting-pile-too-big = el mazo de robo tiene más de 20 cartas
illegal-shifting-pawns = { $seat } tienen { $count } peones, y un bando tiene como máximo 8
illegal-shifting-promoted = { $gone ->
    [0] { $seat } tienen piezas de más respecto a su ejército inicial ({ $promoted }), pero no les falta ningún peón
    [one] { $seat } tienen { $promoted } piezas de más respecto a su ejército inicial, pero solo les falta { $gone } peón
   *[other] { $seat } tienen { $promoted } piezas de más respecto a su ejército inicial, pero solo les faltan { $gone } peones
}
illegal-shifting-halfmove-clock = hay más jugadas sin captura ni movimiento de peón que jugadas realizadas
illegal-shifting-gap-covered = la casilla { $square } es un hueco, pero la cubre una megacasilla
illegal-shifting-land-uncovered = la casilla { $square } es tierra, pero no la cubre ninguna megacasilla
illegal-shifting-no-limbo = hay una megacasilla anulada, pero no se indican sus casillas
illegal-shifting-no-voided-tile = se indican casillas anuladas, pero no hay ninguna megacasilla anulada
illegal-shifting-voided-while-applying = una megacasilla anulada regresa cuando se roba una carta, antes de que se aplique esa carta
illegal-shifting-unpromoted = el peón de { $square } debería haber promocionado
illegal-shifting-kings = cada bando necesita exactamente un rey (las Blancas tienen { $white } y las Negras, { $black })
illegal-shifting-deck-count = el mazo debe tener { $count } cartas de { $card } en total (mazo de robo, descartes y la carta robada)
illegal-shifting-empty-pile = el mazo de robo está vacío, pero no hay ninguna carta en juego
illegal-shifting-card-off-turn = solo se roba una carta tras las jugadas 3, 6, 9… y solo en partidas con cartas
illegal-shifting-en-passant-occupied = la casilla de captura al paso { $square } no es tierra vacía
illegal-shifting-en-passant-no-pawn = más allá de { $square } no hay ningún peón que acabe de hacer un avance doble
illegal-shifting-over = la partida ha terminado, pero el resultado no lo indica
illegal-shifting-not-to-move-in-check = el bando que no tiene el turno está en jaque
illegal-shifting-not-exposed = el resultado indica que un rey ha quedado atacado, pero no hay ninguno atacado
illegal-shifting-wrong-result = el resultado no se corresponde con la posición
illegal-shifting-card-after-end = en una partida terminada no se roba ninguna carta
illegal-shifting-drawer-in-check = el rey del bando que roba una carta está en jaque
illegal-shifting-draw-after-end = la última jugada ha terminado la partida, así que no se roba ninguna carta

## Why a Chirality position or start cannot occur (src/ui/words/positions/chirality.rs) (only: chirality, game-pages)

illegal-chirality-tile-twice = la tesela { $tile } aparece dos veces
illegal-chirality-piece-count = { $seat } tiene { $board } en el tablero, { $reserve } en reserva y { $captured } capturadas, no { $pieces } en total
illegal-chirality-eliminated-twice = { $seat } figura dos veces como eliminado
illegal-chirality-eliminated-with-pieces = { $seat } está eliminado, pero tiene piezas en el tablero
illegal-chirality-not-on-throne = se indica que { $seat } ocupa el Trono, pero no lo ocupa
illegal-chirality-not-last = se indica que { $seat } es el último jugador que queda, pero quedan otros
illegal-chirality-sharer-twice = { $seat } figura dos veces entre quienes comparten la victoria
illegal-chirality-shared-while-live = una victoria compartida exige que todos los jugadores estén eliminados, también quienes la comparten
illegal-chirality-sharer-has-reserves = un jugador que comparte la victoria aún tiene piezas en reserva
illegal-chirality-placement-outside-c = solo la Disposición C tiene fase de colocación
illegal-chirality-too-few-gates-for-c = el tablero no tiene suficientes Puertas para la Disposición C con tantos jugadores
illegal-chirality-placement = durante la fase de colocación, { $seat } tiene piezas que aún no puede haber colocado
illegal-chirality-mover-eliminated = es el turno de { $seat }, pero está eliminado
illegal-chirality-over-without-result = quedan menos de dos jugadores, así que la partida ha terminado, pero no se indica ningún resultado
illegal-chirality-not-listed-eliminated = { $seat } no tiene piezas ni reserva, así que está eliminado, pero no figura como eliminado
illegal-chirality-holds-throne = { $seat } ocupa todo el Trono, así que la partida ha terminado
illegal-chirality-no-action = es el turno de { $seat }, pero no tiene ninguna acción legal, así que está eliminado
illegal-chirality-setup-a-gates = la Disposición A necesita sus dos Puertas de cinco teselas, que este tablero no tiene
illegal-chirality-setup-b-stars = la Disposición B necesita cinco Estrellas Interiores, que este tablero no tiene
bad-option-players = { $players ->
    [one] { $players } jugador no puede jugar en { $board }, que admite de 2 a { $max }
   *[other] { $players } jugadores no pueden jugar en { $board }, que admite de 2 a { $max }
}
bad-option-setup-a = la Disposición A es para dos jugadores en R2
bad-option-setup-b = la Disposición B admite como máximo 5 jugadores (uno por Estrella Interior)
