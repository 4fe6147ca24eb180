# Rosette's messages in French.

## The top bar and every page

site-title = Rosette — jeux de stratégie abstraits
brand-home = Accueil de Rosette
cancel = Annuler
nav-games = Jeux
nav-saves = Sauvegardes
nav-boards = Plateaux
save-problem = Vos parties ne sont pas sauvegardées ({ $why }).
save-problem-link = Libérez de l'espace sur la page Sauvegardes
bad-link = Impossible d'ouvrir ce lien : il ne désigne aucun jeu connu de Rosette (« { $link } »).
boot-loading = Chargement de Rosette : après cette première visite, le site s'ouvrira instantanément, même hors ligne.
update-ready = Une nouvelle version de Rosette est disponible.
update-reload = Recharger
download-failed = Une partie de cette page n'a pas pu être téléchargée. Vérifiez la connexion.

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
rules-loading = Chargement des règles…
rules-unavailable = Les règles n'ont pas pu être chargées ({ $why }).
rules-clauses-head = Points à retenir
badge-reconstruction = Reconstitution
badge-ruling = Décision de Rosette
rules-diagram-error = Ce diagramme n'a pas pu être dessiné :

## Fetching a file of the site

fetch-unreachable = le fichier est inaccessible
fetch-status = le site a répondu { $status }
fetch-unreadable = le fichier est illisible
fetch-retry = Réessayer

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

## The new-game dialog (only: game-pages)

new-game = Nouvelle partie
new-game-refused = Impossible de jouer avec ces options : { $why }.
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

## The play page (only: game-pages)

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
saved-copy-failed = La copie n'a pas été enregistrée : { $why }.
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

## Notices above the board (src/ui/words/notice.rs) (only: game-pages)

notice-wait-for-ai = Ce n'est pas votre tour : attendez l'IA.
notice-move-refused = Ce coup est impossible : { $why }
notice-ai-failed = L'IA n'a pas pu jouer : { $why }.
notice-ai-move-stale = Le coup de l'IA ne correspond plus à la position ; il a été ignoré.
notice-nothing-to-resign = Vous n'avez aucune partie à abandonner.
notice-cannot-resign = Impossible d'abandonner la partie : { $why }
notice-setup-failed = Impossible de mettre en place la partie : { $why }
notice-no-hint = Pas d'indice : { $why }.
notice-hint-stale = L'indice ne correspond plus à la position ; il a été ignoré.
notice-branched = Une nouvelle partie reprend à partir du coup { $ply }. La partie d'origine est conservée en entier dans Sauvegardes.
notice-not-kept-new-game = Votre partie précédente n'a pas pu être conservée : { $why }
notice-not-kept-branch = Impossible de repartir de cette position, rien n'a donc été modifié : { $why }
notice-not-kept-invitation = Votre partie en cours n'a pas pu être conservée, l'invitation n'a donc pas été acceptée : { $why }
notice-not-kept-link = Le lien n'a pas été ouvert, car votre partie en cours n'a pas pu être conservée : { $why }
notice-not-kept = Une partie n'a pas pu être conservée dans vos sauvegardes : { $why }

## Why a move, a position or a stored game was refused (src/ui/words/errors.rs)

move-unparsable = « { $move } » n'est pas un coup légal ici
move-illegal = coup illégal : ce coup n'est pas permis dans cette position
move-card-refused = coup illégal : { $why }
move-not-dealt = coup illégal : la prochaine carte du paquet est { $dealt }, et non { $played }
move-wrong-game = coup illégal : ce coup appartient à un autre jeu
move-no-such-move = coup illégal : aucun coup n° { $index } dans cette position
move-no-such-player = coup illégal : il n'y a pas de joueur { $number }
move-game-over = la partie est terminée
setup-syntax = { $part ->
    [board] le plateau est illisible
    [side-to-move] le camp au trait est illisible
    [hands] les Phénix en main sont illisibles
    [pools] les réserves des prises sont illisibles
    [last-move] le dernier coup est illisible
    [opening-flag] la marque d'ouverture au Carré est illisible
    [options] les options sont illisibles
    [pieces] les pièces sont illisibles
    [reserves] les réserves sont illisibles
    [captured] les nombres de pièces capturées sont illisibles
    [eliminated] la liste des joueurs éliminés est illisible
    [result] le résultat est illisible
    [turn] le tour est illisible
    [tiles] les méga-cases sont illisibles
    [limbo] la méga-case mise au néant est illisible
    [deck] le paquet est illisible
    [phase] la phase de carte est illisible
    [en-passant] la case de prise en passant est illisible
    [halfmove-clock] le nombre de coups sans capture ni coup de pion est illisible
    [turn-count] le nombre de coups joués est illisible
   *[other] la position est illisible
}
setup-syntax-at = { $why } au niveau de « { $found } »
setup-illegal = position illégale : { $why }
setup-illegal-unsaid = position illégale : elle enfreint une règle de son jeu
setup-bad-option = option invalide : { $why }
setup-not-built = { $game } n'est pas disponible sur cette page
bad-option-unknown-game = aucun jeu ne s'appelle « { $game } »
bad-option-bad-name = « { $name } » n'est pas un nom d'option valide
bad-option-no-such = ce jeu n'a pas d'option « { $name } »
bad-option-needs-value = l'option « { $name } » demande une valeur
bad-option-bad-value = l'option « { $option } » ne peut pas valoir « { $value } »
bad-option-unsaid = ces options ne peuvent pas être combinées
persist-malformed = ce n'est pas une partie de Rosette, ou elle est endommagée
persist-future-version = cette partie a été sauvegardée par une version plus récente de Rosette (format { $format }) ; rechargez la page pour la mettre à jour
persist-setup = impossible de mettre en place la partie : { $why }
persist-move = le coup { $move } ({ $text }) ne peut pas être joué : { $why }
link-damage-too-long = le lien est trop long
link-damage-not-rosette = ce n'est pas un lien de Rosette
link-damage-cut-short = le lien est tronqué : copiez-le de nouveau, en entier
link-damage-part = { $part ->
    [position] le lien contient une position endommagée
    [game-id] le lien contient un identifiant de partie endommagé
    [seats] le lien contient des places endommagées
    [start] le lien contient une position initiale endommagée
    [moves] le lien contient des coups endommagés
    [ending] l'abandon ou la nulle indiqués dans le lien sont endommagés
    [hints] le lien contient un nombre d'indices endommagé
   *[other] le lien est endommagé
}
link-damage-not-canonical = le lien n'est pas écrit sous la forme qu'utilise Rosette
link-damage-cannot-carry = les options de cette partie ne peuvent pas être transmises par un lien

## The puzzles pages (src/ui/pages/puzzles.rs, puzzle_solve.rs, puzzle_words.rs) (only: game-pages)

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
puzzles-loading = Chargement des problèmes…
puzzles-unavailable = Les problèmes n'ont pas pu être chargés ({ $why }).
puzzle-data-unreadable = Les données des problèmes sont illisibles : { $why }
puzzle-data-line = ligne { $line }
puzzle-data-puzzle = problème « { $id } »
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

## The learn pages (src/ui/pages/learn) (only: game-pages)

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
lessons-loading = Chargement des leçons…
lessons-unavailable = Les leçons n'ont pas pu être chargées ({ $why }).

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
happened-took-own = Ce coup a pris l'une de vos propres pièces : { $piece } en { $square }.
happened-took = Ce coup a pris une pièce : { $piece } en { $square }.
happened-king-exposed = Votre Roi peut maintenant être pris.
happened-captured-piece = Ce coup a capturé une pièce.
happened-void-returns = Au tirage de la carte, la méga-case mise au néant est revenue, et elle attaque votre roi.
happened-gives-check = Ce coup donne échec.
or-list = { $first } ou { $last }

## Chiron's pieces, as a sentence names one (src/ui/words.rs)

chiron-king = Roi
chiron-king-flipped = Roi retourné
chiron-phoenix = Phénix
chiron-phoenix-flipped = Phénix retourné
chiron-ant = Fourmi
chiron-ant-flipped = Fourmi retournée
chiron-crab-left = Crabe gaucher
chiron-crab-right = Crabe droitier
chiron-moth-left = Phalène gauchère
chiron-moth-right = Phalène droitière
chiron-hummingbird-left = Colibri gaucher
chiron-hummingbird-right = Colibri droitier
chiron-crab = Crabe
chiron-moth = Phalène
chiron-hummingbird = Colibri

