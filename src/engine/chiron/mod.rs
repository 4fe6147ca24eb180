//! Chiron: a drawless chess variant with drops (../shared/rules/chiron.txt). In progress.
