# Les leçons de Pyrga, dans l'ordre d'apprentissage. Pour chaque leçon (son identifiant vient en premier) :
# -title : un titre court ; -teach : ce qu'elle enseigne, affiché avant l'objectif ;
# -task : l'objectif ; -why : affiché quand l'objectif est atteint ; -wrong : affiché après un coup
# qui manque l'objectif, après ce que ce coup a fait : la règle qu'il a manquée.

cylinder-keeps-title = Un Cylindre retient la pièce suivante sur sa case
cylinder-keeps-teach = Pyrga se joue sur 16 cases, de a1 à d4. Chaque joueur a 15 pièces, présentées dans le bac sous le plateau : cinq Carrés, cinq Triangles et cinq Cylindres. Les Blancs posent la première pièce, de n'importe quelle forme, sur n'importe quelle case ; ensuite les joueurs jouent à tour de rôle, une pièce chacun. L'endroit où vous pouvez poser dépend de la pièce que votre adversaire vient de poser. Après un Cylindre, la pièce suivante va sur la même case.
cylinder-keeps-task = Vous avez les Blancs. Posez votre première pièce de sorte que les Noirs doivent poser eux aussi en b2.
cylinder-keeps-why = Après un Cylindre, la pièce suivante va sur la même case : les Noirs doivent donc ajouter un Carré ou un Triangle en b2.
cylinder-keeps-wrong = Seul un Cylindre retient la pièce suivante sur sa propre case ; les autres formes l'envoient ailleurs.

square-next-door-title = Un Carré envoie la pièce suivante à côté
square-next-door-teach = Après un Carré, la pièce suivante va sur une case qui partage un côté avec lui : quatre cases au milieu du plateau, moins au bord.
square-next-door-task = Posez un Carré de sorte que les Noirs n'aient que deux cases au choix.
square-next-door-why = Un Carré dans un coin n'a que deux cases voisines : les Noirs n'ont donc que deux cases au choix.
square-next-door-wrong = Un Carré envoie la pièce suivante sur chacune des cases qui partagent un côté avec lui : quatre au milieu, trois le long d'un bord.

triangle-points-title = Un Triangle indique une ligne
triangle-points-teach = Après un Triangle, la pièce suivante va sur une case de la ligne qu'indique le Triangle, à n'importe quelle distance. Celui qui pose un Triangle choisit où il pointe : choisissez le Triangle dans le bac, cliquez sur une case, puis sur une flèche. Il ne peut pas pointer directement vers le bord du plateau, et il ne tourne plus jamais ensuite.
triangle-points-task = Posez un Triangle en a1 de sorte que les Noirs puissent poser en b1, c1 ou d1.
triangle-points-why = Pointé vers l'est, le long de la rangée 1, le Triangle envoie les Noirs en b1, c1 ou d1, à n'importe quelle distance.
triangle-points-wrong = La pièce suivante ne va que sur les cases situées dans la direction où pointe le Triangle, en partant de la case voisine.

no-second-square-title = Après un Carré d'ouverture
no-second-square-teach = Si la première pièce des Blancs est un Carré, leur deuxième pièce ne peut pas être un Carré : les Carrés sont alors grisés dans le bac. C'est vrai même quand les Blancs doivent se replier sur une case vide.
no-second-square-task = Vous avez ouvert avec un Carré en b2, et le Cylindre noir vous retient en c2. Posez-y votre deuxième pièce de sorte que les Noirs doivent ensuite poser en c3 ou c4.
no-second-square-why = Un Carré n'était pas permis et un Cylindre aurait retenu les Noirs en c2 ; votre Triangle pointe vers le nord et envoie les Noirs en c3 ou c4.
no-second-square-wrong = Les cases où les Noirs pourront poser ensuite dépendent de la pièce que vous posez : à côté d'un Carré, sur la case même d'un Cylindre, le long de la ligne d'un Triangle.

complete-a-tower-title = Les tours et leur contrôle
complete-a-tower-teach = Une case contient au plus un Carré, un Triangle et un Cylindre, de n'importe quelles couleurs, posés dans n'importe quel ordre. La troisième pièce complète la tour de la case, et le joueur qui possède deux ou trois de ses pièces la contrôle pour le reste de la partie, quel que soit celui qui a posé la dernière pièce.
complete-a-tower-task = Le Carré noir en c2 vous envoie à côté de lui. Complétez une tour que vous contrôlez.
complete-a-tower-why = La case b2 contient maintenant votre Carré et votre Triangle avec le Cylindre noir : deux de ses trois pièces sont à vous, la tour vous appartient donc pour le reste de la partie.
complete-a-tower-wrong = Une tour complète appartient à celui qui possède deux de ses trois pièces, et non à celui qui l'a complétée.

