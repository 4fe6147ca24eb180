# Les leçons de Chiron, dans l'ordre d'apprentissage. Pour chaque leçon (son identifiant vient en premier) :
# -title : un titre court ; -teach : ce qu'elle enseigne, affiché avant l'objectif ;
# -task : l'objectif ; -why : affiché quand l'objectif est atteint ; -wrong : affiché après un coup
# qui manque l'objectif, après ce que ce coup a fait : la règle qu'il a manquée.

opening-title = L'ouverture : un Roi qui saute
opening-teach = Chiron se joue sur un plateau 8×8. Chaque camp a un Roi, un Phénix, 8 Fourmis, ainsi qu'un Crabe, une Phalène et un Colibri gauchers et autant de droitiers ; les Blancs jouent en premier. (La disposition de départ est une reconstitution de Rosette : la figure du concepteur est perdue.) Certains coups sont des sauts, qui passent par-dessus tout ; d'autres sont des glissements, qui s'arrêtent à la première pièce sur leur chemin. Un coup va sur une case vide, ou capture une pièce ennemie en prenant sa place. Le Roi saute sur l'une des cinq cases situées deux rangées devant lui, jamais de côté ni en arrière.
opening-task = Vous avez les Blancs. Déplacez votre Roi.
opening-why = Votre Roi a sauté de deux rangées vers l'avant, par-dessus les Fourmis sur son chemin. Il ne pourra jamais revenir : les coups propres de chaque pièce la font progresser, si bien qu'aucune position ne se répète jamais.
opening-wrong = Cette leçon porte sur le Roi, la pièce marquée K.

ant-title = La Fourmi : un pas, même sur une amie
ant-teach = Une Fourmi avance d'une case tout droit, et capture de la même façon. Elle peut même prendre l'une de vos propres Fourmis sur cette case, pour dégager le chemin ; aucune autre pièce ne prend jamais une pièce amie.
ant-task = Déplacez votre Fourmi qui se trouve en c4, bien que votre propre Fourmi soit juste devant elle.
ant-why = Votre Fourmi a pris votre propre Fourmi en c5 ; la Fourmi prise va dans votre réserve des prises.
ant-wrong = La Fourmi demandée est celle qui se trouve en c4, derrière votre autre Fourmi.

crab-hands-title = Gauchers et droitiers : le Crabe
crab-hands-teach = Le Crabe, la Phalène et le Colibri existent en version gauchère et en version droitière (un petit L, gaucher, ou R, droitier, sur la pièce). Chacun se déplace librement d'un seul côté ; de l'autre côté, ses coups ne font que capturer : ce sont des coups de capture seule, qui doivent prendre une pièce ennemie. Le Crabe gaucher glisse d'autant de cases qu'il veut vers sa droite le long de la rangée, et vers sa gauche seulement pour capturer. Une pièce droitière est l'image en miroir d'une pièce gauchère.
crab-hands-task = Amenez l'un de vos Crabes sur la colonne a, le bord gauche du plateau.
crab-hands-why = Le Crabe droitier glisse librement vers sa gauche : il a donc atteint la colonne a. Le Crabe gaucher en d4 ne pouvait glisser vers la gauche que pour prendre une pièce ennemie, et il n'y en avait aucune.
crab-hands-wrong = Un Crabe ne glisse librement que vers son côté libre : vers la droite pour le Crabe gaucher, vers la gauche pour le droitier.

crab-leaps-title = Les sauts du Crabe
crab-leaps-teach = Le Crabe avance aussi d'une case en diagonale vers l'avant, et il saute : de deux colonnes d'un côté ou de l'autre et d'une rangée vers l'avant, ou de trois colonnes vers sa droite et d'une rangée vers l'arrière. Ce saut en arrière vers sa gauche ne fait que capturer. Les sauts passent par-dessus tout ce qui se trouve entre les deux cases.
crab-leaps-task = Prenez le Colibri noir en g3 avec votre Crabe gaucher.
crab-leaps-why = Trois colonnes à droite et une rangée en arrière depuis d4, c'est g3 : le saut en arrière du Crabe, libre vers sa droite. La Fourmi en a3 ne pouvait être prise que par le saut symétrique, un saut de capture seule.
crab-leaps-wrong = Un seul des sauts du Crabe arrive en g3 : comptez les colonnes et les rangées depuis d4.