## Around the Chiron board (src/ui/boards/chiron) (only: chiron)

chiron-keep = Sans changement
chiron-flip-here = Se retourner ici
chiron-flip-to = Se retourner, aller en { $square }
chiron-become = Devenir { $piece }
chiron-promotion = Choix de promotion
chiron-reaches = { $piece } arrive en { $square }.
chiron-relocate = { $count ->
    [one] Pour retourner la pièce et la repositionner, cliquez sur la case cerclée ; ou :
    [many] Pour retourner la pièce et la repositionner, cliquez sur l'une des { $count } de cases cerclées ; ou :
   *[other] Pour retourner la pièce et la repositionner, cliquez sur l'une des { $count } cases cerclées ; ou :
}
chiron-choose = Choisissez :
chiron-hand = Main de { $seat }
chiron-no-phoenix = aucun Phénix
chiron-drop-title = Parachuter le Phénix de { $seat } sur sa première rangée
chiron-pool-title = La réserve des prises : les pièces de ce joueur qui ont été capturées (par l'un ou l'autre camp). Une Fourmi qui atteint la 7e ou la 8e rangée de son propriétaire peut devenir l'une d'elles.
chiron-pool-label = une Fourmi peut devenir :
chiron-stuck = Aucun coup légal pour l'instant : { $piece } en { $square }.
chiron-phoenix-stuck = Le Phénix n'a pour l'instant aucune case où être parachuté.
chiron-last-drop = Dernier coup : parachutage d'un Phénix.
chiron-king-capturable = Le Roi de { $seat } peut être pris : il est attaqué.
chiron-king-attacked = Le Roi de { $seat } est attaqué : { $other } peut le prendre dès maintenant.
chiron-moves-of = Déplacements : { $piece }
chiron-note-king = Saute de deux rangées vers l'avant. Sa capture termine la partie ; il peut se retourner dans la zone.
chiron-note-phoenix = Avance d'une case. Capture toute pièce ennemie, sauf un Phénix, sur les rangées ombrées derrière lui. Capturé, il va dans la main de celui qui l'a pris.
chiron-note-ant = Avance d'une case ; ce pas peut aussi prendre une Fourmi amie. Dans la zone, elle peut se retourner ou devenir une pièce de la réserve.
chiron-note-crab = Pas et larges sauts vers l'avant, glissement d'un côté ; de l'autre côté, ne fait que capturer.
chiron-note-moth = Sauts de cavalier et recul en diagonale d'un côté ; de l'autre côté, ne fait que capturer.
chiron-note-hummingbird = Glissement de tour vers l'avant et sauts de cavalier en arrière ; d'un côté, ces sauts ne font que capturer.
chiron-legend-mirror = { $piece } (version gauchère ; la droitière en est le miroir)
chiron-legend = Déplacements des pièces
chiron-legend-summary = Toutes les pièces : point = déplacement, croix = capture seule, ligne = glissement
chiron-legend-black = Les pièces noires sont tournées de 180°. Retournés, le Roi, le Phénix et la Fourmi se déplacent à l'envers (leur flèche indique leur nouvel avant).
flip-board-title = Voir le plateau depuis l'autre côté

## Around the Pyrga board (src/ui/boards/pyrga) (only: pyrga)

pyrga-tower-of = { $pieces }, tour contrôlée par { $seat }
pyrga-point = Orienter le Triangle vers { $direction }
pyrga-fallback-note = Impossible de jouer là où pointe la dernière pièce : toute case vide est donc permise.
pyrga-square-banned-note = Les Blancs ont ouvert avec un Carré : leur deuxième pièce ne peut donc pas être un Carré.
pyrga-triangle-touch = Touchez une flèche pour orienter le Triangle ; touchez de nouveau la case pour l'orienter vers { $direction } (en surbrillance).
pyrga-triangle-mouse = Cliquez sur une flèche pour orienter le Triangle dans ce sens, ou choisissez avec les flèches du clavier et appuyez sur Entrée. Cliquer de nouveau sur la case le pose orienté vers { $direction } (la flèche en surbrillance).
pyrga-tray-owner = Pièces de { $seat }
pyrga-tray-label = Pièces en main de { $seat }

## Around the Shifting Chess board (src/ui/boards/shifting) (only: shifting-chess)

