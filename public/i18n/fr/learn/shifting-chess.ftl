# Les leçons de Shifting Chess, dans l'ordre d'apprentissage. Pour chaque leçon (son identifiant vient en premier) :
# -title : un titre court ; -teach : ce qu'elle enseigne, affiché avant l'objectif ;
# -task : l'objectif ; -why : affiché quand l'objectif est atteint ; -wrong : affiché après un coup
# qui manque l'objectif, après ce que ce coup a fait : la règle qu'il a manquée.

boulders-title = Les rochers
boulders-teach = Le plateau est un plateau bleu de 12×12. La terre se compose de seize îles de 2×2 appelées méga-cases, désignées par les lettres A à P, qui forment au départ un échiquier 8×8 au milieu ; les cases qu'aucune méga-case ne couvre sont de l'espace vide. Les pièces se placent et se déplacent comme aux échecs, sauf dans les cas que montrent ces leçons. Quatre rochers neutres se trouvent sur la terre : un rocher bloque toutes les pièces comme s'il s'agissait d'une pièce de leur camp, ne peut jamais être capturé, et un cavalier saute par-dessus.
boulders-task = Vous avez les Blancs. Prenez la tour noire en d9.
boulders-why = Votre tour en d3 ne peut pas franchir les rochers en d6 et d7 ; le cavalier saute par-dessus tout et arrive en d9.
boulders-wrong = Un rocher arrête une pièce qui glisse comme le ferait une pièce de son propre camp ; seule une pièce qui saute peut le franchir.

queen-over-gaps-title = Les dames franchissent les trous
queen-over-gaps-teach = Quand les méga-cases bougent, des trous d'espace vide s'ouvrent dans la terre. L'espace vide arrête les tours, les fous, les rois et les pions ; un cavalier saute par-dessus mais ne s'y pose jamais. Une dame glisse par-dessus l'espace vide et se pose au-delà, toujours bloquée par les pièces et les rochers.
queen-over-gaps-task = La méga-case F a été déplacée vers le bord, laissant un trou en e5–f6. Gagnez une pièce noire.
queen-over-gaps-why = Votre dame a glissé par-dessus le trou et a pris en e8 : de toutes les pièces, seule la dame traverse l'espace vide.
queen-over-gaps-wrong = L'espace vide arrête toutes les pièces qui glissent, sauf la dame.

double-step-anywhere-title = L'avance double, partout
double-step-anywhere-teach = Un pion qui n'a pas encore bougé par son propre coup peut avancer de deux cases, où qu'il se trouve : être transporté par une méga-case ne compte pas comme un déplacement. La liste à côté du plateau nomme les pions qui ont bougé.
double-step-anywhere-task = Votre pion en e7 y a été transporté par les méga-cases et n'a jamais bougé par lui-même. Donnez échec avec un pion.
double-step-anywhere-why = e7e9, une avance double, attaque le roi en f10. Le pion en h5 a déjà bougé : il ne peut avancer que d'une case.
double-step-anywhere-wrong = Une avance d'une seule case n'atteint aucune case voisine du roi, et un pion qui n'a jamais bougé par lui-même peut aller plus loin.

en-passant-title = La prise en passant, partout
en-passant-teach = La prise en passant fonctionne partout sur le plateau : quand un pion ennemi vient d'avancer de deux cases en franchissant la case qu'attaque votre pion, votre pion peut le prendre comme s'il n'avait avancé que d'une case, au tour immédiatement suivant seulement.
en-passant-task = Le pion noir vient d'avancer de f9 à f7, à côté de votre pion en e7. Prenez-le.
en-passant-why = Votre pion est allé en f8, la case que le pion noir a franchie, et l'a pris en f7.
en-passant-wrong = Le pion noir a franchi f8, et la prise en passant le prend comme s'il s'était arrêté là.

