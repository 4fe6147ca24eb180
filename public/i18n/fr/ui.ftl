# Rosette's messages in French.

## The top bar and every page

site-title = Rosette — jeux de stratégie abstraits
brand-home = Accueil de Rosette
nav-games = Jeux
nav-saves = Sauvegardes
nav-boards = Plateaux
save-problem = Vos parties ne sont pas sauvegardées ({ $why }).
save-problem-link = Libérez de l'espace sur la page Sauvegardes
bad-link = Impossible d'ouvrir ce lien : il ne désigne aucun jeu connu de Rosette (« { $link } »).
boot-loading = Chargement de Rosette : après cette première visite, le site s'ouvrira instantanément, même hors ligne.

## Settings

settings = Paramètres
settings-unreadable = Impossible de lire vos paramètres enregistrés ({ $why }) ; les valeurs par défaut sont utilisées.
settings-not-saved = Impossible d'enregistrer les paramètres : { $why }
settings-language = Langue
settings-language-browser = Selon les préférences du navigateur
settings-language-failed = La langue { $language } n'a pas pu être chargée ({ $why }) ; la page reste en anglais en attendant.
settings-theme = Thème
theme-system = Suivre le système
theme-light = Clair
theme-dark = Sombre
theme-contrast = Contraste élevé
settings-sound = Son
settings-sounds = Sons des coups, des prises et de fin de partie
settings-volume = Volume
settings-try = Essayer
settings-motion = Animations
motion-system = Suivre le système
motion-reduce = Réduire les animations
motion-full = Animer
settings-boards = Plateaux
settings-hints = Afficher les coups légaux
settings-coordinates = Afficher les coordonnées
done = Terminé

## The home page

home-title = Quatre jeux de stratégie abstraits
home-lede = Jouez contre un ami sur cet appareil ou contre l'IA. Les parties s'enregistrent toutes seules, se partagent par lien et fonctionnent hors ligne.
tagline-chirality = Des armées sur un plateau de Penrose ; les prises se font par la géométrie.
tagline-chiron = Une variante des échecs sans partie nulle, avec parachutages et pièces gauchères et droitières.
tagline-pyrga = Bâtissez des tours sur un plateau 4×4 ; chaque pièce indique à l'adversaire où jouer.
tagline-shifting-chess = Les échecs sur des méga-cases que des cartes échangent, font pivoter, font glisser et mettent au néant.
action-play = Jouer
action-rules = Règles
action-learn = Apprendre
game-puzzles = Problèmes de { $game }
home-boards = Les plateaux
not-found-title = Page introuvable
not-found = Il n'y a aucune page à l'adresse « { $path } ».
back-to-games = Retour aux jeux
reload-needed = Cette page doit être rechargée
reload-page = Recharger la page

## The rules pages

rules-learn = Vous découvrez { $game } ? Apprenez en jouant : une courte leçon par règle.
rules-boards = Retrouvez chaque tuile, Étoile, Douve et Porte sur la { $link }.
rules-boards-link = page Plateaux
rules-play = Jouer à { $game }
rules-learn-button = Apprendre { $game } coup par coup
rules-translated = Ceci est une traduction des règles anglaises ; en cas de divergence, le texte anglais fait foi.
rules-english-shown = Les règles en { $language } n'ont pas pu être chargées ({ $why }) ; elles sont affichées en anglais.
rules-clauses-head = Points à retenir
badge-reconstruction = Reconstitution
badge-ruling = Décision de Rosette

## Fetching a file of the site

fetch-unreachable = le fichier est inaccessible
fetch-status = le site a répondu { $status }
fetch-unreadable = le fichier est illisible

## Seats, levels and how games end (src/ui/words.rs)

