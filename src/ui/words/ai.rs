//! Why the AI's worker gave no answer, in words: a clause, said after a colon.

use crate::ai::AiFailure;
use crate::i18n::Msg;
use crate::ui::lang::{t, tf};

/// Why the AI gave no answer, as a clause ("the AI stopped with an error").
fn ai_failure(f: AiFailure) -> String {
    t(match f {
        AiFailure::QuestionUnreadable => Msg::AiFailureQuestionUnreadable,
        AiFailure::AnswerUnwritable => Msg::AiFailureAnswerUnwritable,
        AiFailure::Unplayable => Msg::AiFailureUnplayable,
        AiFailure::NoSuchPosition => Msg::AiFailureNoSuchPosition,
        AiFailure::NoMove => Msg::AiFailureNoMove,
        AiFailure::CannotStart => Msg::AiFailureCannotStart,
        AiFailure::Crashed => Msg::AiFailureCrashed,
        AiFailure::Gone => Msg::AiFailureGone,
        AiFailure::QuestionUnwritable => Msg::AiFailureQuestionUnwritable,
        AiFailure::AnswerUnreadable => Msg::AiFailureAnswerUnreadable,
        AiFailure::OtherBuild => Msg::AiFailureOtherBuild,
    })
}

/// The sentence `msg` ("The evaluation failed: …") with why the AI gave no answer.
pub fn ai_failed(msg: Msg, f: AiFailure) -> String {
    tf(msg, &[("why", ai_failure(f).into())])
}