shifting-gap = trou
shifting-boulder = rocher
shifting-tile = Méga-case { $tile }
shifting-that-slot = Cet emplacement
shifting-clockwise = sens horaire
shifting-counter = sens antihoraire
shifting-with = avec { $tile }
shifting-cannot-use = { $tile } ne peut pas servir : { $why }.
shifting-tile-refused = { $tile } : { $why }
shifting-instruction-swap = Choisissez deux méga-cases voisines à échanger.
shifting-instruction-rotate = Choisissez une méga-case, puis le sens dans lequel la faire tourner.
shifting-instruction-slide = Choisissez une méga-case, puis une direction (un bouton, ou cliquez sur l'emplacement voisin) ; jusqu'à deux méga-cases devant elle sont poussées.
shifting-instruction-void = Choisissez une méga-case sans roi à retirer du plateau jusqu'au prochain tirage.
shifting-step-swap = Choisissez maintenant la voisine encadrée à échanger avec { $tile } ; les grisées ne le peuvent pas (touchez-en une pour savoir pourquoi).
shifting-step-direction = Choisissez maintenant la direction.
shifting-step-tiles = Les méga-cases encadrées peuvent être choisies ; les grisées, non (touchez-en une pour savoir pourquoi).
shifting-no-cards = Pas de cartes dans cette partie
shifting-card-next = { $turns ->
    [one] Carte après ce coup
    [many] Carte dans { $turns } de tours
   *[other] Carte dans { $turns } tours
}
shifting-drawing = Tirage d'une carte…
shifting-drew = { $seat } a pioché la carte { $card }
shifting-in-check = { $seat } est en échec.
shifting-rotate-cw = ↻ Sens horaire
shifting-rotate-ccw = ↺ Sens antihoraire
shifting-slide-north = ↑ Nord
shifting-slide-east = → Est
shifting-slide-south = ↓ Sud
shifting-slide-west = ← Ouest
shifting-direction = Direction
shifting-applies = { $seat } applique cette carte.
shifting-no-effect = Aucune façon légale d'appliquer cette carte : elle reste sans effet.
shifting-continue = Continuer
shifting-preview = Aperçu :
shifting-apply = Appliquer
shifting-cards = Cartes
shifting-deck = Paquet
shifting-discard = Défausse
shifting-promotion = Promotion
shifting-promote-to = Promouvoir en
shifting-promote-to-piece = Promouvoir en { $piece }
shifting-voided-title = La méga-case { $tile } est mise au néant ; elle revient au prochain tirage
shifting-zoom-hint = Touchez le plateau pour zoomer.

## Around the Chirality board (src/ui/boards/chirality) (only: chirality)

chirality-active-phase = Phase active
chirality-response-phase = Phase de riposte
chirality-throne-tile = { $tile } (tuile du Trône)
chirality-thick-tile = { $tile } (tuile épaisse)
chirality-thin-tile = { $tile } (tuile fine)
chirality-moat-of-garrison = la Douve de sa Garnison sur { $star }
chirality-attacker = { $count ->
    [one] { $seat } avec { $count } source ({ $sources })
    [many] { $seat } avec { $count } de sources ({ $sources })
   *[other] { $seat } avec { $count } sources ({ $sources })
}
chirality-fell = { $seat } : la pièce en { $tile } a été prise par { $attackers }.
chirality-the-throne = le Trône
chirality-star-by = l'Étoile de { $tile }
chirality-captured-count = { $count ->
    [one] { $count } pièce capturée.
    [many] { $count } de pièces capturées.
   *[other] { $count } pièces capturées.
}
chirality-eliminated = { $seat } est éliminé.
chirality-summary-throne = a complété le Trône
chirality-summary-captures = { $count ->
    [0] aucune capture
    [one] { $count } capture
    [many] { $count } de captures
   *[other] { $count } captures
}
chirality-summary-eliminated = { $summary }, { $seat } éliminé
chirality-log-entry = { $seat } { $move } : { $summary }
chirality-throne-ends = Ce coup a complété le Trône : la partie se termine avant toute capture.
chirality-no-captures = Aucune capture.
chirality-capture-line = { $phase } : { $capture }
chirality-previous = ◀ Précédente
chirality-next = Suivante ▶
chirality-capture-of = Capture { $number } sur { $total }
chirality-eliminated-list = Éliminés : { $seats }.
chirality-captures-label = Captures des derniers tours
chirality-last-turns = Derniers tours
chirality-turn-shown = Tour joué par { $seat } : { $move }
chirality-threat = { $seat }, pièce en { $tile } : attaquée par { $attackers }
chirality-threats = Menaces
chirality-threats-hint = Pastilles : le nombre de sources de chaque joueur attaquant. Sur une tuile épaisse, une pièce tombe sous deux sources ; sur une tuile fine ou du Trône, sous une seule. Les pièces cerclées sont en danger.
chirality-no-danger = Aucune pièce n'est en danger.
chirality-tile-piece = pièce de { $seat }
chirality-throne = Trône
chirality-star = Étoile { $name }
chirality-part-of = partie de l'{ $star }
chirality-moat-of = Douve ({ $star })
chirality-deep-moat-of = Douve profonde ({ $star })
chirality-gate = Porte { $number }
chirality-rim = bord
chirality-thick = Épaisse
chirality-thin = Fine
chirality-tile-label = { $tile } : { $features }
chirality-show-threats = Afficher les menaces
chirality-tray-eliminated = éliminé
chirality-tray-counts = plateau : { $board } · réserve : { $reserve } · pertes : { $lost }
chirality-players = Joueurs et réserves
chirality-place-start = Placez votre pièce de départ sur une tuile de Porte en surbrillance.
chirality-cancel-muster = Annuler le Recrutement
chirality-muster = Recruter depuis la réserve ({ $count })
chirality-muster-hint = Choisissez une tuile de Porte en surbrillance. Les tuiles marquées R ne sont accessibles que par Recrutement à distance (grâce à votre Garnison intérieure).
chirality-no-muster-over = La partie est terminée.
chirality-no-muster-placing = Mise en place C : il faut d'abord placer les pièces de départ.
chirality-no-muster-chance = Ce n'est le tour de personne.
chirality-no-muster-reserve = Vous n'avez aucune pièce en réserve.
chirality-no-muster = Recrutement impossible pour l'instant : { $gates } et { $garrison }.
chirality-no-gate = vous n'occupez aucune tuile de Porte
chirality-gates-taken = les Portes que vous occupez n'ont plus aucune tuile libre
chirality-no-garrison = vous n'avez aucune Garnison intérieure pour un Recrutement à distance
chirality-garrison-blocked = chaque Porte à portée de votre Garnison intérieure porte une pièce ennemie ou n'a plus aucune tuile épaisse vide
chirality-board = Plateau de Chirality
chirality-board-named = Plateau de Chirality { $board }

## Shared by the boards and the words for pieces (src/ui/boards, src/ui/words/pieces.rs)

chiron-holds = En main ({ $seat }) :
flip-board = ⇅ Retourner le plateau
square-label = { $square } : { $piece }
square-empty = vide
piece-of = { $piece } ({ $seat })
pyrga-square = Carré
pyrga-triangle = Triangle
pyrga-cylinder = Cylindre

## Why a drawn card cannot be used so (src/ui/words/pieces.rs): lower case, made a sentence

apply-no-card-drawn = aucune carte n'attend d'être appliquée
apply-not-the-drawn-card = la carte à appliquer est { $card }
apply-no-tile = il n'y a pas de méga-case à cet endroit
apply-voided = la méga-case mise au néant ne peut pas bouger avant le prochain tirage
apply-not-adjacent = les méga-cases ne sont pas voisines
apply-their-king = une méga-case portant le roi adverse ne peut pas être échangée
apply-holds-king = une méga-case portant un roi ne peut pas être mise au néant
apply-off-board = cela pousserait une méga-case hors du plateau
apply-too-many-tiles = un glissement pousse au plus deux méga-cases
apply-into-void-spot = cela déplacerait une méga-case sur l'emplacement de la méga-case mise au néant
apply-exposes-king = cela exposerait votre roi
apply-has-effect = la carte a une application légale : elle doit donc être appliquée
apply-no-legal-use = toutes les façons d'utiliser cette méga-case sont refusées

## Zooming a board (src/ui/boards)

zoom = Zoom
zoom-out = Zoom arrière
zoom-in = Zoom avant
whole-board = Plateau entier
whole-board-label = Afficher tout le plateau
minimap-label = Plateau entier (le cadre montre la partie visible)

## The play page's panels: share, analysis (src/ui/widgets) (only: game-pages)

share = Partager
share-title = Rosette : à vous de jouer
share-no-link = Pas de lien : { $why }
share-game-copied = Lien copié. Toute personne qui l'ouvre verra cette partie.
share-position-copied = Lien copié. Toute personne qui l'ouvre pourra jouer à partir de cette position.
share-move-sent = Envoyez-le à votre adversaire. Ouvrir le lien de sa réponse poursuivra cette partie.
share-move-copied = Lien copié : envoyez-le à votre adversaire. Ouvrir le lien de sa réponse poursuivra cette partie.
share-game-link = Le lien de cette partie.
share-send-move = Envoyer le coup
share-send-move-hint = Vous jouez par lien ? Envoyez la partie après votre coup.
share-deck-known = Les deux appareils savent quelles cartes vont sortir
share-deck-note = Quand on joue par lien, l'ordre du paquet découle de la graine de la partie, que le lien transmet. Chaque joueur pourrait regarder les cartes à venir ; chaque tirage est la carte suivante du paquet, jamais un choix.
share-copy-game = Copier le lien de la partie
share-copy-position = Copier le lien de la position
share-qr = Code QR
share-at-move = Lien vers ce coup
share-at-move-title = Le lien de la partie s'ouvre au coup affiché sur le plateau
share-link = Lien
analysis = Analyse
analysis-evaluate = Évaluer la partie
analysis-evaluate-title = Demander à l'IA d'évaluer chaque position de la partie (une courte recherche par position)
analysis-progress = Position { $number } sur { $total }…
analysis-stop = Arrêter
analysis-stale = La partie a changé depuis son évaluation : évaluez-la de nouveau pour voir la suite.
eval-even = égalité
eval-move = Coup { $ply } ({ $move })
eval-start = Position initiale
eval-none = Graphique d'évaluation : aucune position évaluée pour l'instant.
eval-summary = Graphique d'évaluation (positions : { $count }). { $at } : { $value }.
eval-never-ahead = { $seat } n'a jamais mené.
eval-largest-lead = { $seat } : plus grande avance, +{ $lead } — { $at }.
eval-not-yet = { $at } : pas encore d'évaluation
eval-above-below = Au-dessus de la ligne : { $above } mène. En dessous : { $below } mène.
eval-slider = Graphique d'évaluation : coup affiché

## Live play (src/ui/live) (only: game-pages)

live-waiting = En attente de votre ami…
live-connected = Connecté à votre ami
live-relayed = { $status } (via un serveur relais)
live-interrupted = Connexion interrompue : en attente de son rétablissement…
live-reconnecting = Non connecté à votre ami
live-no-path = Vos appareils n'ont pas pu se joindre
live-expired = L'invitation a expiré : aucune réponse en { $minutes } minutes
live-refused = Non connecté. { $why }
live-no-path-why = Certains routeurs (au bureau, à l'école, chez certains particuliers) et la plupart des réseaux mobiles empêchent deux appareils de se connecter directement ; un serveur TURN peut alors servir de relais. Vous pouvez continuer par lien : chaque coup part dans un lien que vous envoyez.
live-reconnecting-why = Un téléphone qui se met en veille ou change de réseau perd la connexion. Les coups joués entre-temps sont conservés et envoyés dès que la connexion est rétablie.
live-asks-undo = Votre ami demande à reprendre son dernier coup.
live-offers-draw = Votre ami propose la nulle.
live-offers-rematch = Votre ami propose une autre partie.
live-said-connected = Connecté à votre ami.
live-said-damaged = Un message endommagé venant de l'appareil de votre ami a été refusé.
live-said-before-hello = Un message est arrivé avant que l'appareil de votre ami ne se soit présenté ; il a été ignoré.
live-said-undo-agreed = Votre ami a accepté : les coups sont repris.
live-said-undo-declined = Votre ami a refusé de reprendre les coups.
live-said-draw-agreed = Nulle d'un commun accord.
live-said-draw-declined = Votre ami a refusé la nulle.
live-said-rematch-agreed = Votre ami a accepté : une nouvelle partie commence.
live-said-rematch-declined = Votre ami a refusé une autre partie.
live-said-both-rematch = Vous avez tous deux demandé une autre partie : elle commence.
live-said-resigned = Votre ami a abandonné.
live-said-bad-resignation = L'appareil de votre ami a envoyé un abandon qui ne correspond pas à la partie ; il a été ignoré.
live-said-diverged-theirs = Les deux appareils ont joué cette partie différemment à partir du coup { $move }. La version de votre ami continue ; celle de cet appareil est conservée dans vos sauvegardes.
live-said-diverged-mine = Les deux appareils ont joué cette partie différemment à partir du coup { $move }. La version de cet appareil continue.
live-said-they-refused = L'appareil de votre ami a refusé le coup { $move } : { $why }.
live-said-refused-theirs = L'appareil de votre ami a envoyé { $text } comme coup { $move }, qui a été refusé : { $why }.
live-refusal-holds = cet appareil a déjà { $held } comme coup { $move }
live-refusal-not-your-turn = ce n'est pas votre tour ici
live-refusal-not-legal = ce coup n'est pas légal ici
live-refusal-because = { $refusal } ({ $why })
live-said-cannot-play = L'appareil de votre ami ne peut pas jouer avec celui-ci.
live-said-friends-turn = C'est au tour de votre ami.
live-said-move-impossible = Ce coup est impossible : { $why }.
live-said-nothing-to-take-back = Vous n'avez aucun coup à reprendre.
live-said-cannot-resign = Impossible d'abandonner la partie : { $why }.
live-said-no-draw = Aucune nulle ne peut être proposée dans cette partie pour l'instant.
live-said-finish-first = Terminez cette partie avant d'en proposer une autre.
live-said-nothing-asked = Votre ami n'a rien demandé.
live-said-not-connected = Attendez que votre ami soit connecté.
live-said-rematch-failed = Impossible de mettre en place la nouvelle partie : { $why }.
live-said-by-link = Vous jouez désormais par lien : après votre coup, envoyez-le avec « Envoyer le coup » (dans Partager) ; ouvrir le lien de votre ami poursuit cette partie.
live-said-other-game = Cette invitation concerne une autre partie.
live-said-invitation-unplayable = La partie de l'invitation ne peut pas être jouée : { $why }.
live-mismatch-version = L'appareil de votre ami utilise la version { $theirs } du protocole de jeu en direct, et celui-ci la version { $ours } : rechargez les deux pages pour qu'elles utilisent la même version de Rosette.
live-mismatch-build = L'appareil de votre ami exécute une autre compilation de Rosette ({ $theirs } ; celui-ci : { $ours }) : rechargez les deux pages pour qu'elles utilisent la même version.
live-mismatch-another-game = L'appareil de votre ami contient une autre partie.
live-mismatch-claims-my-seat = L'appareil de votre ami revendique { $seat }, déjà joué par cet appareil.
live-mismatch-nobody-plays = Personne ne jouerait { $seat }.
live-mismatch-no-such-seat = L'appareil de votre ami revendique une place qui n'existe pas dans cette partie.
live-mismatch-does-not-replay = La partie de votre ami ne peut pas être rejouée ici : { $why }.
live-link-unusable = Ce lien de jeu en direct est inutilisable : { $why }.
live-no-answer-made = Impossible de créer une réponse : { $why }.
live-answer-elsewhere = Cette page n'a créé aucune invitation qui attende cette réponse ; celle-ci a été transmise à vos autres onglets, et celui qui a créé l'invitation se connecte. Sinon, créez une nouvelle invitation.
live-answer-unusable = La réponse n'a pas pu être utilisée : { $why }.
live-site-servers-unusable = Le fichier live.json du site est inutilisable ({ $why })
live-own-server-invalid = Le serveur indiqué sous « Jeu en direct entre réseaux différents » n'est pas valide ({ $why })
invite-too-long = ce lien de jeu en direct est trop long
invite-not-live = ce n'est ni une invitation ni une réponse de jeu en direct
invite-other-version = ce lien de jeu en direct vient d'une autre version de Rosette, ou il est tronqué
invite-answer-no-game = la réponse ne désigne aucune partie
invite-game = la partie de l'invitation : { $why }
invite-no-game = l'invitation ne contient aucune partie
invite-seats-damaged = les places de l'invitation sont endommagées
invite-servers = les serveurs de l'invitation : { $why }
invite-offer = l'offre de connexion contenue dans le lien est endommagée
offer-no-address = le navigateur n'a trouvé aucune adresse réseau à proposer
offer-incomplete = l'offre de connexion du navigateur est incomplète
live-no-offer = le navigateur n'a fait aucune offre de connexion
live-browser-refused = le navigateur a refusé la connexion ({ $why })
ice-not-config = ce n'est pas un objet JSON contenant une liste « iceServers » ({ $why })
ice-scheme = { $url } doit commencer par stun: ou turn:
ice-host = le nom d'hôte de { $url } n'est pas valide
ice-needs-login = { $url } est un serveur TURN et demande des identifiants : turn:utilisateur:motdepasse@hôte
ice-login = écrivez les identifiants TURN sous la forme turn:utilisateur:motdepasse@hôte
ice-damaged = l'adresse { $url } est endommagée
ice-not-stored = les serveurs n'ont pas pu être enregistrés ({ $why })
live-reconnect = Se reconnecter
live-reconnect-title = Créer une nouvelle invitation pour cette partie : votre ami l'ouvre, et la partie continue
live-continue-by-link = Continuer par lien
live-continue-by-link-title = Jouer cette partie en envoyant un lien après chaque coup
live-play = Jeu en direct
live-start = Jouer en direct contre un ami
live-accept = Accepter
live-decline = Refuser
live-invitation-intro = Envoyez cette invitation à votre ami (lien ou code QR). Elle reste valable { $minutes } minutes tant que cette page reste ouverte. Son appareil affiche alors une réponse : ouvrez-la ici ou collez-la ci-dessous.
live-answer-intro = Renvoyez dès maintenant cette réponse à votre ami : il l'ouvre ou la colle sur son appareil, et les deux appareils se cherchent.
live-link = Lien de jeu en direct
live-paste = Collez la réponse de votre ami
live-answer = Réponse de votre ami
live-connect = Se connecter
live-ask-undo = Demander une reprise
live-offer-draw = Proposer la nulle
live-another-game = Autre partie
live-new-invitation = Nouvelle invitation
live-leave = Quitter le jeu en direct
live-saved = Enregistré.
live-not-saved = Non enregistré : { $why }.
live-stun = Pour trouver un chemin entre deux domiciles, chaque appareil demande son adresse publique à un serveur STUN (celui du site, indiqué dans live.json) : ce serveur voit votre adresse, rien de votre partie.
live-local-only = Uniquement sur ce réseau (sans serveur)
live-across = Jeu en direct entre réseaux différents
live-turn-note = Derrière des routeurs stricts, un serveur TURN relaie la partie. Votre propre serveur, utilisé avec celui du site : stun:hôte:port, ou turn:utilisateur:motdepasse@hôte:port.
live-ice = Serveur STUN ou TURN
live-save = Enregistrer
live-share-turn = Inclure mes identifiants TURN dans les invitations (mon ami pourra alors utiliser mon serveur TURN)

## The saves page (src/ui/pages/saves.rs)

size-bytes = { $count ->
    [one] { $count } octet
   *[other] { $count } octets
}
size-kilobytes = { $size } ko
size-megabytes = { $size } Mo
saves-title = Parties sauvegardées
saves-lede = Les parties se sauvegardent toutes seules pendant que vous jouez. Gardez-en une copie avec « Enregistrer une copie » sur la page d'une partie ; exportez-les toutes dans un fichier pour les transférer vers un autre navigateur.
saves-export-all = Tout exporter
saves-import = Importer un fichier
saves-none = Aucune partie sauvegardée pour l'instant.
saves-game = Partie de { $game }
saves-copy-name = { $name }, copie au coup { $moves } ({ $date })
saves-human = humain
saves-ai = IA ({ $level })
saves-versus = { $first } contre { $second }
saves-no-file = impossible de créer le fichier
saves-no-link = impossible de créer le lien
saves-imported = { $count ->
    [one] { $count } partie sauvegardée importée.
    [many] { $count } de parties sauvegardées importées.
   *[other] { $count } parties sauvegardées importées.
}
saves-already = { $count ->
    [one] { $count } partie était déjà présente et a été ignorée.
    [many] { $count } de parties étaient déjà présentes et ont été ignorées.
   *[other] { $count } parties étaient déjà présentes et ont été ignorées.
}
saves-cannot-open = impossible d'ouvrir la partie
saves-exported = Exportation terminée.
saves-nothing-imported = Rien n'a été importé : { $why }
saves-space = Vos parties occupent { $total } dans ce navigateur : { $current } pour les parties en cours, { $named } pour les sauvegardes nommées, { $unnamed } pour les sauvegardes sans nom et les parties précédentes, { $damaged } pour les copies endommagées. Chaque nouvelle partie ou lien ouvert conserve ici la partie précédente ; au-delà de { $keep } sauvegardes sans nom, les plus anciennes sont proposées à la suppression (nommez une sauvegarde pour la garder définitivement).
saves-free-confirm = { $count ->
    [one] Supprimer { $count } sauvegarde, la plus ancienne sans nom ou endommagée, marquée « proposée à la suppression » ?
    [many] Supprimer les { $count } de sauvegardes les plus anciennes sans nom ou endommagées, marquées « proposée à la suppression » ?
   *[other] Supprimer les { $count } sauvegardes les plus anciennes sans nom ou endommagées, marquées « proposée à la suppression » ?
}
saves-deleted = { $count ->
    [one] { $count } ancienne sauvegarde supprimée.
    [many] { $count } d'anciennes sauvegardes supprimées.
   *[other] { $count } anciennes sauvegardes supprimées.
}
saves-free = { $count ->
    [one] Libérer { $size } (supprimer { $count } sauvegarde, la plus ancienne, marquée ci-dessous)
    [many] Libérer { $size } (supprimer les { $count } de sauvegardes les plus anciennes, marquées ci-dessous)
   *[other] Libérer { $size } (supprimer les { $count } sauvegardes les plus anciennes, marquées ci-dessous)
}
saves-storage = Espace de stockage
saves-not-saving = Les parties ne sont pas sauvegardées ({ $why }). Supprimez les sauvegardes dont vous n'avez plus besoin, puis continuez à jouer : la prochaine sauvegarde fera une nouvelle tentative.
saves-not-stored = Non enregistré : { $why }.
saves-offered = proposée à la suppression
saves-delete-confirm = Supprimer cette partie sauvegardée ?
saves-damaged = Sauvegarde endommagée
saves-damaged-why = { $why } — conservée telle quelle pour ne rien perdre. { $size }
saves-export = Exporter
saves-delete = Supprimer
saves-details = { $moves ->
    [one] { $game } · { $moves } coup · { $players } · { $date } · { $size }
    [many] { $game } · { $moves } de coups · { $players } · { $date } · { $size }
   *[other] { $game } · { $moves } coups · { $players } · { $date } · { $size }
}
saves-hints = Indices utilisés : { $count }
saves-current = partie en cours
saves-name = Nom
saves-name-placeholder = Nommer cette partie
saves-rename = Renommer
saves-open = Ouvrir

## The position editors (src/ui/editors) (only: game-pages)

edit-title = Éditeur de position : { $game }
edit-position-refused = Cette position ne peut pas être utilisée : { $why }.
edit-step-draw = La partie en cours attend qu'une carte soit piochée
edit-step-use = La partie en cours attend que la carte { $card }, déjà piochée, soit appliquée
edit-step-placing = La partie en cours est encore dans la phase de placement de la mise en place C
edit-opens-earlier = { $count ->
    [one] { $step }, ce que l'éditeur ne peut pas représenter : il ouvre la dernière position antérieure, { $count } coup plus tôt (sans le coup { $moves }). La partie en cours n'est pas modifiée.
    [many] { $step }, ce que l'éditeur ne peut pas représenter : il ouvre la dernière position antérieure, { $count } de coups plus tôt (sans les coups { $moves }). La partie en cours n'est pas modifiée.
   *[other] { $step }, ce que l'éditeur ne peut pas représenter : il ouvre la dernière position antérieure, { $count } coups plus tôt (sans les coups { $moves }). La partie en cours n'est pas modifiée.
}
edit-opens-stand-in = { $step }, ce que l'éditeur ne peut pas représenter : il ouvre la position avec { $kept }. La partie en cours n'est pas modifiée.
edit-stand-in-card = la carte retirée et le trait à l'autre camp
edit-stand-in-placing = les placements restants effectués sur la première tuile qu'offre la Porte de chaque joueur
edit-rules = Règles
edit-setup = Mise en place
edit-legal = Position légale.
edit-over = Position légale, mais la partie est déjà terminée : { $reason }
edit-not-legal = { $count ->
    [one] Position illégale ({ $count } raison) :
    [many] Position illégale ({ $count } de raisons) :
   *[other] Position illégale ({ $count } raisons) :
}
edit-play = Jouer à partir d'ici
edit-copy-link = Copier le lien de la position
edit-position-link = Lien de la position
edit-position-text = Position en texte
edit-load-label = Position à charger
edit-load-placeholder = collez une position
edit-load = Charger
edit-back = Retour à la partie
edit-fewer = moins : { $what }
edit-more = plus : { $what }
edit-side = Camp au trait
edit-eraser = Gomme
edit-clear = Vider le plateau
edit-start = Position initiale
edit-white-pieces = Pièces blanches
edit-black-pieces = Pièces noires
edit-tools = Outils
edit-empty = vide
edit-pyrga-board = Plateau de l'éditeur de Pyrga
edit-pyrga-hint = Choisissez une pièce, puis cliquez sur des cases pour l'y poser (cliquez de nouveau pour la reprendre). La dernière pièce posée indique au joueur suivant où jouer.
edit-turn-triangle = Orienter le Triangle
edit-mark-last = Marquer la dernière posée
edit-holds = En main ({ $seat }) : { $pieces }
edit-in-hand = { $count } × { $shape }
edit-placed-last = Dernière pièce posée : le { $shape } en { $cell }.
edit-placed-last-triangle = Dernière pièce posée : le Triangle en { $cell }, orienté vers { $direction }.
edit-none-last = Aucune pièce n'est marquée comme la dernière posée.
edit-chiron-board = Plateau de l'éditeur de Chiron
edit-chiron-hint = Choisissez une pièce, puis cliquez sur des cases pour la placer (cliquez de nouveau pour la retirer).
edit-opening = Position de départ
edit-phoenixes-held = Phénix en main ({ $seat })
edit-flipped-ants = Fourmis retournées en réserve ({ $seat })
edit-pools = Chaque réserve contient les pièces absentes du plateau :
edit-pools-none = aucune
edit-chirality-board = Plateau de l'éditeur de Chirality
edit-player = { $seat } (joueur { $number })
edit-over-set = { $reserve } ({ $count } de trop)
edit-captured = { $reserve } (pertes : { $count })
edit-reserve = Réserve ({ $seat })
edit-board = Plateau
edit-board-r1 = R1 (160 tuiles)
edit-board-r2 = R2 (300 tuiles)
edit-players = Joueurs
edit-table-hint = Changer de plateau ou de nombre de joueurs repart de la position initiale de cette table.
edit-chirality-hint = Choisissez un joueur, puis cliquez sur des tuiles pour y placer une pièce (cliquez de nouveau pour la retirer).
edit-players-pieces = Pièces des joueurs
edit-to-move = Au trait
edit-moved = { $piece }, a déjà bougé
edit-shifting-board = Plateau de l'éditeur de Shifting Chess
edit-shifting-hint = Choisissez une pièce ou un outil, puis cliquez sur le plateau. Les méga-cases emportent leurs cases quand elles sont déplacées, tournées ou mises au néant.
edit-boulder = Rocher
edit-square-tools = Outils de case
edit-tile-tools = Outils de méga-case
edit-moved-mark = Marque de déplacement
edit-en-passant = Prise en passant
edit-move-tile = Déplacer une méga-case
edit-rotate-tile = Tourner une méga-case
edit-void-tile = Mettre au néant
edit-pick-tile = Cliquez sur une méga-case pour la prendre.
edit-put-tile = Cliquez maintenant sur l'emplacement où la poser (si une méga-case s'y trouve, les deux échangent leur place).
edit-moved-hint = Un roi ou une tour portant la marque de déplacement ne peut plus roquer ; un pion qui la porte ne peut plus faire d'avance double.
edit-moves-made = Coups joués
edit-quiet-moves = Coups sans capture ni coup de pion
edit-en-passant-square = Case de prise en passant : { $square }.
edit-no-en-passant = Aucune case de prise en passant.
edit-cards = Cartes
edit-distortion-cards = Cartes de distorsion
edit-fresh-deck = Nouveau paquet
edit-deck-note = Le paquet reste celui de la position d'où l'éditeur est parti, jusqu'à ce qu'un nouveau paquet soit mélangé.
edit-pyrga-too-many = { $seat } a { $count } × { $shape } sur le plateau ; le jeu n'en compte que { $set }.
edit-triangle-off = Le Triangle en { $cell } pointe hors du plateau.
edit-pyrga-wrong-turn = { $count ->
    [one] Avec { $count } pièce posée, c'est à { $seat } de jouer (Blanc pose en premier).
    [many] Avec { $count } de pièces posées, c'est à { $seat } de jouer (Blanc pose en premier).
   *[other] Avec { $count } pièces posées, c'est à { $seat } de jouer (Blanc pose en premier).
}
edit-last-not-marked = Marquez la dernière pièce posée : elle indique au joueur suivant où jouer.
edit-last-not-on-board = La pièce marquée comme la dernière posée n'est pas sur le plateau.
edit-last-by-side = La dernière pièce posée doit appartenir à { $seat }, puisque c'est à { $mover } de jouer.
edit-too-many-kings = { $seat } a { $count } rois.
edit-too-many-ants = { $seat } a { $count } Fourmis sur le plateau ; le jeu n'en compte que 8.
edit-handed-repeated = { $seat } a { $count } × { $piece } sur le plateau ; le jeu n'en compte qu'un exemplaire.
edit-no-kings = Aucun des deux joueurs n'a de Roi.
edit-moved-without-king = { $seat } n'a pas de Roi, et vient pourtant de jouer (un camp sans son Roi a perdu).
edit-phoenix-count = Le plateau et les mains contiennent { $count } Phénix ; le jeu en compte exactement 2.
edit-too-many-pieces = { $seat } a plus de pièces que le jeu n'en contient ({ $set }) : { $board } sur le plateau et { $reserve } en réserve.
edit-not-playing = { $seat } a des pièces sur le plateau mais ne joue pas.
edit-fewer-than-two = Moins de deux joueurs ont encore des pièces : la partie serait terminée.
edit-to-move-no-pieces = C'est à { $seat } de jouer, mais il ne lui reste aucune pièce.
edit-holds-throne = { $seat } occupe tout le Trône : la partie serait terminée.
edit-no-king = { $seat } n'a pas de roi.
edit-king-voided = Un roi se trouve sur la méga-case mise au néant ; un roi ne peut pas être mis au néant.
edit-unpromoted-pawn = Le pion en { $square } a atteint sa zone de promotion et aurait dû être promu.
edit-halfmove-exceeds = Les coups sans capture ni coup de pion sont plus nombreux que les coups joués.
edit-en-passant-not-empty = La case de prise en passant { $square } n'est pas une case de terre vide.
edit-en-passant-no-pawn = Aucun pion ({ $seat }) portant la marque de déplacement ne se trouve juste au-delà de la case de prise en passant { $square }.
edit-not-to-move-in-check = { $seat }, le camp qui n'a pas le trait, est en échec.

## The boards page (src/ui/pages/boards.rs) (only: chirality, game-pages)

boards-clause-1 = Condition 1 (une Étoile centrale)
boards-clause-2 = Condition 2 (exactement deux couronnes complètes)
boards-clause-3 = Condition 3 (deux Portes opposées)
boards-clause-4 = Condition 4 (d'un seul tenant, sans coupure)
boards-bad-radius = Le rayon doit être un nombre de { $min } à { $max }, et non « { $text } ».
boards-no-board = Aucun plateau : { $why }.
boards-board-label = Plateau de Chirality { $board } : { $tiles } tuiles
boards-r1 = R1 (compact)
boards-r2 = R2 (par défaut)
boards-custom = Disque personnalisé
boards-title = Plateaux de Chirality
boards-lede = Chirality se joue sur un disque de losanges de Penrose. Choisissez un plateau, activez les calques et cliquez sur une tuile pour voir ses voisines.
boards-board = Plateau
boards-overlays = Calques
boards-moats = Douves
boards-deep-moats = Douves profondes
boards-rings = Couronnes
boards-gates = Portes
boards-tile-names = Noms des tuiles
boards-neighbours = Voisines de la tuile sélectionnée
boards-halves = Moitiés du plateau :
boards-half-star = Étoile dont la moitié est affichée
boards-built = { $board } construit en { $ms } ms
boards-first-build = (dans ce navigateur, première construction).
boards-rules = Règles de Chirality
boards-tiling = Pavage
boards-ten-thin = ten-thin (10 fines, comme R2)
boards-five-thin = five-thin (5 fines, comme R1)
boards-radius = Rayon
boards-radius-slider = Curseur du rayon
boards-radius-hint = Tuiles dont le centre se trouve dans le rayon (en longueurs de côté, de { $min } à { $max }). Disques légaux : environ 8,58–11,84 (ten-thin) ou 8,68–9,30 (five-thin).
boards-players = Joueurs
boards-stats = { $board } : { $tiles } tuiles ({ $thick } épaisses, { $thin } fines), Étoiles : { $stars }, Portes : { $gates }, pavage { $tiling }.
boards-legal = ✓ Plateau de Chirality légal.
boards-not-legal = Ce plateau de Chirality n'est pas légal :
boards-legal-for = { $count ->
    [one] ✓ Légal pour { $count } joueur.
    [many] ✓ Légal pour { $count } de joueurs.
   *[other] ✓ Légal pour { $count } joueurs.
}
boards-not-for = { $count ->
    [one] ✗ Illégal pour { $count } joueur : { $why }.
    [many] ✗ Illégal pour { $count } de joueurs : { $why }.
   *[other] ✗ Illégal pour { $count } joueurs : { $why }.
}
boards-select-tile = Sélectionnez une tuile (cliquez dessus, ou atteignez le plateau avec Tab, déplacez-vous avec les flèches et appuyez sur Entrée).
boards-edge-neighbours = { $count ->
    [one] { $count } voisine par un côté : { $tiles }
    [many] { $count } de voisines par un côté : { $tiles }
   *[other] { $count } voisines par un côté : { $tiles }
}
boards-corner-neighbours = { $count ->
    [one] { $count } autre voisine par un coin seulement ({ $all } en tout) : { $tiles }
    [many] { $count } d'autres voisines par un coin seulement ({ $all } en tout) : { $tiles }
   *[other] { $count } autres voisines par un coin seulement ({ $all } en tout) : { $tiles }
}
boards-legend = Légende
boards-legend-thick = Tuile épaisse (72°/108°)
boards-legend-thin = Tuile fine (36°/144°)
boards-legend-throne = Trône : l'Étoile centrale
boards-legend-star = Étoile : cinq tuiles épaisses qui se rejoignent en un point
boards-legend-moat = Douve : les tuiles fines qui partagent un côté avec une Étoile
boards-legend-gate = Porte : une suite de tuiles du bord, où l'on recrute les pièces
boards-legend-edge = Voisine de la tuile sélectionnée par un côté
boards-legend-corner = Voisine de la tuile sélectionnée par un coin seulement
boards-zoom-hint = Zoomez avec la molette, en pinçant, ou avec + et − ; faites glisser ou utilisez Maj+flèches pour vous déplacer ; 0 affiche le plateau entier. Dans le plateau, les flèches passent d'une tuile à l'autre.

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
piece-knight = cavalier
piece-bishop = fou
piece-queen = dame

## Keeping games, opening links, other notices (src/ui/storage, src/ui/pages/play_link.rs)

storage-unavailable = ce navigateur ne permet pas d'enregistrer (localStorage est désactivé)
storage-full = le stockage du navigateur pour ce site est plein
storage-refused = le navigateur a refusé l'enregistrement ({ $why })
storage-not-read-back = les données écrites n'ont pas pu être relues
storage-other-tab-not-kept = la partie enregistrée par un autre onglet n'a pas pu être conservée au préalable ({ $why })
storage-damaged-not-moved = une sauvegarde endommagée occupe l'emplacement de cette partie et n'a pas pu être mise de côté ({ $why })
storage-slot-changed = l'emplacement de sauvegarde a changé pendant l'enregistrement ; réessayez
storage-damaged-kept-aside = Votre partie sauvegardée n'a pas pu être lue ({ $why }). Elle a été mise de côté sous le nom « { $key } » (voir Sauvegardes) ; une nouvelle partie a commencé.
storage-damaged-untouched = Votre partie sauvegardée n'a pas pu être lue ({ $why }), et la place manquait pour la mettre de côté : elle reste donc où elle est, intacte. Cette nouvelle partie ne sera pas sauvegardée tant qu'il n'y aura pas de place : libérez-en sur la page Sauvegardes.
storage-other-tab-failed = Un autre onglet a modifié cette partie, et la version de cet onglet n'a pas pu être conservée dans vos sauvegardes ({ $why }) ; elle reste affichée ici. Libérez de l'espace sur la page Sauvegardes.
tab-other-game-here = Un autre onglet a ouvert une autre partie de ce jeu ; elle est maintenant affichée ici. La partie de cet onglet est conservée dans vos sauvegardes sous le nom « { $name } ».
tab-other-game = Un autre onglet avait placé une autre partie à cet emplacement ; elle est conservée dans vos sauvegardes sous le nom « { $name } ».
tab-diverged-here = Un autre onglet a joué cette partie différemment à partir du coup { $move }. Les deux versions sont conservées : celle de cet onglet se trouve dans vos sauvegardes sous le nom « { $name } ».
tab-diverged-there = Un autre onglet a joué cette partie différemment à partir du coup { $move }. Les deux versions sont conservées : celle de l'autre onglet se trouve dans vos sauvegardes sous le nom « { $name } ».
saves-kept-aside = mise de côté
saves-untitled = { $moves ->
    [one] Partie de { $game } ({ $moves } coup)
    [many] Partie de { $game } ({ $moves } de coups)
   *[other] Partie de { $game } ({ $moves } coups)
}
saves-import-none = Rien n'a été importé.
saves-import-some = { $count ->
    [one] { $count } partie sauvegardée importée ({ $titles }).
    [many] { $count } de parties sauvegardées importées ({ $titles }).
   *[other] { $count } parties sauvegardées importées ({ $titles }).
}
saves-import-failed = La partie « { $failed } » n'a pas pu être enregistrée : { $why }.
saves-import-not-tried = { $count ->
    [one] { $count } autre partie n'a pas été traitée.
    [many] { $count } d'autres parties n'ont pas été traitées.
   *[other] { $count } autres parties n'ont pas été traitées.
}
saves-import-retry = Libérez de l'espace et importez de nouveau le fichier ; les parties déjà importées ne seront pas dupliquées.
link-not-opened = Impossible d'ouvrir ce lien : { $why }. Rien n'a été modifié.
link-opened = La partie du lien a été ouverte.
link-cannot-open = Impossible d'ouvrir ce lien : { $why }.
link-same = Ce lien contient votre partie telle qu'elle est chez vous ; elle est ouverte.
link-older = { $behind ->
    [one] Ce lien est plus ancien que votre partie ({ $behind } coup de retard) : votre partie est affichée telle qu'elle est chez vous.
    [many] Ce lien est plus ancien que votre partie ({ $behind } de coups de retard) : votre partie est affichée telle qu'elle est chez vous.
   *[other] Ce lien est plus ancien que votre partie ({ $behind } coups de retard) : votre partie est affichée telle qu'elle est chez vous.
}
link-continued = Le lien a ajouté à votre partie { $what }.
link-continued-moves = { $count ->
    [one] { $count } nouveau coup
    [many] { $count } de nouveaux coups
   *[other] { $count } nouveaux coups
}
link-continued-resignation = l'abandon
link-continued-draw = la nulle convenue
link-kept-note = Votre partie précédente est conservée dans vos sauvegardes.
link-stays-saved = La partie est ouverte, mais elle n'a pas pu être enregistrée comme partie en cours : { $why }. Elle reste dans vos sauvegardes en attendant.
link-unrelated-title = Ouvrir la partie partagée ?
link-unrelated = { $moves ->
    [one] Le lien contient une autre partie ({ $moves } coup). Votre partie en cours sera conservée dans vos sauvegardes.
    [many] Le lien contient une autre partie ({ $moves } de coups). Votre partie en cours sera conservée dans vos sauvegardes.
   *[other] Le lien contient une autre partie ({ $moves } coups). Votre partie en cours sera conservée dans vos sauvegardes.
}
link-unrelated-open = Ouvrir la partie partagée
link-diverges-title = Ce lien contredit votre partie
link-diverges = C'est la même partie, mais à partir du coup { $move }, ses coups diffèrent des vôtres (coups dans le lien : { $theirs } ; dans votre partie : { $yours }). Vous pouvez l'ouvrir comme une partie distincte ; la vôtre reste telle quelle, dans vos sauvegardes.
link-diverges-open = Ouvrir séparément
link-keep-mine = Garder ma partie
link-opened-linked = La partie du lien a été ouverte. Votre partie précédente est conservée dans vos sauvegardes.
link-opened-as = Le lien a été ouvert sous le nom « { $name } ». Votre partie est conservée telle quelle dans vos sauvegardes.
link-not-opened-because = Le lien n'a pas été ouvert, car { $why }.
qr-label = Code QR du lien
qr-too-long = Ce lien est trop long pour un code QR ({ $why }).
eval-failed = L'évaluation a échoué : { $why }.
coach-unjudged = Le coup n'a pas pu être jugé : { $why }.
proof-line-title = Prouvé en explorant chaque variante jusqu'à la fin de la partie
import-not-json = ce n'est pas un fichier JSON ({ $why })
import-newer = le fichier vient d'une version plus récente de Rosette (version d'export { $version })
import-no-saves = le fichier ne contient aucune sauvegarde
import-save = sauvegarde { $index } : { $why }
legality-no-throne = aucune Étoile centrale (Trône)
legality-incomplete-ring = la couronne { $ring } n'est pas complète (Étoiles complètes : { $complete } sur { $total })
legality-extra-ring = la couronne { $ring } est complète elle aussi : le plateau dépasse la rosace R2
legality-no-opposing-gates = { $gates ->
    [one] pas deux Portes opposées (à 144° d'écart) : le plateau a { $gates } Porte
    [many] aucune des { $gates } de Portes n'est opposée à une autre (à 144° d'écart)
   *[other] aucune des { $gates } Portes n'est opposée à une autre (à 144° d'écart)
}
legality-disconnected = le plateau se compose de { $parts } morceaux séparés
legality-broken-tile = la tuile { $tile } est coupée
legality-holes = { $holes ->
    [one] le plateau comporte { $holes } trou
    [many] le plateau comporte { $holes } de trous
   *[other] le plateau comporte { $holes } trous
}
legality-pinched = le contour est étranglé en { $outlines } boucles
board-radius-out-of-range = le rayon { $radius } est hors limites (de { $min } à { $max })
board-unknown-tiling = pavage inconnu « { $tiling } » (five-thin ou ten-thin)
board-illegal = ce n'est pas un plateau de Chirality légal : { $why }
board-player-count = { $players ->
    [one] { $players } joueur : il en faut au moins 2
    [many] { $players } de joueurs : il en faut au moins 2
   *[other] { $players } joueurs : il en faut au moins 2
}
board-too-few-gates = il faut { $players } Portes pour { $players } joueurs ; le plateau en a { $gates }
board-crowded = avec { $players } joueurs et la première Porte { $gate }, un joueur commence entre deux voisins placés sur des Portes adjacentes
board-no-such-gate = la Porte { $gate } n'existe pas : le plateau en a { $gates }
live-servers-problem = { $problems } ; le jeu en direct s'en passe.
live-no-invitation = Impossible de créer l'invitation : { $why }.
chiron-board-label = Plateau de Chiron
pyrga-board-label = Plateau de Pyrga
shifting-board-label = Plateau de Shifting Chess
branch-name = { $name } (depuis le coup { $move })
branch-of-game = Branche de la partie { $id } depuis le coup { $move }
branch-of-name = Branche de « { $name } » depuis le coup { $move }