seat-white = Blanc
seat-black = Noir
seat-blue = Bleu
seat-vermillion = Vermillon
seat-green = Vert
seat-purple = Violet
seat-orange = Orange
seat-sky = Ciel
seat-numbered = Joueur { $number }
level-beginner = Débutant
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-strongest = Maximal
level-strongest-label = Maximal (1 s par coup)
level-caption = gagne environ { $wins } sur 10 contre { $against }
level-caption-random = gagne environ { $wins } sur 10 contre des coups aléatoires
card-swap = Échange
card-rotate = Rotation
card-slide = Glissement
card-void = Néant
turn-move = À { $who } de jouer
turn-apply-card = À { $who } d'appliquer la carte { $card }
turn-ai-move = À { $who } (IA, { $level }) de jouer
turn-ai-apply-card = À { $who } (IA, { $level }) d'appliquer la carte { $card }
turn-ai-thinking = { $who } (IA, { $level }) réfléchit…
turn-chance = Tirage d'une carte…
game-over = La partie est terminée
result-draw = Partie nulle — { $reason }
result-win = { $who } gagne — { $reason }
result-shared = { $who } se partagent la victoire — { $reason }
and-list = { $first } et { $last }
viewing-start = Vous voyez le début, avant le coup 1 sur { $total } · { $now }
viewing-move = Vous voyez le coup { $at } sur { $total } · { $now }
seat-human = humain
seat-ai = IA ({ $level })
seat-played-by = { $seat } : { $who }
announce-move = { $who } a joué { $move }.
announce-capture = { $who } a joué { $move }, une prise.
announce-chance = Hasard : { $move }.
stop = Arrêter
resume-ai = Relancer l'IA
reason-king-captured = { $who } a pris le Roi
reason-no-legal-move = { $who } n'a aucun coup légal
reason-three-towers = { $who } contrôle trois tours
reason-more-towers = { $who } contrôle plus de { $stage } ({ $won }–{ $lost })
reason-more-towers-after-ties = égalité en { $ties } ; { $who } contrôle plus de { $stage } ({ $won }–{ $lost })
reason-tied-towers = égalité en { $ties }
tower-stage = { $stage } ({ $white }–{ $black })
stage-completed = tours complètes
stage-holding-two = tours contenant deux de ses pièces
stage-holding-one = tours contenant une de ses pièces
reason-checkmate = { $who } fait échec et mat
reason-king-left-attacked = le roi de { $who } est resté en échec
reason-stalemate = pat
reason-repetition = triple répétition
reason-fifty-moves = règle des cinquante coups
reason-bare-kings = roi contre roi
reason-throne = { $who } occupe le Trône
reason-last-left = { $who } est le dernier joueur en lice
reason-eliminated-together = les derniers joueurs ont été éliminés ensemble
reason-resigned = { $who } a abandonné
reason-agreed-draw = les joueurs ont convenu de la nulle

## The new-game dialog

