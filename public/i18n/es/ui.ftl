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