moth-title = Le glissement de la Phalène
moth-teach = La Phalène gauchère glisse en diagonale vers l'arrière et vers sa droite, d'autant de cases qu'elle veut. Vers sa gauche, ce glissement ne fait que capturer.
moth-task = Prenez le Colibri noir dans le coin a1 avec votre Phalène.
moth-why = Le glissement en arrière vers la gauche est un coup de capture seule : il ne peut se terminer que sur une pièce ennemie, comme le Colibri en a1.
moth-wrong = Une Phalène ne glisse qu'en diagonale vers l'arrière ; vers sa gauche, elle ne peut le faire que pour capturer.

moth-leaps-title = Les sauts de la Phalène
moth-leaps-teach = La Phalène saute aussi : d'une colonne d'un côté ou de l'autre et de deux rangées vers l'avant, comme un cavalier, et de deux colonnes vers sa droite et d'une rangée vers l'avant ou l'arrière. Ces deux sauts latéraux vers sa gauche ne font que capturer.
moth-leaps-task = Prenez le Crabe noir en f3 avec votre Phalène.
moth-leaps-why = Deux colonnes à droite et une rangée en arrière : le saut latéral de la Phalène vers son côté libre arrive en f3. La Fourmi en b5 ne pouvait être prise que par un saut de capture seule vers la gauche.
moth-leaps-wrong = Un seul des sauts de la Phalène arrive en f3 : comptez les colonnes et les rangées depuis d4.

hummingbird-title = Le Colibri
hummingbird-teach = Le Colibri glisse tout droit vers l'avant d'autant de cases qu'il veut, et saute en arrière vers sa droite comme un cavalier. Ses sauts de cavalier en arrière vers sa gauche ne font que capturer.
hummingbird-task = Prenez le Crabe noir en d8 avec votre Colibri.
hummingbird-why = Le vol vers l'avant est un glissement : il s'arrête à la première pièce sur son chemin et peut la prendre si elle est ennemie. Un saut de cavalier en arrière vers la gauche n'aurait pu prendre que la Fourmi en b4.
hummingbird-wrong = Les sauts de cavalier du Colibri vont vers l'arrière ; vers l'avant, il ne fait que glisser, tout droit sur sa colonne.

phoenix-looks-back-title = Le Phénix frappe derrière lui
phoenix-looks-back-teach = Le Phénix avance d'une case. Il capture autrement : toute pièce ennemie, sauf un Phénix, se trouvant sur n'importe quelle rangée derrière lui, par-dessus tout ce qui les sépare.
phoenix-looks-back-task = Prenez la Phalène noire en h2 avec votre Phénix.
phoenix-looks-back-why = La capture du Phénix atteint chaque case de chaque rangée derrière lui, quoi qu'il y ait entre les deux, mais jamais un Phénix : celui en b1 est à l'abri.
phoenix-looks-back-wrong = Le pas du Phénix va vers l'avant, mais sa capture n'atteint que les rangées derrière lui.

take-the-phoenix-title = Capturer un Phénix
take-the-phoenix-teach = Un Phénix ne peut être capturé que par un coup ordinaire, jamais par un coup de capture seule. Un Phénix capturé va dans la main de celui qui l'a capturé, affichée sous le plateau, et lui appartient désormais.
take-the-phoenix-task = Prenez le Phénix noir en b4.
take-the-phoenix-why = Le vol vers l'avant du Colibri est un coup ordinaire : il pouvait donc prendre le Phénix ; le glissement du Crabe vers sa gauche ne fait que capturer : il ne le pouvait pas. Le Phénix est maintenant dans votre main, et il est à vous.
take-the-phoenix-wrong = Un coup de capture seule ne prend jamais un Phénix ; seul un coup ordinaire le peut.