## Why the AI gave no answer, said after a colon (src/ui/words/ai.rs) (only: game-pages)
ai-failure-question-unreadable = l'IA n'a pas pu lire la requête
ai-failure-answer-unwritable = l'IA n'a pas pu écrire sa réponse
ai-failure-unplayable = l'IA n'a pas pu mettre la partie en place
ai-failure-no-such-position = la partie n'a pas cette position
ai-failure-no-move = l'IA n'a aucun coup à jouer dans cette position
ai-failure-cannot-start = l'IA n'a pas pu démarrer dans ce navigateur
ai-failure-crashed = l'IA s'est arrêtée sur une erreur
ai-failure-gone = l'IA ne fonctionne plus
ai-failure-question-unwritable = impossible de formuler la requête pour l'IA
ai-failure-answer-unreadable = la réponse de l'IA était illisible
ai-failure-other-build = l'IA provient d'une autre version de Rosette ; rechargez la page pour tout faire fonctionner sur une seule version

## The proven result beside Pyrga's board (src/ui/widgets/proof_line.rs) (only: pyrga, game-pages)
proof-draw = Partie nulle avec le meilleur jeu
proof-win = { $winner } gagne avec le meilleur jeu
proof-win-next = { $winner } gagne avec le meilleur jeu (en 1 coup)
proof-win-in = { $winner } gagne avec le meilleur jeu (en { $moves } coups : { $first } pour { $mover }, { $second } pour { $other })

