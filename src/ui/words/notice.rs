//! The words of a notice above the board (the play page's own).

use crate::engine::GameId;
use crate::i18n::Msg;
use crate::table::{Notice, Said, Undone};
use crate::ui::lang::{t, tf};

use super::{ai_failed, live_said, move_error, persist_error, storage_error};

/// A notice above the board in `game`, in words.
pub fn notice(game: GameId, n: &Notice) -> String {
    let why = |why: &str| [("why", why.into())];
    match &n.said {
        Said::WaitForTheAi => t(Msg::NoticeWaitForAi),
        Said::MoveRefused(e) => tf(Msg::NoticeMoveRefused, &why(&move_error(e))),
        Said::AiFailed(f) => ai_failed(Msg::NoticeAiFailed, *f),
        Said::AiMoveStale => t(Msg::NoticeAiMoveStale),
        Said::NothingToResign => t(Msg::NoticeNothingToResign),
        Said::CannotResign(e) => tf(Msg::NoticeCannotResign, &why(&move_error(e))),
        Said::SetupFailed(e) => tf(Msg::NoticeSetupFailed, &why(&persist_error(e))),
        Said::NoHint(f) => ai_failed(Msg::NoticeNoHint, *f),
        Said::HintStale => t(Msg::NoticeHintStale),
        Said::Branched(ply) => tf(Msg::NoticeBranched, &[("ply", (*ply).into())]),
        Said::NotKept(undone, w) => tf(
            match undone {
                Undone::NewGame => Msg::NoticeNotKeptNewGame,
                Undone::Branch => Msg::NoticeNotKeptBranch,
                Undone::Invitation => Msg::NoticeNotKeptInvitation,
                Undone::Link => Msg::NoticeNotKeptLink,
                Undone::Nothing => Msg::NoticeNotKept,
            },
            &why(&storage_error(w)),
        ),
        Said::Live(said) => live_said(game, said),
        Said::Words(words) => words.text(),
    }
}