phoenix-drop-title = Parachuter un Phénix
phoenix-drop-teach = Au lieu de déplacer une pièce, vous pouvez parachuter un Phénix de votre main sur n'importe quelle case vide de votre première rangée. Le parachutage constitue tout votre tour.
phoenix-drop-task = Le Crabe noir en h1 peut glisser le long de votre première rangée et prendre votre Roi. Parachutez votre Phénix de sorte que votre Roi soit à l'abri.
phoenix-drop-why = En f1 ou g1, le Phénix bloque le glissement du Crabe, et le Crabe ne peut pas le prendre : ce glissement ne fait que capturer, et un Phénix ne tombe que sous des coups ordinaires.
phoenix-drop-wrong = Un Phénix n'arrête un glissement que là où il se trouve entre la pièce qui glisse et sa cible.

drop-for-black-title = Parachuter le Phénix de l'adversaire
drop-for-black-teach = Chaque joueur peut parachuter n'importe quel Phénix de l'une ou l'autre main, sur la première rangée du joueur qui le détient : parachuter le Phénix de votre adversaire le pose sur sa première rangée, où il devient sa pièce, et utilise votre tour.
drop-for-black-task = Les Noirs détiennent les deux Phénix, et où que votre Roi saute, les Noirs peuvent le prendre. Trouvez un coup qui laisse votre Roi à l'abri.
drop-for-black-why = Parachuter l'un des Phénix des Noirs sur la rangée 8 le donne aux Noirs, mais cela utilise votre tour sans mettre votre Roi en danger.
drop-for-black-wrong = Chaque saut de votre Roi arrive là où les Noirs peuvent le prendre, et jouer son tour ne veut pas forcément dire déplacer une pièce.

king-flip-title = Se retourner et se repositionner
king-flip-teach = Un Roi, un Phénix ou une Fourmi sous forme normale qui arrive sur votre 7e ou 8e rangée peut se retourner pour prendre sa forme réfléchie, dont les coups pointent dans l'autre sens : un Roi retourné saute sur l'une des cinq cases situées deux rangées derrière lui. Dans le même tour, une pièce qui se retourne peut poursuivre sa route sur des cases vides par autant de coups ordinaires de sa forme retournée que vous le souhaitez, sans capturer (le plateau propose les cases après le retournement). Le retournement est facultatif, et une pièce retournée n'est plus jamais promue.
king-flip-task = Votre Roi en e5 est attaqué le long de la colonne e, et le Crabe en a7 surveille la septième rangée. Sautez dans la zone de promotion, retournez votre Roi et ramenez-le sur une case sûre, le tout dans ce même tour.
king-flip-why = Votre Roi s'est retourné à son arrivée et est revenu en arrière par des sauts de deux rangées, sur une case que n'atteignent ni la rangée du Crabe ni la colonne du Colibri.
king-flip-wrong = Un Roi retourné se repositionne par des sauts de deux rangées vers l'arrière, et la case où il termine doit être hors de portée de la rangée du Crabe et de la colonne du Colibri.

flipped-ant-title = Une Fourmi retournée
flipped-ant-teach = Une Fourmi retournée recule d'une case, vers votre propre côté du plateau, et y capture.
flipped-ant-task = Votre Fourmi retournée se trouve en d5. Prenez une pièce noire avec elle.
flipped-ant-why = Retournée, la Fourmi recule : elle a pris le Crabe en d4. La Fourmi en d6, devant elle, était hors de sa portée.
flipped-ant-wrong = Le pas d'une Fourmi retournée pointe vers l'arrière, vers votre propre côté du plateau.