## Why a Chiron position cannot occur (src/ui/words/positions/chiron.rs) (only: chiron, game-pages)

illegal-chiron-not-in-pool = « { $piece } » ne peut pas se trouver dans une réserve des prises
illegal-chiron-kings = { $seat } a { $count } Rois
illegal-chiron-no-king-after-moving = { $seat } n'a pas de Roi, et vient pourtant de jouer
illegal-chiron-ants = { $count ->
    [one] { $seat } a { $count } Fourmi sur le plateau et dans sa réserve des prises, et non 8
    [many] { $seat } a { $count } de Fourmis sur le plateau et dans sa réserve des prises, et non 8
   *[other] { $seat } a { $count } Fourmis sur le plateau et dans sa réserve des prises, et non 8
}
illegal-chiron-not-one = { $seat } a { $count } × « { $piece } » sur le plateau et dans sa réserve des prises, et non 1
illegal-chiron-phoenixes = le plateau et les mains contiennent { $count } Phénix, et non 2

## Why a Pyrga position cannot occur (src/ui/words/positions/pyrga.rs) (only: pyrga, game-pages)

illegal-pyrga-two-of-a-shape = { $cell } contient deux pièces de la même forme
illegal-pyrga-triangle-at-edge = le Triangle en { $cell } pointe hors du plateau
illegal-pyrga-too-many = { $seat } a sur le plateau plus de pièces de forme { $shape } que le jeu n'en contient
illegal-pyrga-side-to-move = le camp au trait ne correspond pas aux pièces posées (Blanc pose en premier)
illegal-pyrga-no-last-move = des pièces sont posées, mais aucune n'est marquée comme la dernière posée
illegal-pyrga-last-move-not-theirs = la dernière pièce posée, { $move }, n'appartient pas au joueur qui vient de jouer
illegal-pyrga-opening-flag = la marque d'ouverture au Carré ne s'applique qu'avant la deuxième pièce de Blanc

