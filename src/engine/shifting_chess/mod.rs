//! Shifting Chess: chess on moving megatiles (../shared/rules/shifting-chess.txt). In progress.