fall-back-title = Quand la règle ne vous envoie nulle part
fall-back-teach = Quand aucune de vos pièces ne peut aller là où vous envoie la dernière pièce, vous posez à la place sur n'importe quelle case vide : une case qui ne contient aucune pièce. Si aucune case n'est vide non plus, la partie se termine.
fall-back-task = Le Cylindre noir a complété la tour en b2, ce qui vous retiendrait en b2, mais elle est pleine. Posez une pièce dans un coin du plateau.
fall-back-why = Aucune pièce ne pouvait aller en b2 : n'importe quelle case vide était donc permise, et trois des coins étaient vides.
fall-back-wrong = Les coins sont les cases situées aux deux extrémités des rangées 1 et 4, et quand vous vous repliez, seule une case vide convient.

three-towers-title = Trois tours pour gagner
three-towers-teach = Le premier joueur qui contrôle trois tours complètes gagne immédiatement.
three-towers-task = Le Carré noir en c2 vous envoie à côté de lui. Vous contrôlez les tours en a1 et b1 : gagnez.
three-towers-why = Votre Cylindre a complété c1 avec deux de vos pièces sur trois : c'est votre troisième tour, et la partie est gagnée immédiatement.
three-towers-wrong = Une tour ne compte qu'une fois complète, et seulement pour le joueur qui possède deux de ses trois pièces.

forced-reply-title = Faites construire votre adversaire pour vous
forced-reply-teach = Chaque pièce que vous posez décide où votre adversaire posera ensuite. Après votre Cylindre, il doit poser sur la même case, et si une seule de ses formes peut encore y aller, vous savez exactement ce qu'il va ajouter.
forced-reply-task = Gagnez en deux coups. Vous contrôlez la tour en a1 ; il manque une pièce en b1, et c1 ne contient que votre Triangle. Le Triangle noir en c4 pointe vers le sud : vous devez donc poser sur la colonne c.
forced-reply-why = Votre Cylindre en c1 a retenu les Noirs en c1, où seul un Carré pouvait aller : il a complété c1 avec deux de vos pièces. Le Carré noir vous a ensuite envoyé à côté de lui, en b1 : votre troisième tour.
forced-reply-wrong = Comptez les pièces qui manquent encore à chaque case, et regardez où votre pièce envoie les Noirs : les Noirs ne complètent une tour pour vous que lorsque rien d'autre ne peut y aller.

counting-towers-title = Quand personne n'a trois tours
counting-towers-teach = Si personne ne contrôle trois tours, la partie se termine quand le joueur au trait ne peut pas poser : aucune de ses pièces ne peut aller là où l'envoie la dernière pièce et aucune case n'est vide, ou il n'a plus de pièce. Celui qui contrôle le plus de tours complètes gagne alors. En cas d'égalité, celui qui a le plus de tours inachevées contenant deux de ses pièces gagne ; en cas de nouvelle égalité, celui qui a le plus de tours inachevées contenant une de ses pièces ; si l'égalité persiste sur tous les points, personne ne gagne.
counting-towers-task = Le plateau est presque plein et vous contrôlez chacun une tour complète. Terminez la partie maintenant, avec le décompte en votre faveur.
counting-towers-why = Les Noirs ne pouvaient poser nulle part : la partie s'est donc terminée. Les tours complètes étaient à égalité, une partout, et vous aviez plus de tours inachevées contenant deux de vos pièces.
counting-towers-wrong = La partie ne se termine que lorsque les Noirs ne peuvent poser nulle part ; d'ici là, les Noirs modifient encore le décompte.

notation-title = Noter les coups
notation-teach = La liste des coups écrit chaque coup avec la lettre de la forme, tirée de son nom anglais (S pour le Carré, T pour le Triangle, C pour le Cylindre), puis la case, puis, pour un Triangle, la direction où il pointe (n, e, s ou w : nord, est, sud ou ouest). Sb2 est un Carré en b2, Ta1n un Triangle en a1 pointant vers le nord.
notation-task = Jouez Td3w.
notation-why = Td3w est un Triangle en d3 pointant vers l'ouest : les Noirs doivent maintenant poser en c3, b3 ou a3.
notation-wrong = T désigne le Triangle, d3 la case de la colonne d et de la rangée 3, et w signifie qu'il pointe vers l'ouest.