## Why a Shifting Chess position cannot occur (src/ui/words/positions/shifting.rs) (only: shifting-chess, game-pages)

illegal-shifting-tile-twice = la méga-case { $tile } apparaît deux fois
illegal-shifting-tile-missing = la méga-case { $tile } est absente
illegal-shifting-two-voided = plus d'une méga-case est mise au néant
illegal-shifting-king-voided = un roi ne peut pas être mis au néant
illegal-shifting-pile-too-big = la pioche contient plus de 20 cartes
illegal-shifting-pawns = { $seat } a { $count } pions, alors qu'un camp en a au plus 8
illegal-shifting-promoted = { $seat } a plus de pièces en surnombre par rapport à son armée de départ ({ $promoted }) que de pions disparus ({ $gone })
illegal-shifting-halfmove-clock = les coups sans capture ni coup de pion sont plus nombreux que les coups joués
illegal-shifting-gap-covered = { $square } est un trou, mais une méga-case le recouvre
illegal-shifting-land-uncovered = { $square } est une case de terre, mais aucune méga-case ne la recouvre
illegal-shifting-no-limbo = une méga-case est mise au néant, mais les cases mises au néant ne sont pas indiquées
illegal-shifting-no-voided-tile = des cases mises au néant sont indiquées, mais aucune méga-case n'est mise au néant
illegal-shifting-voided-while-applying = une méga-case mise au néant revient dès qu'une carte est piochée, avant que la carte soit appliquée
illegal-shifting-unpromoted = le pion en { $square } aurait dû être promu
illegal-shifting-kings = chaque camp doit avoir exactement un roi (Blanc en a { $white }, Noir { $black })
illegal-shifting-deck-count = le paquet doit contenir { $count } cartes { $card } au total (pioche, défausse et carte tirée)
illegal-shifting-empty-pile = la pioche est vide, et pourtant aucune carte n'est en jeu
illegal-shifting-card-off-turn = une carte n'est piochée qu'après les coups 3, 6, 9… et seulement quand les cartes sont activées
illegal-shifting-en-passant-occupied = la case de prise en passant { $square } n'est pas une case de terre vide
illegal-shifting-en-passant-no-pawn = aucun pion venant de faire une avance double ne se trouve au-delà de { $square }
illegal-shifting-over = la partie est terminée, mais le résultat ne l'indique pas
illegal-shifting-not-to-move-in-check = le camp qui n'a pas le trait est en échec
illegal-shifting-not-exposed = le résultat indique qu'un roi a été laissé attaqué, ce qui n'est pas le cas
illegal-shifting-wrong-result = le résultat ne correspond pas à la position
illegal-shifting-card-after-end = une partie terminée n'a pas de carte à piocher
illegal-shifting-drawer-in-check = le roi du camp qui pioche une carte est en échec
illegal-shifting-draw-after-end = le dernier coup a terminé la partie, donc aucune carte n'est piochée

