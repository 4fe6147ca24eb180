# Les leçons de Chirality, dans l'ordre d'apprentissage. Pour chaque leçon (son identifiant vient en premier) :
# -title : un titre court ; -teach : ce qu'elle enseigne, affiché avant l'objectif ;
# -task : l'objectif ; -why : affiché quand l'objectif est atteint ; -wrong : affiché après un coup
# qui manque l'objectif, après ce que ce coup a fait : la règle qu'il a manquée.

thick-piece-steps-title = Une pièce épaisse va sur une tuile fine
thick-piece-steps-teach = Le plateau se compose de deux sortes de tuiles : de larges losanges épais et des losanges fins, plus étroits. Toutes les pièces sont identiques ; une pièce sur une tuile épaisse est une pièce épaisse, sur une tuile fine une pièce fine. À votre tour, vous déplacez une de vos pièces (ou vous en faites entrer une, comme le montrera une leçon suivante) ; vous ne pouvez pas passer. Une pièce épaisse se déplace vers une tuile fine vide qui partage un côté entier avec elle. Chaque tuile a un nom : une lettre de secteur, de A à E dans le sens des aiguilles d'une montre depuis le haut, et un nombre qui croît du centre vers l'extérieur.
thick-piece-steps-task = Vous êtes Bleu. Déplacez votre pièce de A3 vers A6, la tuile fine la plus éloignée du centre.
thick-piece-steps-why = Depuis la tuile épaisse A3, votre pièce pouvait aller sur les deux tuiles fines qui partagent un côté entier avec elle, A2 et A6 ; en A6, c'est maintenant une pièce fine.
thick-piece-steps-wrong = Les numéros des tuiles croissent du centre vers l'extérieur : le plus grand numéro désigne donc la tuile la plus éloignée.

thin-piece-steps-title = Une pièce fine va sur une tuile épaisse
thin-piece-steps-teach = Une pièce fine se déplace vers une tuile épaisse vide qu'elle touche, par un côté entier ou seulement par un coin : elle a donc plus de choix qu'une pièce épaisse.
thin-piece-steps-task = Déplacez votre pièce fine de A2 vers une tuile épaisse qu'elle ne touche que par un coin.
thin-piece-steps-why = Une pièce fine se déplace vers n'importe quelle tuile épaisse vide qu'elle touche, même par un seul coin : depuis A2, cela fait sept tuiles, dont trois (A4, A5 et E3) ne la touchent que par un coin.
thin-piece-steps-wrong = Cette tuile partage un côté entier avec A2 ; cette leçon en demande une qui ne la touche qu'en un seul point.

muster-title = Recruter sur une Porte
muster-teach = Les Portes sont des suites de tuiles sur le bord du plateau, par lesquelles entrent les nouvelles pièces. Si l'une de vos pièces se trouve sur une tuile quelconque d'une Porte, vous pouvez recruter au lieu de déplacer une pièce : posez une pièce de votre réserve sur n'importe quelle tuile vide de cette Porte.
muster-task = Votre pièce en A24 se trouve sur une Porte. Faites entrer une pièce de réserve sur le plateau.
muster-why = Recrutement : avec une pièce sur une Porte, vous pouvez, au lieu de déplacer une pièce, poser une pièce de réserve sur n'importe quelle tuile vide de cette Porte.
muster-wrong = Un déplacement fait bouger une pièce déjà présente sur le plateau ; un Recrutement en pose une nouvelle sur une tuile vide de la Porte que vous occupez.

muster-on-r2-title = Le grand plateau R2
muster-on-r2-teach = Il y a deux plateaux : R1, le compact, sur lequel vous avez joué jusqu'ici (160 tuiles), et R2, celui par défaut (300 tuiles, avec dix Portes). Une partie standard sur R2 utilise la mise en place A : chaque joueur commence avec 4 pièces sur chacune de deux Portes, et 8 en réserve.
muster-on-r2-task = Voici R2 avec la mise en place A. Recrutez une pièce de réserve.
muster-on-r2-why = Sur R2, chaque Porte a cinq tuiles ; vos pièces en occupent quatre sur chacune de vos Portes, et un Recrutement remplit une tuile vide d'une Porte que vous occupez.
muster-on-r2-wrong = Un Recrutement se fait sur une tuile vide d'une Porte où vous avez déjà une pièce ; chacune de vos Portes a encore une tuile vide.

move-notation-title = Noter les coups
move-notation-teach = La liste des coups écrit un déplacement avec ses deux tuiles, A24-A22, et un Recrutement avec + et la tuile qu'il remplit, +B23.
move-notation-task = Jouez +B23.
move-notation-why = +B23 est un Recrutement sur B23 : un Recrutement est désigné par sa seule tuile.
move-notation-wrong = Le + indique une nouvelle pièce venue de votre réserve, et non le déplacement d'une pièce déjà présente sur le plateau.