new-game = Nouvelle partie
opponent = Adversaire
opponent-friend = Un ami sur cet appareil
opponent-computer = L'ordinateur
level = Niveau
ai-level = Niveau de l'IA
you-play = Vous jouez
play-first = En premier
play-second = En second
seats = Places
seat-is-played-by = { $seat } est joué par
seat-person = Une personne sur cet appareil
seat-computer = Ordinateur : { $level }
start = Commencer
cancel = Annuler
options-board = Plateau
options-board-r1 = R1 (compact, 160 tuiles, jusqu'à 5 joueurs)
options-board-r2 = R2 (standard, 300 tuiles, jusqu'à 6 joueurs)
options-setup = Mise en place
options-setup-a = A : standard (deux joueurs sur R2)
options-setup-b = B : rapide (une Garnison chacun dès le départ)
options-setup-c = C : longue (une Porte chacun)
options-not-on-board = Indisponible sur ce plateau : { $why }.
options-table = Table
options-players = Joueurs
options-player-count = Nombre de joueurs
options-deep-moats = Douves profondes

## The play page

game-panel = Panneau de jeu
link-rules = Règles
link-learn = Apprendre
link-puzzles = Problèmes
link-edit = Modifier la position
dismiss = Fermer
undo = ↶ Annuler
undo-title = Reprendre le dernier coup (contre l'IA : jusqu'à votre tour)
redo = Rétablir ↷
redo-title = Rejouer les coups repris
save-copy = Enregistrer une copie
saved-copy = Copie enregistrée. Retrouvez-la dans Sauvegardes.
resign = ⚐ Abandonner
resign-title = Abandonner cette partie : l'autre camp gagne
resign-confirm = Confirmer l'abandon
resign-as = Abandonner en tant que { $seat } ?
resign-yes = Oui, abandonner
keep-playing = Continuer à jouer
moves = Coups
no-moves-yet = Aucun coup pour l'instant.
draw-agreed = Nulle d'un commun accord
replay = Relecture
replay-first = Position initiale
replay-first-title = Position initiale (Début, quand le plateau n'a pas le focus)
replay-previous = Coup précédent
replay-previous-title = Coup précédent (←, quand le plateau n'a pas le focus)
replay-next = Coup suivant
replay-next-title = Coup suivant (→, quand le plateau n'a pas le focus)
replay-last = Dernier coup
replay-last-title = Dernier coup (Fin, quand le plateau n'a pas le focus)
play-from-here = Jouer à partir d'ici
play-from-here-title = Commencer une nouvelle partie à partir de la position affichée ; la partie d'origine est conservée en entier dans Sauvegardes
hint = Indice
hint-thinking = Réflexion…
hint-title = Demander à l'IA ({ $level }) un coup pour cette position, sans le jouer (H)
hint-said = Indice :
hint-by = (IA, { $level })
hints-used = Indices utilisés : { $count }

## Notices above the board (src/table/said.rs)

notice-wait-for-ai = Ce n'est pas votre tour : attendez l'IA.
notice-move-refused = Ce coup est impossible : { $why }
notice-ai-failed = L'IA n'a pas pu jouer : { $why }
notice-ai-move-stale = Le coup de l'IA ne correspond plus à la position ; il a été ignoré.
notice-nothing-to-resign = Vous n'avez aucune partie à abandonner.
notice-cannot-resign = Impossible d'abandonner la partie : { $why }
notice-setup-failed = Impossible de mettre en place la partie : { $why }
notice-no-hint = Pas d'indice : { $why }
notice-hint-stale = L'indice ne correspond plus à la position ; il a été ignoré.
notice-branched = Une nouvelle partie reprend à partir du coup { $ply }. La partie d'origine est conservée en entier dans Sauvegardes.
notice-not-kept-new-game = Votre partie précédente n'a pas pu être conservée : { $why }
notice-not-kept-branch = Impossible de repartir de cette position, rien n'a donc été modifié : { $why }
notice-not-kept-invitation = Votre partie en cours n'a pas pu être conservée, l'invitation n'a donc pas été acceptée : { $why }
notice-not-kept-link = Le lien n'a pas été ouvert, car votre partie en cours n'a pas pu être conservée : { $why }
notice-not-kept = Une partie n'a pas pu être conservée dans vos sauvegardes : { $why }
move-unparsable = « { $move } » n'est pas un coup légal ici
move-illegal = coup illégal : { $why }
move-not-dealt = coup illégal : la prochaine carte du paquet est { $dealt }, et non { $played }
move-wrong-game = coup illégal : ce coup appartient à un autre jeu
move-no-such-move = coup illégal : aucun coup n° { $index } dans cette position
move-no-such-player = coup illégal : il n'y a pas de joueur { $number }
move-game-over = la partie est terminée

## The puzzles pages (src/ui/pages/puzzles.rs, puzzle_solve.rs, puzzle_words.rs)

moves-count = { $count ->
    [one] { $count } coup
    [many] { $count } de coups
   *[other] { $count } coups
}
pieces-count = { $count ->
    [one] { $count } pièce
    [many] { $count } de pièces
   *[other] { $count } pièces
}
puzzle-ask-win = { $seat } joue et gagne en { $moves }
puzzle-ask-capture = { $seat } joue et gagne du matériel qu'aucune réponse ne reprend
puzzle-right = { $move } est le bon coup.
puzzle-replies = { $seat } répond { $move }.
puzzle-forced = { $move } : votre seul coup, joué pour vous.
puzzle-you-draw = Vous piochez une carte { $card }.
puzzle-solved = Résolu !
puzzle-your-move = À vous de jouer (encore { $moves }).
puzzle-not-it = { $move } n'est pas le bon coup.
puzzle-answers = { $seat } répond { $move }.
puzzle-answers-stopping = { $seat } répond { $move }, ce qui pare votre menace { $threat }.
puzzle-ends-no-win = La partie se termine : { $reason }, mais ce n'est pas une victoire.
puzzle-ends = La partie se termine : { $reason }.
puzzle-then-wins = { $seat } gagne ensuite en { $moves }.
puzzle-then-wins-line = { $seat } gagne ensuite en { $moves } : { $line }.
puzzle-only-draw = Avec le meilleur jeu, la partie est désormais nulle.
puzzle-slower-win = Vous gagnez encore, mais en { $moves } ; la solution gagne en { $wanted }.
puzzle-no-win = Ce coup laisse échapper la victoire.
puzzle-no-win-in = Vous ne gagnez plus en { $moves }.
puzzle-card-spoils = Ce coup ne gagne pas contre toutes les cartes que vous pourriez piocher : après une carte { $card } (celle piochée ici), aucune façon de l'appliquer ne conserve la victoire.
standing-up = { $pieces } d'avance
standing-even = l'égalité matérielle
standing-down = { $pieces } de retard
puzzle-keeps-less = Après ce coup, vous avez { $standing } ; la meilleure prise conserve { $best } d'avance.
puzzles-title = Problèmes de { $game }
puzzle-title = Problème { $number }
puzzle-unreadable = La position de ce problème est illisible.
puzzle-data-unreadable = Les données des problèmes sont illisibles : { $why }
puzzle-missing = Il n'y a aucun problème « { $id } ».
all-puzzles = Tous les problèmes
streak = Série : { $count }
puzzle-hint-said-cell = Indice : le coup part de la case marquée. Affichez le coup pour le voir en entier.
puzzle-hint-said-tile = Indice : le coup part de la tuile marquée. Affichez le coup pour le voir en entier.
puzzle-hint-said-square = Indice : le coup part de la case marquée. Affichez le coup pour le voir en entier.
puzzle-checking = Vérification de votre coup…
puzzle-show-move = Afficher le coup
puzzle-retry = Réessayer
puzzle-next = Suivant
difficulty-easy = facile
difficulty-medium = moyen
difficulty-hard = difficile
puzzle-goal-win = gagner en { $moves }
puzzle-goal-capture = gagner du matériel
puzzle-label = Problème { $number } · { $level } · { $goal }
puzzle-label-solved = Problème { $number } · { $level } · { $goal } · résolu
puzzle-label-helped = Problème { $number } · { $level } · { $goal } · résolu avec aide
puzzles-lede = Chaque problème n'a qu'une façon de gagner, prouvée par le moteur de Rosette : jouez les coups de votre camp jusqu'à la fin de la partie ; les réponses sont jouées pour vous. Les plus faciles d'abord.
puzzles-solved = Résolus : { $solved } sur { $total }

## The learn pages (src/ui/pages/learn)

learn-title = Apprendre { $game }
learn-lede = { $total ->
    [one] { $total } courte leçon, une règle, jouée sur le vrai plateau.
    [many] { $total } de courtes leçons, une règle chacune, jouées sur le vrai plateau.
   *[other] { $total } courtes leçons, une règle chacune, jouées sur le vrai plateau.
}
learn-finished = Leçons terminées : { $finished } sur { $total }.
learn-start = Commencer : { $lesson }
learn-continue = Continuer : { $lesson }
learn-all-done = Toutes les leçons sont terminées : jouez à { $game }
finished = (terminée)
finished-title = Terminée
lesson-back = ← Apprendre { $game }
lesson-count = Leçon { $number } sur { $total }
lesson-task = Votre objectif :
lesson-you-play = Votre camp : { $seat }. { $now }
lesson-not-shown = Non visible sur le plateau
lesson-checking = Vérification de votre coup…
lesson-retry = Réessayer
lesson-next = Leçon suivante
lesson-not-found = Leçon introuvable
lesson-missing = { $game } n'a aucune leçon « { $id } ».
lesson-unplayable = Impossible de mettre en place cette leçon.
lesson-all = Toutes les leçons de { $game }
lesson-quiet-moves = Coups sans capture ni coup de pion : { $count } (à 100, la partie est nulle).
lesson-moved = Pièces ayant bougé par leur propre coup (ni avance double ni roque) : { $pieces }.
lesson-moved-piece = { $piece } en { $square } ({ $seat })
lesson-going-replied = { $left ->
    [one] Bien. L'adversaire a répondu ; encore un coup à jouer.
    [many] Bien. L'adversaire a répondu ; encore { $left } de coups à jouer.
   *[other] Bien. L'adversaire a répondu ; encore { $left } coups à jouer.
}
lesson-going-drawn = { $left ->
    [one] Bien. Une carte a été piochée ; encore un coup à jouer.
    [many] Bien. Une carte a été piochée ; encore { $left } de coups à jouer.
   *[other] Bien. Une carte a été piochée ; encore { $left } coups à jouer.
}
lesson-over = Cette leçon est terminée : appuyez sur Réessayer pour la rejouer.
lesson-earlier-move = Le coup { $move }, joué plus tôt dans la leçon, ne peut pas être rejoué.
lesson-try-again = Réessayez.
lesson-texts-english = Cette leçon est affichée en anglais : la langue { $language } n'a pas pu être chargée ({ $why }).

## What a lesson move did (src/learn/happened.rs), said before the rule it missed

happened-completed-tower = Ce coup a complété la tour en { $cell } : { $seat } la contrôle.
happened-any-empty-cell = { $seat } peut maintenant poser sur n'importe quelle case vide.
happened-sent-to = { $seat } doit maintenant poser en { $cells }.
happened-ended = La partie s'est terminée : { $reason }.
happened-ended-draw = La partie s'est terminée par une nulle : { $reason }.
happened-captured-nothing = Ce coup n'a rien capturé.
happened-captured-others = { $count ->
    [one] Ce coup a capturé la pièce en { $tiles }, mais ce n'est pas ce que demande cette leçon.
    [many] Ce coup a capturé { $count } de pièces ({ $tiles }), mais ce n'est pas ce que demande cette leçon.
   *[other] Ce coup a capturé { $count } pièces ({ $tiles }), mais ce n'est pas ce que demande cette leçon.
}
happened-lost-in-reply = { $count ->
    [one] Votre pièce en { $tiles } a été capturée en riposte.
   *[other] Vos pièces en { $tiles } ont été capturées en riposte.
}
happened-dropped-own-phoenix = Ce coup a parachuté votre Phénix en { $square }.
happened-dropped-their-phoenix = Ce coup a parachuté le Phénix de votre adversaire en { $square }.
happened-took-own = Ce coup a pris { $piece } en { $square }, l'une de vos propres pièces.
happened-took = Ce coup a pris { $piece } en { $square }.
happened-king-exposed = Votre Roi peut maintenant être pris.
happened-captured-piece = Ce coup a capturé une pièce.
happened-void-returns = Au tirage de la carte, la méga-case mise au néant est revenue, et elle attaque votre roi.
happened-gives-check = Ce coup donne échec.
or-list = { $first } ou { $last }

## Chiron's pieces, as a sentence names one (src/ui/words.rs)

chiron-king = le Roi
chiron-king-flipped = le Roi retourné
chiron-phoenix = le Phénix
chiron-phoenix-flipped = le Phénix retourné
chiron-ant = la Fourmi
chiron-ant-flipped = la Fourmi retournée
chiron-crab-left = le Crabe gaucher
chiron-crab-right = le Crabe droitier
chiron-moth-left = la Phalène gauchère
chiron-moth-right = la Phalène droitière
chiron-hummingbird-left = le Colibri gaucher
chiron-hummingbird-right = le Colibri droitier

## What a Shifting Chess card did (src/ui/words.rs): in a lesson, and beside the board

applied-swapped = Les méga-cases { $a } et { $b } ont été échangées.
applied-turned-clockwise = La méga-case { $tile } a tourné dans le sens horaire.
applied-turned-counter = La méga-case { $tile } a tourné dans le sens antihoraire.
applied-slid = La méga-case { $tile } a glissé vers { $direction }.
applied-slid-pushing = La méga-case { $tile } a glissé vers { $direction }, en poussant { $pushed }.
applied-voided = La méga-case { $tile } a été mise au néant.
applied-no-effect = La carte n'avait aucune application légale.
direction-north = le nord
direction-east = l'est
direction-south = le sud
direction-west = l'ouest
card-news = { $seat } a pioché la carte { $card }.
piece-pawn = pion
piece-rook = tour
piece-king = roi