## Why a Chirality position or start cannot occur (src/ui/words/positions/chirality.rs) (only: chirality, game-pages)

illegal-chirality-tile-twice = la tuile { $tile } figure deux fois
illegal-chirality-piece-count = { $seat } n'a pas { $pieces } pièces au total (plateau : { $board }, réserve : { $reserve }, pertes : { $captured })
illegal-chirality-eliminated-twice = { $seat } figure deux fois parmi les éliminés
illegal-chirality-eliminated-with-pieces = { $seat } est éliminé, mais a des pièces sur le plateau
illegal-chirality-not-on-throne = { $seat } est censé occuper le Trône, mais ne l'occupe pas
illegal-chirality-not-last = { $seat } est censé être le dernier joueur en lice, mais il en reste d'autres
illegal-chirality-sharer-twice = { $seat } figure deux fois parmi les joueurs qui partagent le résultat
illegal-chirality-shared-while-live = un résultat partagé exige que tous les joueurs soient éliminés, y compris ceux qui le partagent
illegal-chirality-sharer-has-reserves = un joueur qui partage le résultat a encore des pièces en réserve
illegal-chirality-placement-outside-c = seule la mise en place C comporte une phase de placement
illegal-chirality-too-few-gates-for-c = le plateau n'a pas assez de Portes pour la mise en place C avec autant de joueurs
illegal-chirality-placement = pendant la phase de placement, { $seat } a des pièces qu'il ne peut pas encore avoir placées
illegal-chirality-mover-eliminated = { $seat } est au trait, mais il est éliminé
illegal-chirality-over-without-result = il reste moins de deux joueurs, donc la partie est terminée, mais aucun résultat n'est indiqué
illegal-chirality-not-listed-eliminated = { $seat } n'a plus ni pièces ni réserve, il est donc éliminé, mais il ne figure pas parmi les éliminés
illegal-chirality-holds-throne = { $seat } occupe tout le Trône, donc la partie est terminée
illegal-chirality-no-action = { $seat } est au trait mais n'a aucune action légale, il est donc éliminé
illegal-chirality-setup-a-gates = la mise en place A exige ses deux Portes de cinq tuiles, que ce plateau n'a pas
illegal-chirality-setup-b-stars = la mise en place B exige cinq Étoiles intérieures, que ce plateau n'a pas
bad-option-players = { $board } accueille de 2 à { $max } joueurs, et non { $players }
bad-option-setup-a = la mise en place A se joue à deux sur R2
bad-option-setup-b = la mise en place B accueille au plus 5 joueurs (un par Étoile intérieure)