flipped-phoenix-title = Un Phénix retourné
flipped-phoenix-teach = Un Phénix retourné recule d'une case, et capture toute pièce ennemie, sauf un Phénix, se trouvant sur n'importe quelle rangée devant lui.
flipped-phoenix-task = Votre Phénix retourné se trouve en d4. Prenez une pièce noire avec lui.
flipped-phoenix-why = Retourné, le Phénix capture vers l'avant : il a pris le Colibri en h7. La Phalène en h2, derrière lui, est désormais hors de sa portée.
flipped-phoenix-wrong = Un Phénix retourné capture sur les rangées devant lui, et non plus derrière.

pool-promotion-title = Une Fourmi devient une pièce prise
pool-promotion-teach = Une Fourmi sous forme normale qui arrive sur votre 7e ou 8e rangée peut à la place devenir une pièce de votre réserve des prises (vos pièces que l'adversaire a prises, affichées à côté du plateau), sous la forme qu'elle avait ; la Fourmi prend sa place dans la réserve.
pool-promotion-task = Avancez votre Fourmi sur la septième rangée et changez-la en une pièce de votre réserve qui attaque le Roi noir en c5.
pool-promotion-why = Depuis d7, seul le saut de cavalier en arrière d'un Colibri atteint c5. La Fourmi est allée dans la réserve à sa place.
pool-promotion-wrong = Après le pas, choisissez une pièce de votre réserve dont les coups depuis d7 atteignent c5.

take-the-king-title = Prendre le Roi
take-the-king-teach = Capturer le Roi ennemi fait gagner immédiatement. Il n'y a pas d'échec : personne n'est tenu d'avertir un joueur dont le Roi peut être pris.
take-the-king-task = Gagnez en un coup.
take-the-king-why = Le glissement de la Phalène droitière en diagonale vers l'arrière et vers sa droite ne fait que capturer, et ici il a pris le Roi.
take-the-king-wrong = Seule la prise du Roi fait gagner.

into-attack-title = Pas d'échec : le Roi doit bouger quand même
into-attack-teach = Un Roi peut aller sur une case où il peut être pris, et doit le faire lorsqu'il n'a aucun autre coup.
into-attack-task = Les Noirs n'ont plus que leur Roi, qui saute de deux rangées vers votre côté du plateau. Couvrez toutes les cases où il peut arriver, puis prenez-le : gagnez en deux coups.
into-attack-why = Depuis a3, votre Crabe glisse le long de toute la troisième rangée, où arrive chaque saut du Roi : le Roi a dû se placer en prise.
into-attack-wrong = Le Roi noir en d5 ne peut arriver que sur les cinq cases situées deux rangées plus bas, et une seule pièce doit les atteindre toutes.

no-move-loses-title = Pas de coup, pas de partie
no-move-loses-teach = Un joueur qui n'a aucune action légale, ni coup ni Phénix à parachuter, perd. Il n'y a pas de partie nulle à Chiron.
no-move-loses-task = Le Roi noir en b2 ne peut plus sauter : il sortirait du plateau. Gagnez en un coup.
no-move-loses-why = Leur seule autre pièce disparue, les Noirs n'avaient plus ni coup ni parachutage : les Noirs perdent.
no-move-loses-wrong = Les Noirs ne perdent que lorsqu'ils n'ont plus aucun coup, et une pièce noire peut encore bouger.

notation-title = Lire un coup
notation-teach = La liste des coups écrit un coup avec la lettre de la pièce, tirée de son nom anglais (K Roi, P Phénix, A Fourmi, C Crabe, M Phalène, H Colibri), sa case, - pour un déplacement ou x pour une capture, et la case d'arrivée, puis l'éventuelle promotion : =MR pour devenir la Phalène droitière, + pour un retournement. Un parachutage s'écrit P@d1.
notation-task = Jouez Ad7xd8=MR.
notation-why = A, la pièce (une Fourmi) ; d7, sa case de départ ; x, une capture ; d8, sa case d'arrivée ; =MR, la Fourmi devient la Phalène droitière de votre réserve.
notation-wrong = La Fourmi en d7 capture en d8, puis devient la pièce désignée après le signe =.
