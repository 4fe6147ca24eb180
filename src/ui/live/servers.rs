//! Where live play's ICE servers come from on this device: the site's `live.json` (read
//! through the service worker, so also offline) and the player's settings (their own STUN
//! or TURN server, "Only on this network", and whether invitations carry TURN logins).
//! Which servers a connection uses is `persist::live::ice`'s decision.

use crate::i18n::Msg;
use crate::persist::live::ice::{self, Choice, IceServer};
use crate::ui::lang::tf;
use crate::ui::storage;
use crate::ui::words;

/// The localStorage key of the STUN/TURN address the player gave.
const ICE_KEY: &str = "rosette.v1.live-ice";

/// A yes/no setting of live play, kept in localStorage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flag {
    /// "Only on this network": no ICE server at all.
    LocalOnly,
    /// Invitations carry this device's TURN logins.
    ShareTurn,
}

impl Flag {
    fn key(self) -> &'static str {
        match self {
            Flag::LocalOnly => "rosette.v1.live-local-only",
            Flag::ShareTurn => "rosette.v1.live-share-turn",
        }
    }

    /// Whether it is on.
    pub fn get(self) -> bool {
        storage::get(self.key()).as_deref() == Some("1")
    }

    /// Turns it on or off.
    pub fn set(self, on: bool) {
        if on {
            let _ = storage::set(self.key(), "1");
        } else {
            storage::remove(self.key());
        }
    }
}

/// The STUN/TURN address the player gave (empty: none).
pub fn ice_setting() -> String {
    storage::get(ICE_KEY).unwrap_or_default()
}

/// Stores the STUN/TURN address, if it reads.
///
/// # Errors
/// Why it does not read.
pub fn set_ice_setting(text: &str) -> Result<(), String> {
    ice::parse(text).map_err(|e| words::ice_error(&e))?;
    storage::set(ICE_KEY, text.trim()).map_err(|e| e.to_string())
}

/// The site's `live.json`, beside the page.
async fn site_servers() -> Result<Vec<IceServer>, String> {
    let text = crate::ui::lang::fetch_text("live.json").await?;
    ice::parse_config(&text).map_err(|e| words::ice_error(&e))
}

/// What this device's connections may use; a notice's text when the site's file or the
/// player's own server cannot be used (the rest still is).
pub async fn choice() -> (Choice, Option<String>) {
    let mut problems = Vec::new();
    let site = site_servers().await.unwrap_or_else(|e| {
        problems.push(tf(Msg::LiveSiteServersUnusable, &[("why", e.into())]));
        Vec::new()
    });
    let own = ice::parse(&ice_setting()).unwrap_or_else(|e| {
        problems.push(tf(
            Msg::LiveOwnServerInvalid,
            &[("why", words::ice_error(&e).into())],
        ));
        None
    });
    let choice = Choice {
        site,
        own,
        local_only: Flag::LocalOnly.get(),
    };
    let problem = (!problems.is_empty()).then(|| {
        tf(
            Msg::LiveServersProblem,
            &[("problems", problems.join("; ").into())],
        )
    });
    (choice, problem)
}