promotion-at-the-edge-title = La promotion là où finit la terre
promotion-at-the-edge-teach = Un pion est promu lorsqu'il se trouve dans l'une de ses trois dernières rangées du plateau bleu (10 à 12 pour les Blancs) et qu'aucune terre ne se trouve plus loin devant lui sur sa colonne. Par son propre coup, il devient la pièce que choisit son propriétaire (le plateau demande laquelle) ; transporté là par une carte, il devient une dame.
promotion-at-the-edge-task = La méga-case A se trouve maintenant au-dessus de la colonne e, en e11–f12. Menez un pion à la promotion.
promotion-at-the-edge-why = En g10, la terre s'arrête : le pion a donc été promu ; en e10, la méga-case A se serait encore trouvée devant lui.
promotion-at-the-edge-wrong = Un pion n'est promu que là où aucune terre ne se trouve plus loin devant lui sur sa colonne, et la méga-case A se trouve devant, sur la colonne e.

castling-on-a-file-title = Roquer d'une méga-case à l'autre
castling-on-a-file-teach = Le roque se joue le long d'une rangée ou d'une colonne, d'une méga-case à l'autre. Le roi et la tour ne doivent pas avoir bougé par leurs propres coups (la liste à côté du plateau nommerait ceux qui l'ont fait), avec deux ou trois cases vides entre eux, et la case de départ du roi, la case qu'il traverse et sa case d'arrivée doivent être de la terre et non attaquées. Le roi se déplace de deux cases vers la tour, et la tour se pose sur la case que le roi a traversée.
castling-on-a-file-task = Roquez. La tour noire surveille g3 : roquez donc le long d'une colonne plutôt que de la rangée.
castling-on-a-file-why = Le roi est monté de deux cases sur la colonne e et la tour venue de e6 s'est posée en e4, la case que le roi a traversée.
castling-on-a-file-wrong = Le roque est le déplacement de deux cases du roi vers une tour qui n'a pas bougé, et le roi ne peut pas traverser une case attaquée.

gap-mate-title = Mat sur une île
gap-mate-teach = L'échec et mat fait gagner et le pat donne partie nulle, comme aux échecs. Un roi ne peut pas aller sur l'espace vide : une île peut donc devenir sa prison.
gap-mate-task = Le roi noir se trouve sur la méga-case M, une île dans le coin du plateau. Matez-le.
gap-mate-why = Les rois ne peuvent pas aller sur l'espace vide et les propres pions des Noirs occupent a11 et b11 : le roi en a12 n'avait donc que b12. Une dame sur la rangée 12 glisse par-dessus les trous et couvre les deux cases : échec et mat.
gap-mate-wrong = Un mat doit donner échec : laisser le roi sans coup sans lui donner échec, c'est le pat, une partie nulle.

fifty-moves-title = La règle des cinquante coups
fifty-moves-teach = Cent coups ordinaires d'affilée (cinquante chacun) sans capture ni coup de pion terminent la partie par une nulle ; c'est aussi le cas d'une position vue pour la troisième fois, et de roi contre roi. Le nombre de ces coups est affiché à côté du plateau ; une capture ou un coup de pion le remet à 0, et les cartes ne le font ni avancer ni revenir à zéro.
fifty-moves-task = Quatre-vingt-dix-neuf coups ont été joués sans capture ni coup de pion. Faites durer la partie.
fifty-moves-why = Un coup de pion ou une capture a remis le compteur à 0, et la partie continue.
fifty-moves-wrong = Le compteur ne revient à zéro qu'après une capture ou un coup de pion ; tout autre coup est le centième.

swap-card-title = La carte Échange
swap-card-teach = Après chaque troisième tour (tours 3, 6, 9, etc.), le joueur qui vient de jouer pioche une carte dans un paquet de 20, et doit l'appliquer s'il le peut. Une carte Échange intervertit deux méga-cases situées dans des emplacements voisins, avec tout ce qu'elles portent ; une méga-case portant le roi adverse ne peut pas être échangée. Pour appliquer une carte, cliquez sur une méga-case (et sur une seconde méga-case pour un Échange), puis sur Appliquer.
swap-card-task = Vous avez pioché une carte Échange. Échangez deux méga-cases de sorte que le roi noir soit en échec.
swap-card-why = Échanger J et K a transporté votre tour de f7 en h7, sur la colonne du roi. La méga-case du roi ne pouvait pas être échangée, mais la vôtre, si.
swap-card-wrong = La méga-case qui porte le roi noir ne peut pas être échangée, mais celle de votre tour, si.

rotate-card-title = La carte Rotation
rotate-card-teach = Une carte Rotation fait tourner une méga-case d'un quart de tour, dans le sens horaire ou antihoraire, avec les pièces qu'elle porte. Choisissez la méga-case, puis le sens. Une carte peut donner échec, et même mat.
rotate-card-task = Vous avez pioché une carte Rotation. Faites mat avec elle.
rotate-card-why = Faire tourner N dans le sens antihoraire a transporté votre tour de f9 en f10, d'où elle fait échec au roi le long de la rangée 10, et les pions noirs bloquent sa fuite.
rotate-card-wrong = Le sens horaire et le sens antihoraire n'envoient pas les coins d'une méga-case aux mêmes endroits.

third-turn-slide-title = Tous les trois tours : la carte Glissement
third-turn-slide-teach = Une carte Glissement déplace une méga-case d'un emplacement vers le nord, l'est, le sud ou l'ouest, en poussant jusqu'à deux méga-cases devant elle ; aucune méga-case ne peut quitter le plateau bleu. La promotion est aussi vérifiée après les cartes, pour les deux camps : un pion qu'une carte laisse dans ses trois dernières rangées sans terre devant lui devient une dame.
third-turn-slide-task = C'est votre troisième coup : après lui, vous piochez une carte, et la carte du dessus est un Glissement. Jouez votre coup, puis faites glisser une méga-case de sorte que votre pion soit promu.
third-turn-slide-why = Après les tours 3, 6, 9…, le joueur qui vient de jouer pioche une carte. Le Glissement n'a laissé aucune terre devant le pion en g10 : il a donc été promu par la carte, en dame.
third-turn-slide-wrong = Le pion n'est promu que dans ses trois dernières rangées, et seulement lorsqu'aucune terre ne se trouve plus devant lui sur sa colonne.

void-card-title = La carte Néant
void-card-teach = Une carte Néant retire du plateau une méga-case sans roi, avec tout ce qu'elle porte, jusqu'au tirage de la carte suivante. Ses pièces ne peuvent ni se déplacer, ni capturer, ni être capturées, ni donner échec, et son emplacement est de l'espace vide.
void-card-task = Vous avez pioché une carte Néant. Faites mat avec elle.
void-card-why = Mettre N au néant a envoyé le cavalier en e10 dans les limbes : son emplacement est devenu de l'espace vide, et votre dame fait échec au roi à travers lui : mat.
void-card-wrong = Les pièces d'une méga-case mise au néant ne bloquent plus rien, et seule une dame attaque à travers l'espace vide.

void-returns-title = La méga-case mise au néant revient
void-returns-teach = Une méga-case mise au néant revient, telle qu'elle était, lorsque la carte suivante est piochée, avant que cette carte soit appliquée. Aucune carte ne peut être appliquée de façon à laisser votre propre roi attaqué : si la méga-case qui revient attaque votre roi, la carte doit mettre fin à l'attaque, et si aucune application ne le peut, vous perdez.
void-returns-task = La méga-case G a été mise au néant avec une tour noire dessus (le fantôme en pointillés). Après ce coup, votre troisième, une carte est piochée et G revient. Mettez votre roi à l'abri de son retour.
void-returns-why = Quand la méga-case G est revenue, sa tour en g6 attaquait toute la colonne g, et votre roi l'avait quittée.
void-returns-wrong = Quand la méga-case G revient, sa tour attaque le long de la colonne g, et rien ne se trouve sur son chemin.

card-notation-title = Les cartes dans la notation
card-notation-teach = La liste des coups écrit un coup ordinaire avec ses deux cases, e4e6, et l'usage d'une carte avec son type, la méga-case et le sens : swap-F-G, rotate-F-cw (sens horaire) ou rotate-F-ccw (sens antihoraire), slide-F-n (n, e, s ou w : nord, est, sud ou ouest) et void-F.
card-notation-task = Vous avez pioché une carte Rotation. Appliquez-la comme indiqué : rotate-K-cw.
card-notation-why = rotate-K-cw a fait tourner la méga-case K d'un quart de tour dans le sens horaire : le cavalier de son coin supérieur droit, h8, est passé dans le coin inférieur droit, h7.
card-notation-wrong = K est la méga-case en g7–h8, et cw signifie sens horaire, vu avec les Blancs en bas.