setup-c-title = Mise en place C : placez votre première pièce
setup-c-teach = Dans la mise en place C, la partie longue pour plus de joueurs, chaque joueur a une Porte et 16 pièces en réserve. Avant le premier tour, chacun place une pièce sur n'importe quelle tuile de sa Porte, Bleu en premier ; puis Bleu joue le premier tour.
setup-c-task = Placez votre pièce de départ sur une tuile épaisse de votre Porte.
setup-c-why = Votre première pièce se trouve sur une tuile épaisse de votre Porte ; de là, vous recrutez les 15 autres tant qu'elle reste sur la Porte.
setup-c-wrong = Une Porte comprend des tuiles épaisses (les larges losanges) et des tuiles fines (les losanges étroits à ses extrémités).

thick-takes-thin-title = Une pièce épaisse prend une pièce fine
thick-takes-thin-teach = Après chaque déplacement ou Recrutement, les captures ont lieu d'elles-mêmes. Une pièce épaisse attaque les tuiles fines qui partagent un côté entier avec elle, et une pièce fine est prise par un seul attaquant ennemi.
thick-takes-thin-task = Capturez la pièce de Vermillon en A6 avec votre pièce en A2.
thick-takes-thin-why = Votre pièce se trouve maintenant sur une tuile épaisse qui partage un côté entier avec A6 : un seul attaquant suffit pour prendre une pièce fine.
thick-takes-thin-wrong = Pour attaquer une pièce fine, la vôtre doit se trouver sur une tuile épaisse qui partage un côté entier avec elle.

thin-pair-takes-thick-title = Deux pièces fines prennent une pièce épaisse
thin-pair-takes-thick-teach = Une pièce fine attaque les tuiles épaisses qu'elle touche, par un côté ou seulement par un coin. Une pièce épaisse est prise par deux attaquants fins ennemis différents ; un seul ne suffit pas.
thin-pair-takes-thick-task = La pièce de Vermillon en A3 se trouve sur une tuile épaisse, et votre pièce fine en B2 la touche déjà par un coin. Capturez-la.
thin-pair-takes-thick-why = Votre seconde pièce fine touche elle aussi A3, par un coin comme B2 : deux attaquants fins prennent une pièce épaisse.
thin-pair-takes-thick-wrong = Une pièce épaisse n'est prise que par deux pièces fines ennemies qui la touchent, et une de vos pièces sur une tuile épaisse ne l'attaque pas.

initiative-title = Initiative : vous capturez en premier
initiative-teach = Vous pouvez aller sur une tuile que l'adversaire attaque. Après votre coup, vos captures sont retirées en premier ; ensuite seulement, l'adversaire capture, avec les pièces qui lui restent.
initiative-task = La pièce épaisse de Vermillon en A3 attaque la tuile fine A6. Capturez-la sans perdre de pièce.
initiative-why = Votre pièce en A6 et votre pièce en B2 ont pris A3 avant que Vermillon puisse prendre A6 en riposte : le joueur qui joue capture en premier.
initiative-wrong = Il faut deux attaquants fins pour prendre une pièce épaisse ; vos captures passent avant celles de l'adversaire, donc une tuile qu'il attaque est sûre dès que l'attaquant a disparu.

throne-exposed-title = Le Trône est exposé
throne-exposed-teach = Les cinq tuiles épaisses qui se rejoignent au centre même du plateau, de A1 à E1, forment le Trône. Une pièce sur une tuile du Trône est exposée : elle est prise par un seul attaquant.
throne-exposed-task = Vermillon a une pièce sur la tuile du Trône A1. Capturez-la.
throne-exposed-why = Un seul attaquant fin a suffi : une pièce sur une tuile du Trône est exposée.
throne-exposed-wrong = Une tuile épaisse, même sur le Trône, n'est attaquée que par les pièces fines qui la touchent.

garrison-title = Une Garnison ne peut pas être capturée
garrison-teach = Cinq tuiles épaisses qui se rejoignent en un point forment une Étoile (les Étoiles d'un or pâle autour du Trône), et les tuiles fines qui partagent un côté avec elle forment sa Douve. Quand vos pièces occupent les cinq tuiles d'une Étoile autre que le Trône, elles forment une Garnison : aucune d'elles ne peut être capturée. La Garnison dure jusqu'à ce que l'une d'elles s'en aille.
garrison-task = Les pièces fines de Vermillon en A6 et A7 touchent toutes deux votre pièce épaisse en A10, et deux attaquants fins prennent une pièce épaisse. Sauvez-la sans la déplacer.
garrison-why = Vos cinq pièces occupent maintenant une Étoile entière : une Garnison. Ses pièces ne peuvent pas être capturées, donc les deux attaquants de Vermillon sur A10 ne font rien.
garrison-wrong = Seules les pièces d'une Garnison ne peuvent pas être capturées, et une Garnison exige les cinq tuiles d'une Étoile.

deep-moat-title = Une Garnison attaque sa Douve
deep-moat-teach = Une Garnison attaque toutes les tuiles de sa Douve, et un seul attaquant prend une pièce fine. Une nouvelle partie peut utiliser les Douves profondes : la Douve d'une Étoile comprend alors aussi toutes les tuiles fines qui partagent un côté entier avec l'une des tuiles de sa Douve, et une Garnison attaque donc plus loin.
deep-moat-task = Cette partie utilise les Douves profondes. Prenez les deux pièces de Vermillon, en A6 et A7, en un seul coup.
deep-moat-why = Compléter l'Étoile a formé une Garnison, et sa Douve profonde comprend A6 et A7 : un attaquant pour chacune a suffi.
deep-moat-wrong = Une pièce seule n'attaque une tuile fine que depuis une tuile épaisse qui partage son côté ; une Garnison attaque toute sa Douve à la fois.

remote-muster-title = Recrutement à distance depuis une Garnison intérieure
remote-muster-teach = Une Garnison sur l'une des cinq Étoiles voisines du Trône est une Garnison intérieure. Elle vous permet de recruter sans pièce sur la Porte : sur une tuile épaisse vide d'une Porte qui se trouve sur sa moitié du plateau et ne porte aucune pièce ennemie. La mise en place B, le départ rapide de R1, donne à chaque joueur une Garnison intérieure et 11 pièces en réserve.
remote-muster-task = Voici la mise en place B. Aucune de vos pièces ne se trouve sur une Porte : faites entrer une pièce de réserve sur le plateau.
remote-muster-why = Votre Garnison intérieure vous a permis de recruter sur une tuile épaisse d'une Porte située sur sa moitié du plateau (Recrutement à distance).
remote-muster-wrong = Sans pièce sur une Porte, seule une Garnison intérieure vous permet de recruter, sur les tuiles épaisses des Portes situées sur sa moitié du plateau.

take-the-throne-title = Gagner sur le Trône
take-the-throne-teach = Vous gagnez immédiatement lorsque vos pièces occupent les cinq tuiles du Trône après votre coup, avant toute capture.
take-the-throne-task = Vous occupez quatre des cinq tuiles du Trône. Gagnez.
take-the-throne-why = Vos pièces occupent les cinq tuiles du Trône : vous gagnez immédiatement, avant toute capture.
take-the-throne-wrong = Le Trône, ce sont les cinq tuiles numérotées 1, et il ne fait gagner que lorsque vos pièces les occupent toutes les cinq.

last-piece-title = Le dernier joueur en lice gagne
last-piece-teach = Un joueur qui n'a plus aucune pièce ni sur le plateau ni en réserve est éliminé, et le dernier joueur en lice gagne.
last-piece-task = Il reste à Vermillon une seule pièce sur le plateau, et aucune en réserve. Gagnez.
last-piece-why = La dernière pièce de Vermillon a disparu et il n'en a aucune en réserve : il est éliminé, et vous êtes le dernier joueur en lice.
last-piece-wrong = Vermillon n'est éliminé qu'une fois sa dernière pièce capturée, et une pièce fine est prise par une seule pièce épaisse qui partage un côté entier avec elle.

no-move-is-out-title = Ni déplacement ni Recrutement : éliminé
no-move-is-out-teach = Un joueur qui ne peut ni déplacer une pièce ni recruter quand vient son tour est éliminé lui aussi, même s'il a des pièces en réserve, et ses pièces quittent le plateau. Une pièce de réserve ne peut entrer que par un Recrutement : un joueur sans pièce sur une Porte et sans Garnison intérieure ne peut donc pas en faire entrer.
no-move-is-out-task = Vermillon a une pièce sur le plateau et 14 en réserve, mais aucune pièce sur une Porte. Gagnez.
no-move-is-out-why = Sans pièce sur le plateau, Vermillon ne pouvait ni déplacer une pièce ni recruter à son tour : il est éliminé, réserve comprise, et vous êtes le dernier joueur en lice.
no-move-is-out-wrong = Tant que sa pièce est sur le plateau, Vermillon peut encore la déplacer ; il n'est éliminé que lorsqu'il ne peut ni déplacer une pièce ni recruter.

three-players-title = Plus de deux joueurs
three-players-teach = Jusqu'à six joueurs peuvent jouer (cinq sur R1) ; les tours se succèdent dans l'ordre : Bleu, Vermillon, Vert, et ainsi de suite. Chaque joueur ne capture qu'avec ses propres pièces : les attaques de joueurs différents ne s'additionnent jamais.
three-players-task = Ici, on joue à trois. La pièce épaisse de Vermillon en A3 est touchée par votre pièce fine en B2 et par celle de Vert en A7, et pourtant elle tient. Capturez-la.
three-players-why = La pièce de Vert en A7 ne comptait pas pour vous ; c'est votre propre second attaquant fin qui a pris A3. Vermillon, qui n'a plus de pièce ni sur le plateau ni sur une Porte, est éliminé à son tour.
three-players-wrong = La pièce de Vert ne compte jamais pour vous : une pièce épaisse est prise par deux attaquants fins d'un même joueur.
